import type { PlayerSource } from '../../player/player-handle';
import { mattersForPlayback, restartableObserver, type PlayerObserverFactory } from '../../player/player-observer';
import { videoSource } from '../../player/video-source';
import { LIVE_CLOCK_SECONDS } from './metadata';

// iPlayer's player (SMP) is a tree of custom elements, each behind a shadow root, created only
// when the user presses Play: `smp-toucan-player` [root] → `smp-playback` [root] → `<video>`, and
// beside it `smp-video-layout` [root] → the controls (SITES-2.md §1, PreMiD and KBX). BBC closes
// some of those roots; which ones is not recorded (PreMiD reads the first two as open). A content
// script may open either kind: Firefox gives it `openOrClosedShadowRoot`, Chrome `chrome.dom`. So
// the video is found whichever reading holds, without walking the rest of the page's elements.

const PLAYER = 'smp-toucan-player';
/** No player nests deeper; a bound, so a page that loops its components cannot hold the search. */
const DEPTH = 8;

interface ChromeDom {
  dom?: { openOrClosedShadowRoot?: (element: Element) => ShadowRoot | null };
}

/** The element's shadow root, open or closed, where the browser lets this script have it. */
export function rootOf(element: Element): ShadowRoot | null {
  const firefox = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot;
  if (firefox !== undefined) return firefox;
  return element.shadowRoot ?? (globalThis as { chrome?: ChromeDom }).chrome?.dom?.openOrClosedShadowRoot?.(element) ?? null;
}

/** Every shadow root under `host` (its own first), with the videos each holds. */
function rootsUnder(host: Element, depth = 0): ShadowRoot[] {
  const root = depth < DEPTH ? rootOf(host) : null;
  return root ? [root, ...[...root.querySelectorAll('*')].flatMap((element) => rootsUnder(element, depth + 1))] : [];
}

/** The page's videos: any in the document itself, and those inside the player's roots. */
export function playerVideos(document: Document): HTMLVideoElement[] {
  const roots = [...document.querySelectorAll(PLAYER)].flatMap((player) => rootsUnder(player));
  return [...document.querySelectorAll('video'), ...roots.flatMap((root) => [...root.querySelectorAll('video')])];
}

/**
 * The player core's own video source, searching where the player is: it asks its root for
 * `video` (and frames, of which the player has none), so a root that answers with the player's
 * videos is all it needs.
 */
export function smpVideoSource(win: Window, signal: AbortSignal): PlayerSource {
  const root = { querySelectorAll: (selector: string) => (selector === 'video' ? playerVideos(win.document) : []) };
  return videoSource(root as unknown as Document, {}, signal);
}

/** A simulcast: its clock counts wall-clock seconds (PreMiD #10959). An unknown length alone (Infinity) is no sign. */
export const onLiveClock = (video: HTMLVideoElement): boolean =>
  video.currentTime > LIVE_CLOCK_SECONDS || (Number.isFinite(video.duration) && video.duration > LIVE_CLOCK_SECONDS);

/**
 * Watches the document for the player's coming and going, and inside the player the roots on the
 * way to its video (the video is put there after the player element, when SMP renders). The
 * controls' roots, whose clock ticks every second, reach no observer.
 */
export const smpPlayerObserver: PlayerObserverFactory = (doc, _site, source, signal, onChange) => {
  const observer = restartableObserver(signal, (isLive) => {
    const observed = new Set<Node>();
    const follow = () => {
      const toucans = [...doc.querySelectorAll(PLAYER)].map(rootOf);
      const videoRoots = playerVideos(doc).flatMap((video) => {
        const chain: Node[] = [];
        for (let node = video.getRootNode(); 'host' in node; node = (node as ShadowRoot).host.getRootNode()) chain.push(node);
        return chain;
      });
      for (const root of [...toucans, ...videoRoots]) {
        if (!root || observed.has(root)) continue;
        observed.add(root);
        watching.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
      }
    };
    const watching = new MutationObserver((records) => {
      if (!records.some((record) => mattersForPlayback(record, source))) return;
      onChange();
      if (isLive()) follow();
    });
    watching.observe(doc.body ?? doc.documentElement, { childList: true, subtree: true });
    follow();
    return watching;
  });
  return { start: observer.start, stop: observer.stop };
};

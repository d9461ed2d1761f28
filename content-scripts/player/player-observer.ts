import type { PlayerSource } from './player-handle';
import type { SiteDefinition } from './site';

export interface PlayerObserver {
  /** The page is no watch page now: nothing under it matters until the next `start`. */
  stop(): void;
  start(): void;
  /** The source follows another player now (an observer whose root follows the video moves with it). */
  playerChanged?(): void;
}

/** How a site's player is watched: `playerObserver` unless the site brings its own. */
export type PlayerObserverFactory = (doc: Document, site: SiteDefinition, source: PlayerSource, signal: AbortSignal, onChange: () => void) => PlayerObserver;

/** A mutation can change the item, the player element or the ad state; text ticking cannot. */
export function mattersForPlayback(record: MutationRecord, source: PlayerSource): boolean {
  if (record.type === 'attributes') return true;
  const player = source.current();
  if (player && 'isConnected' in player && !(player as HTMLVideoElement).isConnected) return true;
  // Elements (a new <video> or frame, title bars and ad badges that an adapter reads) matter; text
  // and comment nodes never do.
  return [...record.addedNodes, ...record.removedNodes].some((node) => node instanceof Element);
}

/**
 * Watches a watch page's player for changes that matter (`onChange`): until the player exists the
 * whole document, afterwards only the player's subtree.
 */
export function playerObserver(doc: Document, site: SiteDefinition, source: PlayerSource, signal: AbortSignal, onChange: () => void): PlayerObserver {
  let observer: MutationObserver | null = null;
  const stop = () => {
    observer?.disconnect();
    observer = null;
  };
  function observe(): void {
    stop();
    if (signal.aborted) return;
    const playerRoot = doc.querySelector(site.playerRoot);
    const watching = new MutationObserver((records) => {
      // Pages that tick a clock in the player would otherwise cost a full video search each second.
      if (!records.some((record) => mattersForPlayback(record, source))) return;
      onChange();
      // onChange may have left the watch pages (and stopped this observer).
      if (observer !== watching) return;
      if (!playerRoot && doc.querySelector(site.playerRoot)) observe();
      else if (playerRoot && !playerRoot.isConnected) observe();
    });
    observer = watching;
    const attributeFilter = ['src', 'data-videoid', ...(site.watchAttributes ?? [])];
    // attributeFilter is only allowed together with attributes (Chromium throws otherwise).
    watching.observe(playerRoot ?? doc.documentElement, { childList: true, subtree: true, ...(playerRoot ? { attributes: true, attributeFilter } : {}) });
  }
  signal.addEventListener('abort', stop);
  return { start: observe, stop };
}

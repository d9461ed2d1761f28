import type { PlayerSource } from './player-handle';

export interface PlayerObserver {
  /** The page is no watch page now: nothing under it matters until the next `start`. */
  stop(): void;
  start(): void;
  /** The source follows another player now (an observer whose root follows the video moves with it). */
  playerChanged?(): void;
}

/**
 * What an observer reads of a site's definition. Named here rather than imported: site.ts names
 * the factory type below, and importing SiteDefinition back would tie the two files in a cycle.
 */
export interface ObservedSite {
  playerRoot: string;
  watchAttributes?: string[];
}

/** How a site's player is watched: `playerObserver` unless the site brings its own. */
export type PlayerObserverFactory = (doc: Document, site: ObservedSite, source: PlayerSource, signal: AbortSignal, onChange: () => void) => PlayerObserver;

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
 * One MutationObserver at a time: `start` connects a fresh one (the last one goes), `stop` and the
 * page's signal disconnect it. `connect` is told how to ask, from its callback, whether its
 * observer is still the live one: a callback may have restarted or stopped it.
 */
export function restartableObserver(signal: AbortSignal, connect: (isLive: () => boolean) => MutationObserver) {
  let observer: MutationObserver | null = null;
  const stop = () => {
    observer?.disconnect();
    observer = null;
  };
  const start = () => {
    stop();
    if (signal.aborted) return;
    const connected: MutationObserver = connect(() => observer === connected);
    observer = connected;
  };
  signal.addEventListener('abort', stop);
  return { start, stop, running: () => observer !== null };
}

/**
 * Watches a watch page's player for changes that matter (`onChange`): until the player exists the
 * whole document, afterwards only the player's subtree.
 */
export function playerObserver(doc: Document, site: ObservedSite, source: PlayerSource, signal: AbortSignal, onChange: () => void): PlayerObserver {
  const observer = restartableObserver(signal, (isLive) => {
    const playerRoot = doc.querySelector(site.playerRoot);
    const watching = new MutationObserver((records) => {
      // Pages that tick a clock in the player would otherwise cost a full video search each second.
      if (!records.some((record) => mattersForPlayback(record, source))) return;
      onChange();
      // onChange may have left the watch pages (and stopped this observer).
      if (!isLive()) return;
      if (!playerRoot && doc.querySelector(site.playerRoot)) observer.start();
      else if (playerRoot && !playerRoot.isConnected) observer.start();
    });
    const attributeFilter = ['src', 'data-videoid', ...(site.watchAttributes ?? [])];
    // attributeFilter is only allowed together with attributes (Chromium throws otherwise).
    watching.observe(playerRoot ?? doc.documentElement, { childList: true, subtree: true, ...(playerRoot ? { attributes: true, attributeFilter } : {}) });
    return watching;
  });
  return observer;
}

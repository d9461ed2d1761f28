import type { PlayerState } from '../../lib/messages/media';
import type { Lifetime } from './lifetime';
import type { MediaEventType, PlayerHandle, PlayerSource } from './player-handle';
import { positionOf, sendNotCounted, sendReport, sendSourceFailure, timelineOf, type Position, type Timeline } from './report';
import { SeekTracker } from './seek-tracker';
import { readGuessOutcome, siteItemIdOf, type GuessOutcome, type SiteDefinition } from './site';
import { videoSource } from './video-source';

interface Current {
  siteItemId: string;
  /** Asked for at the first report, not when the URL changes: pages update their markup late. */
  guess: Promise<GuessOutcome> | null;
  /** Set once a report went out, so leaving the item tells the background. */
  reported: (GuessOutcome & { guess: NonNullable<GuessOutcome['guess']> }) | null;
  /** Set once the background heard this item is not counted (told once). */
  notCounted?: true;
  last: Position;
}

const isMuted = (player: PlayerHandle) => player.muted || player.volume === 0;

/** What a running watcher lets its content script do. */
export interface SiteWatch {
  /** The guess sources may know more now (the user named the item): read them again and report. */
  recheck(): void;
}

/**
 * The player core for one site: follows the main player through media events and the page
 * through navigation events and a MutationObserver on the player. No polling. It runs as long as
 * `lifetime` (the content script's): a copy left behind by an extension reload or update removes
 * every listener and observer and reports nothing more; the copy injected after it takes over.
 */
export function watchSite(site: SiteDefinition, lifetime: Lifetime, win: Window = window): SiteWatch {
  const doc = win.document;
  const { signal } = lifetime;
  const source: PlayerSource = site.playerSource?.(win, signal) ?? videoSource(doc, site.isPreview ?? (() => false), signal);
  /** False once the lifetime ended; reading it is also how an orphan finds out (WXT's isInvalid). */
  const alive = () => !lifetime.isInvalid;
  const send: typeof sendReport = async (...args) => {
    if (alive()) await sendReport(...args);
  };
  let current: Current | null = null;
  /**
   * The item changed under a player that keeps playing (next-episode autoplay). Sites switch the
   * URL before they reset the media, so the position is the old item's until the reset shows.
   */
  let settling: { from: number } | null = null;
  const seeks = new SeekTracker();
  let wasMuted = false;
  let adWasPlaying = false;
  let lastTimelineRead = 0;
  const adPlaying = () => site.isAdPlaying?.(doc) ?? false;

  /** Sources that broke on this page, told to the background once each. */
  const failed = new Set<string>();
  function onSourceFailure(name: string, reason: string): void {
    if (failed.has(name) || !alive()) return;
    failed.add(name);
    void sendSourceFailure(site.id, name, reason);
  }

  function guessFor(siteItemId: string): Promise<GuessOutcome> {
    return readGuessOutcome(site, { url: new URL(win.location.href), document: doc, siteItemId }, onSourceFailure);
  }

  async function timeline(player: PlayerHandle): Promise<Timeline> {
    return (await site.timeline?.(player).catch(() => null)) ?? timelineOf(player);
  }

  /**
   * The seek tracker counts in the element's seconds; where the site's timeline differs (ads
   * spliced in, a segment-relative position) the jump is moved by the same offset.
   */
  function seekInTimeline(player: PlayerHandle, truth: Timeline) {
    const seek = seeks.last;
    if (!seek) return undefined;
    const offset = truth.position - Math.min(player.currentTime, Number.isFinite(player.duration) ? player.duration : player.currentTime);
    return offset === 0 ? seek : { ...seek, from: Math.max(0, seek.from + offset), to: Math.max(0, seek.to + offset) };
  }

  /** The page moved to another item (or away from watching): close the old one first. */
  function syncItem(): boolean {
    const siteItemId = siteItemIdOf(site, new URL(win.location.href), doc);
    if (siteItemId === (current?.siteItemId ?? null)) return false;
    if (current?.reported) void send(current.reported.guess, 'gone', current.last, current.reported.source);
    current = siteItemId ? { siteItemId, guess: null, reported: null, last: { position: 0, duration: 0, muted: false } } : null;
    seeks.reset(source.current()?.currentTime ?? 0);
    return true;
  }

  async function report(state: PlayerState): Promise<void> {
    if (!alive()) return;
    syncItem();
    const item = current;
    const player = source.current();
    // An ad in the main player is not the item: its time and length are the ad's.
    if (!item || !player || adPlaying()) return;
    const truth = await timeline(player);
    const where = positionOf(player, truth, seekInTimeline(player, truth));
    if (where.duration <= 0) return;
    item.last = where;
    item.guess ??= guessFor(item.siteItemId);
    let outcome = await item.guess;
    if (!outcome.guess && !outcome.refused) {
      // The sources were not ready (metadata still loading, title bar hidden): ask again now.
      item.guess = guessFor(item.siteItemId);
      outcome = await item.guess;
    }
    if (current !== item) return;
    if (!outcome.guess) {
      // Only a video someone watches deserves a word: not a pause, not a muted teaser.
      if (state !== 'playing' || where.muted) return;
      const url = new URL(win.location.href);
      if (!outcome.refused && site.onUnknown) return site.onUnknown({ url, document: doc, siteItemId: item.siteItemId });
      if (!item.notCounted && alive()) {
        item.notCounted = true;
        void sendNotCounted(site.id, url.href, outcome.refused ? 'refused' : 'unnamed');
      }
      return;
    }
    if (!alive()) return;
    item.reported = outcome;
    await send(outcome.guess, state, where, outcome.source);
  }

  const playing = () => {
    settling = null;
    void report('playing');
  };

  function onTimeUpdate(player: PlayerHandle): void {
    if (settling) {
      // Reset (jumped back) or genuinely continuing: either way the position is the new item's now.
      if (player.currentTime < settling.from - 0.5 || player.currentTime > settling.from + 2) {
        seeks.reset(player.currentTime);
        playing();
      }
      return;
    }
    const ad = adPlaying();
    // An ad break's end may show only inside a shadow root the observer cannot see: time tells.
    if (adWasPlaying && !ad && !player.paused) {
      adWasPlaying = false;
      return playing();
    }
    adWasPlaying = ad;
    if (ad) return;
    seeks.onTimeUpdate(player.currentTime, player.playbackRate);
    // Only remembered, never sent: the last position is what a stop on leaving must carry.
    const item = current;
    if (!item?.reported) return;
    if (!site.timeline) {
      item.last = positionOf(player, timelineOf(player), seeks.last);
    } else if (Date.now() - lastTimelineRead >= 1000) {
      // A page-world read is a message round trip: once a second is plenty for a resting place.
      lastTimelineRead = Date.now();
      void timeline(player).then((truth) => {
        item.last = positionOf(player, truth, seekInTimeline(player, truth));
      });
    }
  }

  function onMediaEvent(type: MediaEventType): void {
    const player = source.current();
    if (!player || signal.aborted) return;
    switch (type) {
      case 'playing':
        return playing();
      case 'pause':
        return void report(player.ended ? 'ended' : 'paused');
      case 'ended':
        return void report('ended');
      case 'timeupdate':
        return onTimeUpdate(player);
      case 'seeking':
        if (!settling) seeks.onSeeking();
        return;
      case 'seeked':
        if (settling) {
          seeks.reset(player.currentTime);
          return playing();
        }
        return seeks.onSeeked(player.currentTime);
      case 'volumechange': {
        // Unmuting a playing video is when a muted teaser becomes something the user watches.
        const muted = isMuted(player);
        if (wasMuted && !muted && !player.paused) playing();
        wasMuted = muted;
        return;
      }
      case 'emptied':
        return attach();
    }
  }
  source.onEvent(onMediaEvent);

  function attach(): void {
    if (!source.refresh()) return;
    const player = source.current();
    wasMuted = !!player && isMuted(player);
    seeks.reset(player?.currentTime ?? 0);
    if (player && !player.paused) playing();
  }

  /** Next-episode autoplay swaps the item while the same player keeps playing: open the new one. */
  function onPageChange(): void {
    if (!alive()) return;
    const changed = syncItem();
    attach();
    const player = source.current();
    if (changed && player && !player.paused) settling = { from: player.currentTime };
    // The end of an ad break: the item plays again, report it with its own timeline.
    const ad = adPlaying();
    if (adWasPlaying && !ad && player && !player.paused) playing();
    adWasPlaying = ad;
  }

  /** A mutation can change the item, the player element or the ad state; text ticking cannot. */
  function mattersForPlayback(record: MutationRecord): boolean {
    if (record.type === 'attributes') return true;
    const player = source.current();
    if (player && 'isConnected' in player && !(player as HTMLVideoElement).isConnected) return true;
    const touches = (nodes: NodeList) => [...nodes].some((node) => node instanceof Element && (node.matches('video, iframe') || node.querySelector('video, iframe') !== null || node.shadowRoot !== null));
    if (touches(record.addedNodes) || touches(record.removedNodes)) return true;
    // Title bars and ad badges come and go as elements; an adapter that reads them needs the news.
    return [...record.addedNodes, ...record.removedNodes].some((node) => node instanceof Element);
  }

  // Until the player exists the whole body is watched; afterwards only the player's subtree.
  let observer: MutationObserver | null = null;
  function observe(): void {
    observer?.disconnect();
    if (signal.aborted) return;
    const playerRoot = doc.querySelector(site.playerRoot);
    observer = new MutationObserver((records) => {
      // Pages that tick a clock in the player would otherwise cost a full video search each second.
      if (!records.some(mattersForPlayback)) return;
      onPageChange();
      if (!playerRoot && doc.querySelector(site.playerRoot)) observe();
      else if (playerRoot && !playerRoot.isConnected) observe();
    });
    const attributeFilter = ['src', 'data-videoid', ...(site.watchAttributes ?? [])];
    // attributeFilter is only allowed together with attributes (Chromium throws otherwise).
    observer.observe(playerRoot ?? doc.documentElement, { childList: true, subtree: true, ...(playerRoot ? { attributes: true, attributeFilter } : {}) });
  }

  signal.addEventListener('abort', () => observer?.disconnect());

  // The Navigation API sees History API changes the page makes in its own world.
  (win as Window & { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', onPageChange, { signal });
  win.addEventListener('popstate', onPageChange, { signal });
  win.addEventListener(
    'pagehide',
    () => {
      const player = source.current();
      // Left during an ad break: the element's time is the ad's; the item's is where the break began.
      const here = player && !adPlaying() ? positionOf(player, timelineOf(player), seeks.last) : current?.last;
      if (current?.reported && here) void send(current.reported.guess, 'gone', here, current.reported.source);
    },
    { signal },
  );

  syncItem();
  attach();
  observe();
  return {
    recheck() {
      if (!alive()) return;
      if (current) current.guess = null;
      const player = source.current();
      if (player && !player.paused) playing();
    },
  };
}

import type { PlayerState } from '../../lib/messages/media';
import type { Lifetime } from './lifetime';
import { followNavigation } from './page-navigation';
import { playbackClock } from './playback-clock';
import { playerObserver } from './player-observer';
import type { MediaEventType, PlayerHandle, PlayerSource } from './player-handle';
import { positionOf, sendNotCounted, sendReport, sendSourceFailure, timelineOf, type Position, type Timeline } from './report';
import { seekTracker } from './seek-tracker';
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
  /** Where it was at the last report. */
  last: Position;
  /**
   * The element's own time at the last report: where the site's timeline differs (ads spliced
   * in), a resting place from the clock is moved by the same offset.
   */
  elementTime?: number;
}

const isMuted = (player: PlayerHandle) => player.muted || player.volume === 0;

/** What a running watcher lets its content script do. */
export interface SiteWatch {
  /** The guess sources may know more now (the user named the item): read them again and report. */
  recheck(): void;
}

/** The element's own position, within its length where it knows one. */
const elementPosition = (player: PlayerHandle) => Math.min(player.currentTime, Number.isFinite(player.duration) ? player.duration : player.currentTime);

/**
 * The player core for one site: follows the main player through media events and the page
 * through navigation events and, on watch pages only, a MutationObserver on the player. No
 * polling, and no `timeupdate` while an item plays on (issue 17). It runs as long as
 * `lifetime` (the content script's): a copy left behind by an extension reload or update removes
 * every listener and observer and reports nothing more; the copy injected after it takes over.
 */
export function watchSite(site: SiteDefinition, lifetime: Lifetime, win: Window = window): SiteWatch {
  const doc = win.document;
  const { signal } = lifetime;
  const source: PlayerSource = site.playerSource?.(win, signal) ?? videoSource(doc, site, signal);
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
  const clock = playbackClock();
  const seeks = seekTracker(clock);
  let wasMuted = false;
  let adWasPlaying = false;
  const adPlaying = () => site.isAdPlaying?.(doc) ?? false;
  /** Whether the page is one of the site's watch pages; elsewhere nothing but the address is watched. */
  let onWatchPage = false;

  /** `timeupdate` is followed only while an item change settles or an ad break is on. */
  const followWindows = () => source.followTimeUpdates(settling !== null || adWasPlaying);

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
  function seekInTimeline(elementTime: number, offset: number) {
    const seek = seeks.lastAt(elementTime);
    return seek && { ...seek, from: Math.max(0, seek.from + offset), to: Math.max(0, seek.to + offset) };
  }

  /**
   * Where a reported item rests now, for the stop that leaving it sends: the clock's position in
   * the site's timeline. During an ad break seen as it began the clock holds where the item was;
   * one not seen until now (`unseenAd`) may have moved the clock already, so the last report's
   * place is the better guess.
   */
  function restingPlace({ last, elementTime }: Current, unseenAd = false): Position {
    if (unseenAd || elementTime === undefined) return last;
    const now = clock.estimate();
    const offset = last.position - elementTime;
    return { ...last, position: Math.max(0, Math.min(last.duration, now + offset)), seek: seekInTimeline(now, offset) };
  }

  /** The page moved to another item (or away from watching): close the old one first. */
  function syncItem(): boolean {
    const siteItemId = siteItemIdOf(site, new URL(win.location.href), doc);
    if (siteItemId === (current?.siteItemId ?? null)) return false;
    if (current?.reported) void send(current.reported.guess, 'gone', restingPlace(current), current.reported.source);
    current = siteItemId ? { siteItemId, guess: null, reported: null, last: { position: 0, duration: 0, muted: false } } : null;
    seeks.reset();
    return true;
  }

  async function report(state: PlayerState): Promise<void> {
    if (!alive()) return;
    syncItem();
    const item = current;
    const player = source.current();
    if (!item || !player) return;
    // An ad in the main player is not the item: its time and length are the ad's. Its end is
    // told by time, so timeupdate is followed until then.
    if (adPlaying()) return noteAd(true);
    const truth = await timeline(player);
    const elementTime = elementPosition(player);
    const offset = truth.position - elementTime;
    const where = positionOf(player, truth, seekInTimeline(elementTime, offset));
    if (where.duration <= 0) return;
    item.last = where;
    item.elementTime = elementTime;
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
    followWindows();
    void report('playing');
  };

  /** Only inside a window: an item change settling, or an ad break on. */
  function onTimeUpdate(player: PlayerHandle): void {
    if (settling) {
      // Reset (jumped back) or genuinely continuing: either way the position is the new item's now.
      if (player.currentTime < settling.from - 0.5 || player.currentTime > settling.from + 2) {
        seeks.reset();
        playing();
      }
      return;
    }
    const ad = adPlaying();
    // An ad break's end may show only inside a shadow root the observer cannot see: time tells.
    if (adWasPlaying && !ad && !player.paused) {
      noteAd(false);
      return playing();
    }
    noteAd(ad);
  }

  /** An ad break began (the clock holds the item's place through it) or is over. */
  function noteAd(ad: boolean): void {
    if (ad && !adWasPlaying) clock.hold();
    adWasPlaying = ad;
    followWindows();
  }

  function onMediaEvent(type: MediaEventType): void {
    const player = source.current();
    if (!player || signal.aborted) return;
    // Each event tells where the element is, but: at `seeking` it already shows the target (the
    // clock's estimate is where the jump began), once emptied its time is no longer the item's,
    // and during an ad break it is the ad's.
    if (type === 'emptied') clock.hold();
    else if (type !== 'seeking' && !adWasPlaying) clock.anchor(player, type === 'waiting');
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
          seeks.reset();
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
    playerChanges.playerChanged?.();
    const player = source.current();
    wasMuted = !!player && isMuted(player);
    seeks.reset();
    if (player && !adWasPlaying) clock.anchor(player);
    if (player && !player.paused) playing();
  }

  /**
   * Whether the page is a watch page now. Arriving on one starts the player observer; leaving the
   * watch pages (to browse, to a series page) stops it and every media listener until the next.
   */
  function onWatchPageNow(): boolean {
    const now = site.watchPath.test(win.location.pathname);
    if (now === onWatchPage) return now;
    onWatchPage = now;
    if (now) {
      playerChanges.start();
      return true;
    }
    adWasPlaying = false;
    settling = null;
    playerChanges.stop();
    source.release?.();
    followWindows();
    return false;
  }

  /** Next-episode autoplay swaps the item while the same player keeps playing: open the new one. */
  function onPageChange(): void {
    if (!alive()) return;
    const changed = syncItem();
    if (!onWatchPageNow()) return;
    attach();
    const player = source.current();
    if (changed && player && !player.paused) settling = { from: player.currentTime };
    // The end of an ad break: the item plays again, report it with its own timeline.
    const ad = adPlaying();
    const ended = adWasPlaying && !ad && player && !player.paused;
    noteAd(ad);
    if (ended) playing();
  }

  /** On watch pages only: the player's subtree (the whole document until the player shows). */
  const playerChanges = (site.observePlayer ?? playerObserver)(doc, site, source, signal, onPageChange);

  followNavigation(win, signal, onPageChange);
  win.addEventListener(
    'pagehide',
    () => {
      // Left during an ad break: the element's time is the ad's; the item's is where the break began.
      if (current?.reported) void send(current.reported.guess, 'gone', restingPlace(current, adPlaying() && !adWasPlaying), current.reported.source);
    },
    { signal },
  );

  syncItem();
  if (onWatchPageNow()) attach();
  return {
    recheck() {
      if (!alive()) return;
      if (current) current.guess = null;
      const player = source.current();
      if (player && !player.paused) playing();
    },
  };
}

import type { MediaGuess, PlayerState } from '../../lib/messages/media';
import { frameRelaySource } from './frame-relay';
import type { MediaEventType, PlayerHandle, PlayerSource } from './player-handle';
import { positionOf, sendReport, timelineOf, type Position, type Timeline } from './report';
import { SeekTracker } from './seek-tracker';
import { readGuess, siteItemIdOf, type SiteDefinition } from './site';
import { videoSource } from './video-source';

interface Current {
  siteItemId: string;
  guess: Promise<MediaGuess | null>;
  /** Set once a report went out, so leaving the item tells the background. */
  reported: MediaGuess | null;
  last: Position;
}

const isMuted = (player: PlayerHandle) => player.muted || player.volume === 0;

/**
 * The player core for one site: follows the main player through media events and the page
 * through navigation events and a MutationObserver on the player. No polling.
 */
export function watchSite(site: SiteDefinition, win: Window = window): void {
  const doc = win.document;
  const source: PlayerSource = site.playerFrameOrigin
    ? frameRelaySource(win, site.playerFrameOrigin)
    : videoSource(doc, site.isPreview ?? (() => false));
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

  function guessFor(siteItemId: string): Promise<MediaGuess | null> {
    return readGuess(site, { url: new URL(win.location.href), document: doc, siteItemId });
  }

  async function timeline(player: PlayerHandle): Promise<Timeline> {
    return (await site.timeline?.(player).catch(() => null)) ?? timelineOf(player);
  }

  /** The page moved to another item (or away from watching): close the old one first. */
  function syncItem(): boolean {
    const siteItemId = siteItemIdOf(site, new URL(win.location.href));
    if (siteItemId === (current?.siteItemId ?? null)) return false;
    if (current?.reported) void sendReport(current.reported, 'gone', current.last);
    current = siteItemId ? { siteItemId, guess: guessFor(siteItemId), reported: null, last: { position: 0, duration: 0, muted: false } } : null;
    seeks.reset(source.current()?.currentTime ?? 0);
    return true;
  }

  async function report(state: PlayerState): Promise<void> {
    syncItem();
    const item = current;
    const player = source.current();
    // An ad in the main player is not the item: its time and length are the ad's.
    if (!item || !player || adPlaying()) return;
    const where = positionOf(player, await timeline(player), seeks.last);
    if (where.duration <= 0) return;
    item.last = where;
    let guess = await item.guess;
    if (!guess) {
      // The sources were not ready (metadata still loading, title bar hidden): ask again now.
      item.guess = guessFor(item.siteItemId);
      guess = await item.guess;
    }
    if (!guess || current !== item) return;
    item.reported = guess;
    await sendReport(guess, state, where);
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
    if (adPlaying()) return;
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
        item.last = positionOf(player, truth, seeks.last);
      });
    }
  }

  function onMediaEvent(type: MediaEventType): void {
    const player = source.current();
    if (!player) return;
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
    const changed = syncItem();
    attach();
    const player = source.current();
    if (changed && player && !player.paused) settling = { from: player.currentTime };
    // The end of an ad break: the item plays again, report it with its own timeline.
    const ad = adPlaying();
    if (adWasPlaying && !ad && player && !player.paused) playing();
    adWasPlaying = ad;
  }

  // Until the player exists the whole body is watched; afterwards only the player's subtree.
  let observer: MutationObserver | null = null;
  function observe(): void {
    const playerRoot = doc.querySelector(site.playerRoot);
    observer?.disconnect();
    observer = new MutationObserver(() => {
      onPageChange();
      if (!playerRoot && doc.querySelector(site.playerRoot)) observe();
      else if (playerRoot && !playerRoot.isConnected) observe();
    });
    const attributeFilter = ['src', 'data-videoid', ...(site.watchAttributes ?? [])];
    observer.observe(playerRoot ?? doc.documentElement, { childList: true, subtree: true, attributes: !!playerRoot, attributeFilter });
  }

  // The Navigation API sees History API changes the page makes in its own world.
  (win as Window & { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', onPageChange);
  win.addEventListener('popstate', onPageChange);
  win.addEventListener('pagehide', () => {
    const player = source.current();
    if (current?.reported) void sendReport(current.reported, 'gone', player ? positionOf(player, timelineOf(player), seeks.last) : current.last);
  });

  syncItem();
  attach();
  observe();
}

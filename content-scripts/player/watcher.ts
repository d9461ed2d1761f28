import type { MediaGuess, PlayerState } from '../../lib/messages/media';
import { findMainVideo } from './find-video';
import { positionOf, sendReport, type Position } from './report';
import { SeekTracker } from './seek-tracker';
import { readGuess, siteItemIdOf, type SiteDefinition } from './site';

interface Current {
  siteItemId: string;
  guess: Promise<MediaGuess | null>;
  /** Set once a report went out, so leaving the item tells the background. */
  reported: MediaGuess | null;
  last: Position;
}

/**
 * The player core for one site: follows the main <video> through media events and the page
 * through navigation events and a MutationObserver on the player. No polling.
 */
export function watchSite(site: SiteDefinition, win: Window = window): void {
  const doc = win.document;
  let current: Current | null = null;
  let video: HTMLVideoElement | null = null;
  /**
   * The item changed under a video that keeps playing (next-episode autoplay). Sites switch the URL
   * before they reset the media, so the position is the old item's until the reset shows.
   */
  let settling: { from: number } | null = null;
  const seeks = new SeekTracker();
  let wasMuted = false;

  const isPreview = site.isPreview ?? (() => false);

  function guessFor(siteItemId: string): Promise<MediaGuess | null> {
    const page = { url: new URL(win.location.href), document: doc, siteItemId };
    return readGuess(site, page);
  }

  /** The page moved to another item (or away from watching): close the old one first. */
  function syncItem(): boolean {
    const siteItemId = siteItemIdOf(site, new URL(win.location.href));
    if (siteItemId === (current?.siteItemId ?? null)) return false;
    if (current?.reported) void sendReport(current.reported, 'gone', current.last);
    current = siteItemId ? { siteItemId, guess: guessFor(siteItemId), reported: null, last: { position: 0, duration: 0, muted: false } } : null;
    seeks.reset(video?.currentTime ?? 0);
    return true;
  }

  async function report(state: PlayerState): Promise<void> {
    syncItem();
    const item = current;
    if (!item || !video) return;
    const where = positionOf(video, seeks.last);
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

  const onPlaying = () => {
    settling = null;
    void report('playing');
  };
  const onPause = () => void report(video?.ended ? 'ended' : 'paused');
  const onEnded = () => void report('ended');
  const onTimeUpdate = () => {
    if (!video) return;
    if (settling) {
      // Reset (jumped back) or genuinely continuing: either way the position is the new item's now.
      if (video.currentTime < settling.from - 0.5 || video.currentTime > settling.from + 2) {
        seeks.reset(video.currentTime);
        onPlaying();
      }
      return;
    }
    seeks.onTimeUpdate(video.currentTime, video.playbackRate);
    // Only remembered, never sent: the last position is what a stop on leaving must carry.
    if (current?.reported) current.last = positionOf(video, seeks.last);
  };
  const onSeeking = () => {
    if (!settling) seeks.onSeeking();
  };
  const onSeeked = () => {
    if (!video) return;
    if (settling) {
      seeks.reset(video.currentTime);
      onPlaying();
      return;
    }
    seeks.onSeeked(video.currentTime);
  };
  /** Unmuting a playing video is when a muted teaser becomes something the user watches. */
  const onVolumeChange = () => {
    if (!video) return;
    const muted = video.muted || video.volume === 0;
    if (wasMuted && !muted && !video.paused) onPlaying();
    wasMuted = muted;
  };
  const onEmptied = () => attach();
  const mediaListeners: [string, () => void][] = [
    ['playing', onPlaying],
    ['pause', onPause],
    ['ended', onEnded],
    ['timeupdate', onTimeUpdate],
    ['seeking', onSeeking],
    ['seeked', onSeeked],
    ['volumechange', onVolumeChange],
    ['emptied', onEmptied],
  ];

  function attach(): void {
    const found = findMainVideo(doc, isPreview);
    if (found === video) return;
    for (const [type, listener] of mediaListeners) video?.removeEventListener(type, listener);
    video = found;
    for (const [type, listener] of mediaListeners) video?.addEventListener(type, listener);
    wasMuted = !!video && (video.muted || video.volume === 0);
    seeks.reset(video?.currentTime ?? 0);
    if (video && !video.paused) onPlaying();
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
    observer.observe(playerRoot ?? doc.documentElement, { childList: true, subtree: true, attributes: !!playerRoot, attributeFilter: ['src', 'data-videoid'] });
  }

  /** Next-episode autoplay swaps the item while the same <video> keeps playing: open the new one. */
  function onPageChange(): void {
    const changed = syncItem();
    attach();
    if (changed && video && !video.paused) settling = { from: video.currentTime };
  }
  const onNavigate = () => onPageChange();
  // The Navigation API sees History API changes the page makes in its own world.
  (win as Window & { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', onNavigate);
  win.addEventListener('popstate', onNavigate);
  win.addEventListener('pagehide', () => {
    if (current?.reported) void sendReport(current.reported, 'gone', video ? positionOf(video, seeks.last) : current.last);
  });

  syncItem();
  attach();
  observe();
}

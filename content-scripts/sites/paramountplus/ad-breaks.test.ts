import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { DARK_S1, itemUrl, type AdBreak } from './fixture/catalog';
import { paramountFixtureHandler } from './fixture/serve';
import { adPlaying, adSeconds, noteBreak, programTimeline } from './ad-breaks';

const STREAM = 300;

/**
 * The episode page with its <video> driven by hand: at each moment the countdown shows what the
 * page script would (whole seconds left, rounded up), and the adapter looks, as the watcher does
 * on every timeupdate (four a second).
 */
function episodeOnScreen(ads: readonly AdBreak[], src = 'blob:https://www.paramountplus.com/1') {
  const { document } = parseHTML(String(paramountFixtureHandler({ url: itemUrl(DARK_S1[0]!), headers: {} }).body));
  const video = document.querySelector('.video__player-area video')! as unknown as HTMLVideoElement & { currentTime: number };
  Object.defineProperty(video, 'duration', { value: STREAM });
  Object.defineProperty(video, 'currentSrc', { value: src, writable: true });
  video.currentTime = 0;
  const layer = document.querySelector('.ad-layer')!;
  const doc = document as unknown as Document;
  return {
    video,
    document: doc,
    /** Plays from the current time to `to`; returns what the adapter said about ads on the way. */
    playTo(to: number): boolean[] {
      const said: boolean[] = [];
      for (let t = video.currentTime; t <= to; t += 0.25) {
        video.currentTime = t;
        const ad = ads.find(([start, length]) => t >= start && t < start + length);
        layer.innerHTML = ad
          ? `<div class="ad-click-overlay"></div><div class="ad-info-manager-circular-loader"><div class="ad-info-manager-circular-loader-copy">${Math.ceil(ad[0] + ad[1] - t)}</div></div>`
          : '';
        said.push(adPlaying(doc));
      }
      return said;
    },
  };
}

describe('Paramount+ ad breaks spliced into the stream', () => {
  const ads = DARK_S1[0]!.ads;

  it('the countdown says an ad plays, exactly while one does', () => {
    const screen = episodeOnScreen(ads);
    const said = screen.playTo(20);
    expect(said).toHaveLength(81);
    expect(said.slice(0, 32).every(Boolean)).toBe(true);
    expect(said.slice(32).some(Boolean)).toBe(false);
  });

  it('the program time leaves out every break seen; one not seen yet stays in the length (progress understated, never overstated)', async () => {
    const screen = episodeOnScreen(ads);
    screen.playTo(60);
    expect(await programTimeline(screen.video)).toEqual({ position: 52, duration: 292 });
    screen.playTo(200);
    const truth = { position: 200 - 16, duration: STREAM - 16 };
    const timeline = (await programTimeline(screen.video))!;
    expect(Math.abs(timeline.position - truth.position)).toBeLessThanOrEqual(0.25);
    expect(Math.abs(timeline.duration - truth.duration)).toBeLessThanOrEqual(0.25);
  });

  it('the next episode streams into the same element: its breaks start a new ledger', async () => {
    const screen = episodeOnScreen(ads);
    screen.playTo(60);
    screen.video.currentTime = 30;
    Object.defineProperty(screen.video, 'currentSrc', { value: 'blob:https://www.paramountplus.com/2' });
    expect(await programTimeline(screen.video)).toEqual({ position: 30, duration: STREAM });
  });

  it('noteBreak: the tightest end the countdown implied, and a break that ended early', () => {
    const breaks: Array<{ start: number; end: number }> = [];
    noteBreak(breaks, 10, 8);
    noteBreak(breaks, 10.5, 8);
    noteBreak(breaks, 11, 7);
    expect(breaks).toEqual([{ start: 10, end: 18 }]);
    noteBreak(breaks, 16, 0);
    expect(breaks).toEqual([{ start: 10, end: 16 }]);
    expect(adSeconds(breaks, 12)).toEqual({ before: 2, total: 6 });
    expect(adSeconds(breaks, 100)).toEqual({ before: 6, total: 6 });
  });
});

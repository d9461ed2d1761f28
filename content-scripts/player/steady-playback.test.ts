import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, observed, playingPage, reports } from '../../test/unit/support/watched-page';
import { lifetimeOf } from './lifetime';
import { defineSite } from './site';
import { watchSite } from './watcher';

// Issue 17: steady playback costs nothing. The player is followed through rare media events and a
// clock anchored at them; `timeupdate` only in the windows that need it, and a page that is no
// watch page is not observed at all.

const site = defineSite({
  id: 'netflix',
  watchPath: /^\/watch\/(?<siteItemId>\d+)/,
  playerRoot: '.watch-video',
  watchAttributes: ['class'],
  isAdPlaying: (document) => !!document.querySelector('.watch-video.ad'),
  guess: [async ({ siteItemId }) => ({ kind: 'movie', title: `Film ${siteItemId}`, siteItemId })],
});

/** The wall clock the playback clock reads, moved by hand. */
let now = 0;
const wait = (seconds: number) => void (now += seconds * 1000);
const states = () => reports().map((report) => report.state);

beforeEach(() => {
  messages.length = 0;
  observed.length = 0;
  now = 1_000_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** A watcher on a page whose video plays from 600 s, once its first report went out. */
async function watching(path?: string) {
  const page = playingPage(path);
  watchSite(site, lifetimeOf(new AbortController()), page.win);
  if (!path) await vi.waitFor(() => expect(states()).toEqual(['playing']));
  return page;
}

describe('steady playback: no timeupdate', () => {
  it('while an item plays on, the video has no timeupdate listener', async () => {
    const page = await watching();
    expect(page.listeners('playing')).toBe(1);
    expect(page.listeners('timeupdate')).toBe(0);
  });

  it('ten minutes without a single timeupdate: a jump is still told apart, from where it began to where it landed', async () => {
    const page = await watching();
    wait(600);
    // At `seeking` the element already shows the target: where the jump began is the clock's.
    page.video.currentTime = 2300;
    page.fire('seeking');
    page.fire('seeked');
    wait(30);
    Object.assign(page.video, { currentTime: 2330, paused: true });
    page.fire('pause');
    await vi.waitFor(() => expect(states()).toEqual(['playing', 'paused']));
    expect(reports()[1]).toMatchObject({ position: 2330, duration: 2400, seek: { from: 1200, to: 2300, playedSince: 30 } });
  });

  it('leaving an item carries where the clock says it is, though the element moved on to the next stream', async () => {
    const page = await watching();
    wait(600);
    // The next episode's stream is in the element before the address changes (no event told).
    page.video.currentTime = 0;
    page.navigate('/watch/81234568');
    await vi.waitFor(() => expect(states()).toContain('gone'));
    expect(reports().find((report) => report.state === 'gone')).toMatchObject({ guess: { title: 'Film 81234567' }, position: 1200, duration: 2400 });
  });

  it("leaving in a mid-roll that plays in the item's own <video>: the stop carries where the break began, not the ad's time", async () => {
    const page = await watching();
    wait(60);
    // The break begins: the player says so, then swaps the ad's stream into the same element.
    page.document.querySelector('.watch-video')!.classList.add('ad');
    await vi.waitFor(() => expect(page.listeners('timeupdate')).toBe(1));
    page.video.currentTime = 0;
    page.fire('emptied');
    wait(1);
    page.video.currentTime = 1;
    page.fire('playing');
    wait(10);
    page.win.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(states()).toEqual(['playing', 'gone']));
    expect(reports()[1]).toMatchObject({ position: 660, duration: 2400 });
  });

  it('a stop on closing the tab carries the clock position', async () => {
    const page = await watching();
    wait(90);
    page.win.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(states()).toEqual(['playing', 'gone']));
    expect(reports()[1]).toMatchObject({ position: 690, duration: 2400 });
  });
});

describe('the windows that follow timeupdate, and close after', () => {
  it('an item change under a playing player: followed until the new stream shows, then not', async () => {
    const page = await watching();
    page.navigate('/watch/81234568');
    expect(page.listeners('timeupdate')).toBe(1);
    page.video.currentTime = 0.25;
    page.fire('timeupdate');
    await vi.waitFor(() => expect(states()).toEqual(['playing', 'gone', 'playing']));
    expect(reports()[2]).toMatchObject({ guess: { title: 'Film 81234568' }, position: 0.25 });
    expect(page.listeners('timeupdate')).toBe(0);
  });

  it('an ad break: followed while it is on, not after; the item is reported again when it ends', async () => {
    const page = await watching();
    const player = page.document.querySelector('.watch-video')!;
    player.classList.add('ad');
    await vi.waitFor(() => expect(page.listeners('timeupdate')).toBe(1));
    page.fire('timeupdate');
    expect(page.listeners('timeupdate')).toBe(1);
    player.classList.remove('ad');
    page.fire('timeupdate');
    await vi.waitFor(() => expect(states()).toEqual(['playing', 'playing']));
    expect(page.listeners('timeupdate')).toBe(0);
  });
});

describe('pages without a video to watch cost nothing', () => {
  it('Firefox before 147 (no Navigation API), a browse page: no observer but on <head>, no media listener; a move to a watch page starts watching', async () => {
    // Only the Firefox builds carry the fallback (page-navigation.ts).
    // (vi.stubEnv takes strings only; the builds' flag is a boolean, read for truth alone.)
    vi.stubEnv('FIREFOX', 'true');
    const page = await watching('/browse');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(observed).toEqual(['head']);
    expect(page.listeners('playing')).toBe(0);
    page.navigate('/watch/81234567');
    await vi.waitFor(() => expect(states()).toEqual(['playing']));
    expect(observed).toContain('div');
  });

  it('Chromium (Navigation API), a browse page: no observer at all; a move it announces starts watching', async () => {
    const page = playingPage('/browse');
    const navigation = new EventTarget();
    Object.assign(page.win, { navigation });
    watchSite(site, lifetimeOf(new AbortController()), page.win);
    // The first look is synchronous: whatever it observes is observed by now.
    expect(observed).toEqual([]);
    page.win.location.href = 'https://www.netflix.com/watch/81234567';
    navigation.dispatchEvent(new Event('currententrychange'));
    await vi.waitFor(() => expect(states()).toEqual(['playing']));
    expect(observed).toContain('div');
  });

  it('leaving the watch pages stops the player observer and the media listeners', async () => {
    const page = await watching();
    page.navigate('/browse');
    await vi.waitFor(() => expect(states()).toEqual(['playing', 'gone']));
    expect(page.listeners('playing')).toBe(0);
    // What the page does under the old player now is nothing to the watcher.
    page.document.querySelector('.watch-video')!.setAttribute('data-videoid', '2');
    Object.assign(page.video, { paused: true });
    page.fire('pause');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(states()).toEqual(['playing', 'gone']);
  });
});

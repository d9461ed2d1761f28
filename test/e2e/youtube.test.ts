import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { videoById, watchUrl, YOUTUBE_TABLE } from '../../content-scripts/sites/youtube/fixture/catalog';
import { routeYouTube, type ServedLog } from '../../content-scripts/sites/youtube/fixture/serve';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { closeStage, openStage } from './support/harness';
import { waitNotCounted } from './support/activity-lines';

// The main player's <video>; home previews and Shorts have <video>s of their own.
const MAIN = '#movie_player video';

/** The user's hands on a player: what a person does, through the page's own <video>. */
const hands = {
  playing: (page: Page, selector = MAIN) =>
    page.waitForFunction((s) => {
      const video = document.querySelector<HTMLVideoElement>(s);
      return !!video && !video.paused && video.currentTime > 1;
    }, selector),
  seekToFraction: (page: Page, fraction: number) =>
    page.evaluate(
      ([s, f]) => {
        const video = document.querySelector<HTMLVideoElement>(s as string)!;
        video.currentTime = video.duration * (f as number);
      },
      [MAIN, fraction] as const,
    ),
  setRate: (page: Page, rate: number, selector = MAIN) =>
    page.evaluate(
      ([s, r]) => {
        document.querySelector<HTMLVideoElement>(s as string)!.playbackRate = r as number;
      },
      [selector, rate] as const,
    ),
  unmute: (page: Page, selector: string) =>
    page.evaluate((s) => {
      document.querySelector<HTMLVideoElement>(s)!.muted = false;
    }, selector),
  waitEnded: (page: Page) => page.waitForFunction((s) => document.querySelector<HTMLVideoElement>(s)!.ended, MAIN, { timeout: 30_000 }),
};

const rowOf = (id: string) => YOUTUBE_TABLE.find((row) => row.video.id === id)!;

describe('YouTube in real Chromium: Movies & TV films, titled episodes, ads, previews', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  let fixture: ServedLog;

  const scrobbles = async (text: string) => (await admin.requests('/scrobble/')).filter((r) => JSON.stringify(r.body).includes(text));
  const request = (action: string, text: string) =>
    waitFor(`${action} for ${text}`, async () => (await admin.requests(`/scrobble/${action}`)).find((r) => JSON.stringify(r.body).includes(text)));

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    fixture = await routeYouTube(browser.context, { clipPath: await ensureClip(), shortsClipPath: await ensureClip({ seconds: 175 }) });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  it('a YouTube Movies film plays to the end and is scrobbled as that movie', async () => {
    const row = rowOf('Qf7CwXW1B2s');
    const page = await browser.context.newPage();
    await page.goto(row.url);
    await hands.playing(page);
    const start = await request('start', 'Inception');
    expect(start.body).toMatchObject({ movie: { title: 'Inception', ids: { svc: 10004 } } });
    // The owner came from InnerTube (the page never calls it): the first source worked in Chromium.
    expect(fixture.served).toContainEqual({ method: 'POST', path: '/youtubei/v1/player' });
    await hands.seekToFraction(page, 0.85);
    await hands.setRate(page, 8);
    await hands.waitEnded(page);
    const stop = await request('stop', 'Inception');
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const history = (await admin.user('demo')).history;
    expect(history.filter((entry) => entry.type === 'movie' && entry.title === 'Inception')).toHaveLength(1);
    await page.close();
  });

  it('a pre-roll ad starts nothing; after Skip the episode starts; autoplay stops it and starts the next', async () => {
    const [first, second] = [rowOf('a1GxB7s0eQw'), rowOf('b2HyC8t1fRx')];
    const page = await browser.context.newPage();
    await page.goto(first.url);
    // The ad: unmuted, in the main <video>, longer than any minimum. Only `ad-showing` tells.
    await page.waitForSelector('#movie_player.ad-showing');
    await hands.playing(page);
    await hands.setRate(page, 4);
    const skip = page.locator('.ytp-skip-ad-button');
    await skip.waitFor({ state: 'visible', timeout: 10_000 });
    // Five seconds of unmuted ad have played by now.
    expect(await scrobbles('Battlestar')).toEqual([]);
    await skip.click();
    const start1 = await request('start', '"number":1}');
    expect(start1.body).toMatchObject({ show: { title: 'Battlestar Galactica', year: 1978, ids: { svc: 20011 } }, episode: { season: 1, number: 1 } });
    expect((start1.body as { progress: number }).progress).toBeLessThan(5);
    // Watch the end, let the playlist move on by itself (History API, same <video>, new blob:).
    await hands.seekToFraction(page, 0.85);
    await hands.setRate(page, 8);
    await hands.waitEnded(page);
    await page.waitForURL((url) => url.searchParams.get('v') === second.video.id);
    const stop1 = await request('stop', '"number":1}');
    expect(stop1.body).toMatchObject({ show: { title: 'Battlestar Galactica' }, episode: { season: 1, number: 1 } });
    expect(stop1.response).toMatchObject({ action: 'scrobble' });
    const start2 = await request('start', '"number":2}');
    expect(start2.body).toMatchObject({ show: { ids: { svc: 20011 } }, episode: { season: 1, number: 2 } });
    expect((start2.body as { progress: number }).progress).toBeLessThan(10);
    expect(await admin.violations()).toEqual([]);
    await page.close();
    // Leaving stops episode 2; waited for so the next test's log starts clean.
    await request('stop', '"number":2}');
  });

  it('hover previews, Shorts, vlogs, reactions and trailers never start a session', async () => {
    const before = (await admin.requests('/scrobble/')).length;
    const since = Date.now();
    const home = await browser.context.newPage();
    await home.goto('https://www.youtube.com/');
    await home.hover('a#thumbnail[data-video-id="Vx9sK2mR4tY"]', { force: true });
    await hands.unmute(home, '#inline-preview-player video');
    await hands.playing(home, '#inline-preview-player video');
    const shorts = await browser.context.newPage();
    await shorts.goto(watchUrl(videoById('Sh0rTz8uQ4o')!));
    await hands.playing(shorts, '#shorts-player video');
    const others: Page[] = [];
    for (const id of ['Vx9sK2mR4tY', 'Rc0Ex7nBb1U', 'Wd2Pt5Tr8Ai']) {
      const page = await browser.context.newPage();
      await page.goto(rowOf(id).url);
      await hands.playing(page);
      others.push(page);
    }
    // Every one of them is unmuted, longer than two minutes and playing. The watch pages' players
    // are followed: wait for the extension's decision on each. The preview and the Short play where
    // it follows no player (no watch page): no decision to wait for, and they played first.
    await waitNotCounted(
      browser.worker,
      since,
      others.map((page) => page.url()),
    );
    expect((await admin.requests('/scrobble/')).slice(before).map((r) => [r.path, r.body])).toEqual([]);
    for (const page of [home, shorts, ...others]) await page.close();
  });

  it('German UI: a film opened from a home preview (no reload) and a titled episode start as themselves', async () => {
    const page = await browser.context.newPage();
    await page.goto('https://www.youtube.com/?hl=de');
    await page.hover('a#thumbnail[data-video-id="Tn4bE0k9ZqA"]', { force: true });
    await hands.playing(page, '#inline-preview-player video');
    await page.locator('ytd-video-preview').click();
    await page.waitForURL((url) => url.pathname === '/watch' && url.searchParams.get('v') === 'Tn4bE0k9ZqA');
    await hands.playing(page);
    const film = await request('start', 'Oppenheimer');
    expect(film.body).toMatchObject({ movie: { title: 'Oppenheimer', ids: { svc: 10013 } } });
    await page.goto(rowOf('Dk3LmP9wQ2e').url);
    await hands.playing(page);
    const episode = await request('start', '"title":"Dark"');
    expect(episode.body).toMatchObject({ show: { title: 'Dark', ids: { svc: 20004 } }, episode: { season: 1, number: 2 } });
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });
});

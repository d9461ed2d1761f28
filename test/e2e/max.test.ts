import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../service';
import { ensureClip } from '../sites/media';
import {
  BARBIE_FILM,
  DUNE_PART_TWO_FILM,
  DUNE_PART_TWO_TRAILER,
  HARBOR_LIGHTS,
  HARBOR_LIGHTS_S1,
  MAX_HOSTS,
  MAX_TABLE,
  watchUrl,
} from '../../content-scripts/sites/max/fixture/catalog';
import { routeMax, type ServedLog } from '../../content-scripts/sites/max/fixture/serve';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { closeStage, openStage } from './support/harness';
import { waitNotCounted } from './support/activity-lines';

// Max has one <video> on a watch page, but replaces it between episodes: always look it up anew.
const hands = {
  playing: (page: Page, selector = 'video') =>
    page.waitForFunction((s) => {
      const video = document.querySelector<HTMLVideoElement>(s);
      return !!video && !video.paused && video.currentTime > 1;
    }, selector),
  seekToFraction: (page: Page, fraction: number) =>
    page.evaluate((f) => {
      const video = document.querySelector('video')!;
      video.currentTime = video.duration * f;
    }, fraction),
  setRate: (page: Page, rate: number) =>
    page.evaluate((r) => {
      document.querySelector('video')!.playbackRate = r;
    }, rate),
  waitEnded: (page: Page) => page.waitForFunction(() => document.querySelector('video')!.ended, undefined, { timeout: 30_000 }),
};

describe('Max in real Chromium: films, next-episode autoplay, trailers, Spanish UI', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  let fixture: ServedLog;

  const request = (action: string, text: string) =>
    waitFor(`${action} for ${text}`, async () => (await admin.requests(`/scrobble/${action}`)).find((r) => JSON.stringify(r.body).includes(text)));

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    fixture = await routeMax(browser.context, { clipPath: await ensureClip() });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  it('a film plays to the end and is scrobbled as that film', async () => {
    const page = await browser.context.newPage();
    await page.goto(watchUrl(DUNE_PART_TWO_FILM));
    await hands.playing(page);
    const start = await request('start', 'Dune: Part Two');
    expect(start.body).toMatchObject({ movie: { title: 'Dune: Part Two', ids: { svc: 10012 } } });
    // Asked cross-origin with cookies and CORS (the page never calls it): the first source worked.
    expect(fixture.served).toContainEqual({
      method: 'GET',
      host: 'default.any-amer.prd.api.hbomax.com',
      path: `/cms/routes/video/watch/${DUNE_PART_TWO_FILM.videoId}/${DUNE_PART_TWO_FILM.editId}`,
    });
    await hands.seekToFraction(page, 0.85);
    await hands.setRate(page, 8);
    await hands.waitEnded(page);
    const stop = await request('stop', 'Dune: Part Two');
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const history = (await admin.user('demo')).history;
    expect(history.filter((entry) => entry.type === 'movie' && entry.title === 'Dune: Part Two')).toHaveLength(1);
    await page.close();
  });

  it('next-episode autoplay (new URL, new <video>) stops the episode and starts the next; the show resolves once', async () => {
    const [first, second] = HARBOR_LIGHTS_S1;
    const redirectsBefore = (await admin.requests('/redirect')).length;
    const page = await browser.context.newPage();
    await page.goto(watchUrl(first!));
    await hands.playing(page);
    const start1 = await request('start', '"number":1}');
    expect(start1.body).toMatchObject({ show: { title: HARBOR_LIGHTS.name, ids: { svc: 20014 } }, episode: { season: 1, number: 1 } });
    const firstVideo = await page.evaluateHandle(() => document.querySelector('video')!);
    await hands.seekToFraction(page, 0.85);
    await hands.setRate(page, 8);
    await hands.waitEnded(page);
    await page.waitForURL(watchUrl(second!));
    expect(await firstVideo.evaluate((video) => video.isConnected)).toBe(false);
    const stop1 = await request('stop', '"number":1}');
    expect(stop1.body).toMatchObject({ show: { title: HARBOR_LIGHTS.name }, episode: { season: 1, number: 1 } });
    expect(stop1.response).toMatchObject({ action: 'scrobble' });
    const start2 = await request('start', '"number":2}');
    expect(start2.body).toMatchObject({ show: { ids: { svc: 20014 } }, episode: { season: 1, number: 2 } });
    expect((start2.body as { progress: number }).progress).toBeLessThan(10);
    expect((await admin.requests('/redirect')).length - redirectsBefore).toBeLessThanOrEqual(1);
    expect(await admin.violations()).toEqual([]);
    await page.close();
    // Leaving stops episode 2; waited for so the next test's log starts clean.
    await request('stop', '"number":2}');
  });

  it('a hero trailer on the show page and a film trailer in the player never start a session', async () => {
    const before = (await admin.requests('/scrobble/')).length;
    const since = Date.now();
    const show = await browser.context.newPage();
    await show.goto(`https://${MAX_HOSTS.current}/show/${HARBOR_LIGHTS.id}`);
    await hands.playing(show, '.hero video');
    await show.locator('[data-testid="hero-unmute"]').click();
    // The trailer of a film in the catalog: unmuted, five minutes, in the real player.
    const trailer = await browser.context.newPage();
    await trailer.goto(watchUrl(DUNE_PART_TWO_TRAILER));
    await hands.playing(trailer);
    await trailer.mouse.move(200, 200);
    // The player's trailer is followed: wait for the extension's decision on it. The show page's
    // hero plays where it follows no player (no watch page): no decision to wait for, and it played first.
    await waitNotCounted(browser.worker, since, [trailer.url()]);
    expect((await admin.requests('/scrobble/')).slice(before).map((r) => [r.path, r.body])).toEqual([]);
    await show.close();
    await trailer.close();
  });

  it('Spanish UI with the page API down: the player label "T1 Ep.3" names the episode; the old play.max.com host works', async () => {
    const row = MAX_TABLE.find((candidate) => candidate.lang === 'es')!;
    const cookies = [
      { name: 'wm_lang', value: 'es' },
      { name: 'wm_api', value: 'down' },
    ];
    await browser.context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: '.hbomax.com', path: '/', secure: true })));
    const page = await browser.context.newPage();
    await page.goto(row.url);
    await hands.playing(page);
    const start = await request('start', '"number":3}');
    expect(start.body).toMatchObject({ show: { title: HARBOR_LIGHTS.name, ids: { svc: 20014 } }, episode: { season: 1, number: 3 } });
    await browser.context.clearCookies({ domain: '.hbomax.com', name: /^wm_/ });
    await page.goto(watchUrl(BARBIE_FILM, MAX_HOSTS.legacy));
    await hands.playing(page);
    const barbie = await request('start', 'Barbie');
    expect(barbie.body).toMatchObject({ movie: { title: 'Barbie', ids: { svc: 10014 } } });
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });
});

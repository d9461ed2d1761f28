import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../service';
import { ensureClip } from '../sites/media';
import {
  BREAKING_BAD_S1,
  KNIVES_OUT,
  liveUrl as plutoLiveUrl,
  programmeSeconds,
  watchUrl as plutoUrl,
} from '../../content-scripts/sites/plutotv/fixture/catalog';
import { routePlutotv, type ServedLog as PlutoLog } from '../../content-scripts/sites/plutotv/fixture/serve';
import { BSG_S1, DUNE, watchUrl as tubiUrl } from '../../content-scripts/sites/tubi/fixture/catalog';
import { routeTubi, type ServedLog as TubiLog } from '../../content-scripts/sites/tubi/fixture/serve';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { closeStage, openStage } from './support/harness';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { bodyOf, type ScrobbleBody } from './support/scrobble-body';

// The table runner loads every row of both sites in Chromium and Firefox; this file covers what a
// row cannot: whole viewings, ad breaks, next-episode autoplay, and pages that must never scrobble.

const CLIP_SECONDS = 300;
const TUBI_PROGRAMME = '[data-id="hls"] video';
const TUBI_AD = '[data-id="adContainer"] video';
const PLUTO_STREAM = '[class^="Player__VideoWrapper-"] video';
const PLUTO_AD = '[class^="AdIndicator__Wrapper-"]';

/** The user's hands, and what a person sees, on any <video> of the page. */
const hands = {
  /** Resolves once `selector` plays past `seconds` of its own time. */
  playing: (page: Page, selector: string, seconds = 0.5) =>
    page.waitForFunction(
      ([s, t]) => {
        const video = document.querySelector<HTMLVideoElement>(s);
        return !!video && !video.paused && video.currentTime > t;
      },
      [selector, seconds] as const,
      { timeout: 30_000 },
    ),
  time: (page: Page, selector: string) => page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.currentTime, selector),
  seek: (page: Page, selector: string, seconds: number) =>
    page.evaluate(
      ([s, t]) => {
        document.querySelector<HTMLVideoElement>(s)!.currentTime = t;
      },
      [selector, seconds] as const,
    ),
  rate: (page: Page, selector: string, rate: number) =>
    page.evaluate(
      ([s, r]) => {
        document.querySelector<HTMLVideoElement>(s)!.playbackRate = r;
      },
      [selector, rate] as const,
    ),
  pause: (page: Page, selector: string) => page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.pause(), selector),
  play: (page: Page, selector: string) => page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.play(), selector),
  ended: (page: Page, selector: string) => page.waitForFunction((s) => document.querySelector<HTMLVideoElement>(s)!.ended, selector, { timeout: 30_000 }),
};

describe('Tubi and Pluto TV in real Chromium: ad breaks, next-episode autoplay, previews and live channels', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  let tubi: TubiLog;
  let pluto: PlutoLog;

  const scrobbles = async (path: string, where: (body: ScrobbleBody) => boolean = () => true) =>
    (await admin.requests(path)).filter((entry) => entry.path === path && where(bodyOf(entry)));
  const first = (path: string, what: string, where: (body: ScrobbleBody) => boolean) =>
    waitFor(`${path} for ${what}`, async () => (await scrobbles(path, where))[0], 20_000);
  /** Scrobble requests after the first `count` (the service's log is in order). */
  const since = async (count: number) => (await admin.requests('/scrobble/')).slice(count);
  const firstSince = (count: number, path: string, what: string, where: (body: ScrobbleBody) => boolean) =>
    waitFor(`${path} for ${what}`, async () => (await since(count)).find((entry) => entry.path === path && where(bodyOf(entry))), 20_000);
  const isMovie = (title: string) => (body: ScrobbleBody) => body.movie?.title === title;
  const isEpisode = (show: string, number: number) => (body: ScrobbleBody) => body.show?.title === show && body.episode?.number === number;

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    const clipPath = await ensureClip({ seconds: CLIP_SECONDS });
    tubi = await routeTubi(browser.context, { clipPath, clipSeconds: CLIP_SECONDS });
    pluto = await routePlutotv(browser.context, { clipPath, clipSeconds: CLIP_SECONDS });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  it('Tubi, a film: the pre-roll and the mid-roll never start it or move it; watched to the end, one history row (Dune 1984 by the year Tubi states)', async () => {
    const page = await browser.context.newPage();
    await page.goto(tubiUrl(DUNE));
    // The creative plays over the programme, which has not started.
    await hands.playing(page, TUBI_AD, 1);
    expect(await hands.time(page, TUBI_PROGRAMME)).toBe(0);
    expect(await scrobbles('/scrobble/', isMovie('Dune'))).toEqual([]);
    await hands.rate(page, TUBI_AD, 4);

    const start = await first('/scrobble/start', 'Dune', isMovie('Dune'));
    expect(bodyOf(start)).toMatchObject({ movie: { title: 'Dune', year: 1984, ids: { svc: 10011 } } });
    expect(bodyOf(start).progress).toBeLessThan(1);
    // Named by the content API (the page never calls it): the first source worked.
    expect(tubi.served).toContainEqual({ method: 'GET', host: 'tubitv.com', path: `/oz/videos/${DUNE.id}/content` });

    // The mid-roll at 150 s: the programme pauses under the creative and resumes where it was.
    const before = (await admin.requests('/scrobble/')).length;
    await hands.seek(page, TUBI_PROGRAMME, 149.5);
    await hands.playing(page, TUBI_AD, 0.5);
    await hands.rate(page, TUBI_AD, 4);
    expect(await hands.time(page, TUBI_PROGRAMME)).toBeCloseTo(150, 0);
    await page.locator('[data-id="adContainer"]').waitFor({ state: 'detached', timeout: 15_000 });
    await hands.playing(page, TUBI_PROGRAMME, 151);
    await hands.pause(page, TUBI_PROGRAMME);
    const pausedAt = await hands.time(page, TUBI_PROGRAMME);
    const pause = await firstSince(before, '/scrobble/pause', 'Dune after the mid-roll', isMovie('Dune'));
    // The break sent nothing (the programme stepping aside is no viewer's pause); the viewer's pause
    // carries the programme's position, the creative's seconds in no part of it.
    expect((await since(before)).map((entry) => entry.path)).toEqual(['/scrobble/pause']);
    expect(Math.abs(bodyOf(pause).progress - (pausedAt / CLIP_SECONDS) * 100)).toBeLessThan(0.5);
    await hands.play(page, TUBI_PROGRAMME);

    await hands.seek(page, TUBI_PROGRAMME, CLIP_SECONDS * 0.96);
    await hands.rate(page, TUBI_PROGRAMME, 8);
    await hands.ended(page, TUBI_PROGRAMME);
    const stop = await first('/scrobble/stop', 'Dune', isMovie('Dune'));
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(99);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const history = (await admin.user('demo')).history;
    expect(history.filter((entry) => entry.type === 'movie' && entry.title === 'Dune').map((entry) => entry.ids.svc)).toEqual([10011]);
    await page.close();
  });

  it('Tubi, next-episode autoplay: the episode ends, the URL moves on, the old one stops and the next starts after its pre-roll', async () => {
    const [first1, second] = BSG_S1 as [(typeof BSG_S1)[number], (typeof BSG_S1)[number]];
    const page = await browser.context.newPage();
    await page.goto(tubiUrl(first1));
    await hands.playing(page, TUBI_AD, 0.2);
    await hands.rate(page, TUBI_AD, 4);
    const start = await first('/scrobble/start', 'Battlestar Galactica 1', isEpisode('Battlestar Galactica', 1));
    expect(bodyOf(start)).toMatchObject({ show: { title: 'Battlestar Galactica', ids: { svc: 20011 } }, episode: { season: 1, number: 1 } });
    await hands.seek(page, TUBI_PROGRAMME, CLIP_SECONDS * 0.96);
    await hands.rate(page, TUBI_PROGRAMME, 8);
    await page.waitForURL(tubiUrl(second), { timeout: 30_000 });
    await hands.playing(page, TUBI_AD, 0.2);
    await hands.rate(page, TUBI_AD, 4);

    const stop = await first('/scrobble/stop', 'Battlestar Galactica 1', isEpisode('Battlestar Galactica', 1));
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const next = await first('/scrobble/start', 'Battlestar Galactica 2', isEpisode('Battlestar Galactica', 2));
    expect(bodyOf(next)).toMatchObject({ show: { ids: { svc: 20011 } }, episode: { season: 1, number: 2 } });
    expect(bodyOf(next).progress).toBeLessThan(5);
    // Started after the next episode's own pre-roll, not during it.
    expect(await hands.time(page, TUBI_PROGRAMME)).toBeGreaterThan(0);
    const history = (await admin.user('demo')).history;
    expect(history.filter((entry) => entry.type === 'episode' && entry.title === 'Battlestar Galactica').map((entry) => [entry.season, entry.number])).toEqual([
      [1, 1],
    ]);
    await page.close();
    await first('/scrobble/stop', 'Battlestar Galactica 2', isEpisode('Battlestar Galactica', 2));
  });

  it('Tubi, the details page: its preview, unmuted, never scrobbles; Play then starts the film and nothing else', async () => {
    // Everything sent from here on: the same content script sees the preview, then the film.
    const before = (await admin.requests('/scrobble/')).length;
    const page = await browser.context.newPage();
    await page.goto(tubiUrl(DUNE, { start: false }));
    await hands.playing(page, '.detailsHero video', 0.5);
    await page.locator('[data-id="heroUnmute"]').click();
    await page.waitForFunction(() => {
      const preview = document.querySelector<HTMLVideoElement>('.detailsHero video')!;
      return document.readyState === 'complete' && !preview.muted && preview.currentTime > 1.5;
    });
    await page.locator('[data-id="playButton"]').click();
    await page.waitForURL(tubiUrl(DUNE));
    await hands.playing(page, TUBI_AD, 0.2);
    await hands.rate(page, TUBI_AD, 4);
    const start = await firstSince(before, '/scrobble/start', 'Dune again', isMovie('Dune'));
    expect(bodyOf(start).progress).toBeLessThan(1);
    expect(await since(before)).toEqual([start]);
    await page.close();
    await waitFor('the stop on leaving', async () => (await admin.requests('/scrobble/')).length > before + 1);
  });

  it("Pluto TV, a film: ads stitched into the stream never start it and never count; progress is the programme's; watched to the end", async () => {
    const programme = programmeSeconds(KNIVES_OUT, CLIP_SECONDS);
    const page = await browser.context.newPage();
    await page.goto(plutoUrl(KNIVES_OUT));
    await page.locator(PLUTO_AD).waitFor();
    await hands.playing(page, PLUTO_STREAM, 1);
    expect(await scrobbles('/scrobble/', isMovie('Knives Out'))).toEqual([]);
    await hands.rate(page, PLUTO_STREAM, 8);

    const start = await first('/scrobble/start', 'Knives Out', isMovie('Knives Out'));
    expect(bodyOf(start)).toMatchObject({ movie: { title: 'Knives Out', year: 2019, ids: { svc: 10016 } } });
    // The stream was 8 s in (the pre-roll): counted, that would be 2.7 %.
    expect(bodyOf(start).progress).toBeLessThan(1);
    expect(pluto.served.filter((entry) => entry.host === 'boot.pluto.tv')).toHaveLength(1);
    expect(pluto.served).toContainEqual({ method: 'GET', host: 'service-vod.clusters.pluto.tv', path: '/v4/vod/items' });

    // Through the mid-roll at [120 s, 140 s) of the stream, then a pause.
    await hands.seek(page, PLUTO_STREAM, 118);
    await page.locator(PLUTO_AD).waitFor();
    await page.locator(PLUTO_AD).waitFor({ state: 'detached', timeout: 20_000 });
    await hands.playing(page, PLUTO_STREAM, 142);
    await hands.pause(page, PLUTO_STREAM);
    const streamAt = await hands.time(page, PLUTO_STREAM);
    const pause = await first('/scrobble/pause', 'Knives Out', isMovie('Knives Out'));
    const truth = (Math.floor(streamAt - 28) / programme) * 100;
    expect(Math.abs(bodyOf(pause).progress - truth)).toBeLessThan(1);
    // The stream's own clock (ads included) would claim several percent more.
    expect((streamAt / CLIP_SECONDS) * 100 - bodyOf(pause).progress).toBeGreaterThan(4);

    await hands.seek(page, PLUTO_STREAM, CLIP_SECONDS * 0.96);
    await hands.play(page, PLUTO_STREAM);
    await hands.rate(page, PLUTO_STREAM, 8);
    await hands.ended(page, PLUTO_STREAM);
    const stop = await first('/scrobble/stop', 'Knives Out', isMovie('Knives Out'));
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(99);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const history = (await admin.user('demo')).history;
    expect(history.filter((entry) => entry.type === 'movie' && entry.title === 'Knives Out')).toHaveLength(1);
    await page.close();
  });

  it('Pluto TV, next-episode autoplay: the old episode stops, the next starts once its own pre-roll is over', async () => {
    const [pilot, cats] = BREAKING_BAD_S1 as [(typeof BREAKING_BAD_S1)[number], (typeof BREAKING_BAD_S1)[number]];
    const page = await browser.context.newPage();
    await page.goto(plutoUrl(pilot));
    await hands.playing(page, PLUTO_STREAM, 0.2);
    await hands.rate(page, PLUTO_STREAM, 8);
    const start = await first('/scrobble/start', 'Breaking Bad 1', isEpisode('Breaking Bad', 1));
    expect(bodyOf(start)).toMatchObject({ show: { title: 'Breaking Bad', ids: { svc: 20012 } }, episode: { season: 1, number: 1 } });
    await hands.seek(page, PLUTO_STREAM, CLIP_SECONDS * 0.96);
    await page.waitForURL(plutoUrl(cats), { timeout: 30_000 });

    const stop = await first('/scrobble/stop', 'Breaking Bad 1', isEpisode('Breaking Bad', 1));
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    // The next stream opens on its pre-roll: nothing for episode 2 while it plays.
    await page.locator(PLUTO_AD).waitFor();
    await hands.playing(page, PLUTO_STREAM, 0.5);
    expect(await scrobbles('/scrobble/start', isEpisode('Breaking Bad', 2))).toEqual([]);
    await hands.rate(page, PLUTO_STREAM, 8);
    const next = await first('/scrobble/start', 'Breaking Bad 2', isEpisode('Breaking Bad', 2));
    expect(bodyOf(next)).toMatchObject({ show: { ids: { svc: 20012 } }, episode: { season: 1, number: 2 } });
    expect(bodyOf(next).progress).toBeLessThan(2);
    await page.close();
    await first('/scrobble/stop', 'Breaking Bad 2', isEpisode('Breaking Bad', 2));
  });

  it('Pluto TV, a live channel: never scrobbled; its On Demand tile then starts the film and nothing else', async () => {
    // Everything sent from here on: the same content script sees the channel, then the film.
    const before = (await admin.requests('/scrobble/')).length;
    const page = await browser.context.newPage();
    await page.goto(plutoLiveUrl());
    await page.waitForFunction(() => {
      const live = document.querySelector<HTMLVideoElement>('video')!;
      return document.readyState === 'complete' && !live.paused && !live.muted && live.currentTime > 1.5;
    });
    await page.locator('nav a').click();
    await page.waitForURL(plutoUrl(KNIVES_OUT));
    await page.locator(PLUTO_AD).waitFor();
    await hands.playing(page, PLUTO_STREAM, 0.2);
    await hands.rate(page, PLUTO_STREAM, 8);
    const start = await firstSince(before, '/scrobble/start', 'Knives Out from the live page', isMovie('Knives Out'));
    expect(bodyOf(start).progress).toBeLessThan(1);
    expect(await since(before)).toEqual([start]);
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });
});

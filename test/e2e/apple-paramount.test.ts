import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../service';
import { BB_S1, DUNE_PART_TWO, DUNE_TRAILER, itemUrl as appleUrl, LIVE_MATCH, showPath } from '../../content-scripts/sites/appletv/fixture/catalog';
import { routeAppleTv } from '../../content-scripts/sites/appletv/fixture/serve';
import { ensureClip } from '../sites/media';
import {
  DARK_S1,
  DARK_TRAILER,
  FEED_PATH,
  itemUrl as paramountUrl,
  LIVE_URL,
  MOVIE_DETAIL_PATH,
  TOP_GUN_MAVERICK,
} from '../../content-scripts/sites/paramountplus/fixture/catalog';
import { routeParamount, type ServedLog } from '../../content-scripts/sites/paramountplus/fixture/serve';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { closeStage, openStage } from './support/harness';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { bodyOf, type ScrobbleBody } from './support/scrobble-body';

const CLIP_SECONDS = 300;
const COUNTDOWN = 'div.ad-info-manager-circular-loader-copy';

const isEpisode = (show: string, number: number) => (body: ScrobbleBody) => body.show?.title === show && body.episode?.number === number;
const isMovie = (title: string) => (body: ScrobbleBody) => body.movie?.title === title;

/** The players' videos: Apple's page also loops a promotional video, before the player. */
const APPLE_VIDEO = '[data-testid="video-container"] video';
const PARAMOUNT_VIDEO = '.video__player-area video';

/** The user's hands on one video of a page. */
const handsOn = (selector: string) => ({
  playedPast: (page: Page, seconds: number) =>
    page.waitForFunction(
      ([s, t]) => {
        const video = document.querySelector<HTMLVideoElement>(s as string);
        return !!video && !video.paused && !video.muted && video.currentTime > (t as number);
      },
      [selector, seconds] as const,
      { timeout: 30_000 },
    ),
  seek: (page: Page, seconds: number) =>
    page.evaluate(
      ([s, t]) => {
        document.querySelector<HTMLVideoElement>(s as string)!.currentTime = t as number;
      },
      [selector, seconds] as const,
    ),
  rate: (page: Page, rate: number) =>
    page.evaluate(
      ([s, r]) => {
        document.querySelector<HTMLVideoElement>(s as string)!.playbackRate = r as number;
      },
      [selector, rate] as const,
    ),
  play: (page: Page) => page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.play(), selector),
  /** Pauses and says where: the position the pause report must carry. */
  pause: (page: Page) =>
    page.evaluate((s) => {
      const video = document.querySelector<HTMLVideoElement>(s)!;
      video.pause();
      return video.currentTime;
    }, selector),
  unmute: (page: Page) =>
    page.evaluate((s) => {
      document.querySelector<HTMLVideoElement>(s)!.muted = false;
    }, selector),
  ended: (page: Page) => page.waitForFunction((s) => document.querySelector<HTMLVideoElement>(s)!.ended, selector, { timeout: 30_000 }),
});
const apple = handsOn(APPLE_VIDEO);
const paramountPlayer = handsOn(PARAMOUNT_VIDEO);

describe('Apple TV+ and Paramount+ in real Chromium', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  let paramount: ServedLog;

  const scrobbles = async (action: string, where: (body: ScrobbleBody) => boolean) =>
    (await admin.requests(`/scrobble/${action}`)).filter((entry) => entry.path === `/scrobble/${action}` && where(bodyOf(entry)));
  const first = (action: string, where: (body: ScrobbleBody) => boolean, what: string) =>
    waitFor(`${action} ${what}`, async () => (await scrobbles(action, where))[0]);
  const feedAsked = (contentId: string) => paramount.served.some((entry) => entry.host === 'link.theplatform.com' && entry.path === `${FEED_PATH}${contentId}`);

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    const clipPath = await ensureClip({ seconds: CLIP_SECONDS });
    await routeAppleTv(browser.context, { clipPath });
    paramount = await routeParamount(browser.context, { clipPath, clipSeconds: CLIP_SECONDS });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  it('Apple TV+: an episode played to the end is one history row; Up Next moves address and player (not the head): stop the old, start the new', async () => {
    const [pilot, second] = BB_S1 as [(typeof BB_S1)[0], (typeof BB_S1)[1]];
    const page = await browser.context.newPage();
    await page.goto(appleUrl(pilot));
    await apple.playedPast(page, 1);
    const start = await first('start', isEpisode('Breaking Bad', 1), 'Breaking Bad 1x1');
    expect(bodyOf(start)).toMatchObject({ show: { title: 'Breaking Bad', ids: { svc: 20012 } }, episode: { season: 1, number: 1 } });

    await apple.seek(page, CLIP_SECONDS * 0.9);
    await apple.rate(page, 8);
    await apple.ended(page);
    const stop = await first('stop', isEpisode('Breaking Bad', 1), 'Breaking Bad 1x1');
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    await page.waitForURL(appleUrl(second));
    const next = await first('start', isEpisode('Breaking Bad', 2), 'Breaking Bad 1x2');
    expect(bodyOf(next)).toMatchObject({ show: { ids: { svc: 20012 } }, episode: { season: 1, number: 2 } });
    expect(bodyOf(next).progress).toBeLessThan(10);
    // The head still describes the pilot: the player's metadata block named the new episode.
    expect(await page.locator('meta[name="apple:content_id"]').getAttribute('content')).toBe(pilot.id);
    const history = (await admin.user('demo')).history.filter((entry) => entry.type === 'episode' && entry.title === 'Breaking Bad');
    expect(history.map((entry) => [entry.season, entry.number])).toEqual([[1, 1]]);
    await page.close();
    await first('stop', isEpisode('Breaking Bad', 2), 'Breaking Bad 1x2');
  });

  it('Apple TV+: a trailer in the player, a live match and an unmuted promotional video never start a session; the film after them does', async () => {
    const before = (await admin.requests('/scrobble/')).length;
    const page = await browser.context.newPage();
    for (const item of [DUNE_TRAILER, LIVE_MATCH]) {
      await page.goto(appleUrl(item));
      await apple.playedPast(page, 2);
    }
    await page.goto(`https://tv.apple.com${showPath(BB_S1[0]!.show!)}`);
    await handsOn('video.hero-promo').unmute(page);
    await handsOn('video.hero-promo').playedPast(page, 2);
    // The signal that the pages before were judged: the same tab's next program starts, and it
    // is the first scrobble since (a report for any of them would have gone out seconds earlier).
    await page.goto(appleUrl(DUNE_PART_TWO));
    const film = await first('start', isMovie('Dune: Part Two'), 'Dune: Part Two');
    expect(bodyOf(film).movie).toMatchObject({ year: 2024, ids: { svc: 10012 } });
    expect((await admin.requests('/scrobble/')).slice(before).map((entry) => entry.path)).toEqual(['/scrobble/start']);
    await page.close();
    await first('stop', isMovie('Dune: Part Two'), 'Dune: Part Two');
  });

  it('Paramount+: no session during the pre-roll, the mid-roll left out of the progress; the end card moves on: stop, the next pre-roll, then start', async () => {
    const [pilot, second] = DARK_S1 as [(typeof DARK_S1)[0], (typeof DARK_S1)[1]];
    const page = await browser.context.newPage();
    await page.goto(paramountUrl(pilot));
    // Three seconds of the pre-roll, unmuted: the adapter has not even asked what plays.
    await paramountPlayer.playedPast(page, 3);
    expect(await page.locator(COUNTDOWN).textContent()).toMatch(/^[1-6]$/);
    expect(feedAsked(pilot.contentId)).toBe(false);
    expect(await scrobbles('start', isEpisode('Dark', 1))).toEqual([]);
    await paramountPlayer.rate(page, 4);
    const start = await first('start', isEpisode('Dark', 1), 'Dark 1x1');
    expect(bodyOf(start)).toMatchObject({ show: { title: 'Dark', ids: { svc: 20004 } }, episode: { season: 1, number: 1 } });
    expect(bodyOf(start).progress).toBeLessThan(1);
    expect(feedAsked(pilot.contentId)).toBe(true);

    // Through the mid-roll at [120 s, 128 s) of the stream, then pause: the program's time is the
    // stream's less both breaks (16 s), over a program of 284 s.
    await paramountPlayer.rate(page, 2);
    await paramountPlayer.seek(page, 117);
    await page.locator(COUNTDOWN).waitFor();
    await page.locator(COUNTDOWN).waitFor({ state: 'detached', timeout: 15_000 });
    await paramountPlayer.playedPast(page, 129.5);
    const streamTime = await paramountPlayer.pause(page);
    const pause = await first('pause', isEpisode('Dark', 1), 'Dark 1x1');
    const truth = ((streamTime - 16) / (CLIP_SECONDS - 16)) * 100;
    expect(Math.abs(bodyOf(pause).progress - truth)).toBeLessThan(0.5);
    // What the <video> says, ads included, is far off.
    expect((streamTime / CLIP_SECONDS) * 100 - bodyOf(pause).progress).toBeGreaterThan(2.5);

    await paramountPlayer.seek(page, 270);
    await paramountPlayer.play(page);
    await paramountPlayer.rate(page, 8);
    await page.locator('[class*="end-card-panel-"] h2.sub-title[title="S1 E2"]').waitFor({ timeout: 15_000 });
    await page.waitForURL(paramountUrl(second), { timeout: 15_000 });
    const stop = await first('stop', isEpisode('Dark', 1), 'Dark 1x1');
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(99);

    // The next episode opens on its own pre-roll: its start waits for the end of it.
    await page.waitForFunction(([s, id]) => document.querySelector<HTMLVideoElement>(s as string)!.currentSrc.includes(id as string), [
      PARAMOUNT_VIDEO,
      second.contentId,
    ] as const);
    await page.locator(COUNTDOWN).waitFor();
    expect(await scrobbles('start', isEpisode('Dark', 2))).toEqual([]);
    await paramountPlayer.rate(page, 4);
    await page.locator(COUNTDOWN).waitFor({ state: 'detached', timeout: 15_000 });
    const next = await first('start', isEpisode('Dark', 2), 'Dark 1x2');
    expect(bodyOf(next).progress).toBeLessThan(2);
    const history = (await admin.user('demo')).history.filter((entry) => entry.type === 'episode' && entry.title === 'Dark');
    expect(history.map((entry) => [entry.season, entry.number])).toEqual([[1, 1]]);
    expect(await admin.violations()).toEqual([]);
    await page.close();
    await first('stop', isEpisode('Dark', 2), 'Dark 1x2');
  });

  it("Paramount+: a film page's marquee trailer, a show's trailer and the live channel never start a session; the film after them does", async () => {
    const before = (await admin.requests('/scrobble/')).length;
    const page = await browser.context.newPage();
    await page.goto(`https://www.paramountplus.com${MOVIE_DETAIL_PATH}`);
    await handsOn('video.marqueeVideo').unmute(page);
    await handsOn('video.marqueeVideo').playedPast(page, 2);
    await page.goto(paramountUrl(DARK_TRAILER));
    await paramountPlayer.playedPast(page, 2);
    // Judged: the feed was asked about the trailer and called it no episode.
    await waitFor('the feed asked about the trailer', async () => feedAsked(DARK_TRAILER.contentId));
    await page.goto(LIVE_URL);
    await paramountPlayer.playedPast(page, 2);
    await page.goto(paramountUrl(TOP_GUN_MAVERICK));
    const film = await first('start', isMovie('Top Gun: Maverick'), 'Top Gun: Maverick');
    expect(bodyOf(film).movie).toMatchObject({ ids: { svc: 10021 } });
    expect((await admin.requests('/scrobble/')).slice(before).map((entry) => entry.path)).toEqual(['/scrobble/start']);
    await page.close();
    await first('stop', isMovie('Top Gun: Maverick'), 'Top Gun: Maverick');
  });
});

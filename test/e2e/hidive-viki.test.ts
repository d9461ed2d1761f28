import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestEntry, Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { FRIEREN_S2, FRIEREN_S2_EPISODES, FRIEREN_S2_PV, watchUrl as hidiveUrl } from '../../content-scripts/sites/hidive/fixture/catalog';
import { routeHidive, type ServedLog as HidiveLog } from '../../content-scripts/sites/hidive/fixture/serve';
import { heirsEpisode, HEIRS_TRAILER, MID_ROLL_AT, watchUrl as vikiUrl } from '../../content-scripts/sites/viki/fixture/catalog';
import { routeViki, type ServedLog as VikiLog } from '../../content-scripts/sites/viki/fixture/serve';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { closeStage, openStage } from './support/harness';
import { bodyOf } from './support/scrobble-body';

// Simulator ids (test/service/catalog/seed-*.ts): Frieren's second season is its own anime entry,
// reached through mapped_tvdb_seasons; Heirs is a one-season drama.
const SVC = { frierenSeason2: 30009, heirs: 20016 } as const;
const DICE = '#dice-player > video';
const CLIP_SECONDS = 300;
const VJS = '.video-js video.vjs-tech';

const isEpisode = (svc: number, number: number) => (entry: RequestEntry) => {
  const body = bodyOf(entry);
  return (body.anime ?? body.show)?.ids.svc === svc && body.episode?.number === number;
};

/** The user's hands on a player's <video>, looked up anew each time (sites swap its media). */
const hands = {
  playing: (page: Page, selector: string) =>
    page.waitForFunction((s) => {
      const video = document.querySelector<HTMLVideoElement>(s);
      return !!video && !video.paused && video.currentTime > 1;
    }, selector),
  /** Skip to the last minutes and watch the rest fast, as a binger does before autoplay. */
  watchTheEnd: (page: Page, selector: string) =>
    page.evaluate((s) => {
      const video = document.querySelector<HTMLVideoElement>(s)!;
      video.currentTime = video.duration * 0.85;
      video.playbackRate = 8;
    }, selector),
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
};

/** Viki's video.js player: its play control, and whether an ad break holds the player. */
const vjs = {
  adPlaying: (page: Page) =>
    page.waitForFunction(
      (s) => document.querySelector('.video-js')!.classList.contains('vjs-ad-playing') && document.querySelector<HTMLVideoElement>(s)!.currentTime > 0.5,
      VJS,
    ),
  /** The break is over and the content plays past `seconds`. */
  contentPast: (page: Page, seconds: number) =>
    page.waitForFunction(
      ([s, t]) => !document.querySelector('.video-js')!.classList.contains('vjs-ad-playing') && document.querySelector<HTMLVideoElement>(s)!.currentTime > t,
      [VJS, seconds] as const,
      { timeout: 20_000 },
    ),
  /** The page's clock when the running ad break ends (same clock as the simulator's log). */
  breakEndsAt: (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const root = document.querySelector('.video-js')!;
          const observer = new MutationObserver(() => {
            if (root.classList.contains('vjs-ad-playing')) return;
            observer.disconnect();
            resolve(Date.now());
          });
          observer.observe(root, { attributes: true, attributeFilter: ['class'] });
        }),
    ),
};

describe('HIDIVE and Viki in real Chromium: a whole viewing, ads, autoplay, promos and trailers', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  let hidive: HidiveLog;
  let viki: VikiLog;

  const scrobbles = () => admin.requests('/scrobble/');
  /** Resolve lookups the service counts (spec 8): the redirect helper and search. */
  const lookups = async () => (await admin.requests('/redirect')).length + (await admin.requests('/search/')).length;
  const next = (action: 'start' | 'pause' | 'stop', matches: (entry: RequestEntry) => boolean, after: number) =>
    waitFor(`${action} request`, async () => (await scrobbles()).slice(after).find((entry) => entry.path === `/scrobble/${action}` && matches(entry)));
  const summary = (entries: RequestEntry[]) =>
    entries.map((entry) => [entry.path, (bodyOf(entry).anime ?? bodyOf(entry).show ?? bodyOf(entry).movie)?.title, bodyOf(entry).episode?.number]);

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    const clipPath = await ensureClip({ seconds: CLIP_SECONDS });
    hidive = await routeHidive(browser.context, { clipPath });
    // Ads play the five-minute clip (a break still ends after AD_SECONDS): the session machine drops
    // reports of anything under two minutes on its own, so only a long ad tests the adapter's eye.
    viki = await routeViki(browser.context, { clipPath, clipSeconds: CLIP_SECONDS });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  it('HIDIVE: an episode watched to its end is one history row; autoplay stops it and starts the next', async () => {
    const [first, second] = FRIEREN_S2_EPISODES;
    const before = (await scrobbles()).length;
    const lookupsBefore = await lookups();
    const page = await browser.context.newPage();
    await page.goto(hidiveUrl(first!));
    await hands.playing(page, DICE);
    const start1 = await next('start', isEpisode(SVC.frierenSeason2, 1), before);
    expect(bodyOf(start1).progress).toBeLessThan(5);

    await hands.watchTheEnd(page, DICE);
    await page.waitForURL(hidiveUrl(second!));
    const stop1 = await next('stop', isEpisode(SVC.frierenSeason2, 1), before);
    expect(stop1.response).toMatchObject({ action: 'scrobble' });
    const start2 = await next('start', isEpisode(SVC.frierenSeason2, 2), before);
    expect(bodyOf(start2).progress).toBeLessThan(10);
    // The season page was read once for both episodes (the page never asks for it: the extension did).
    expect(hidive.served.filter((entry) => entry.path === `/season/${FRIEREN_S2.id}`)).toHaveLength(1);
    // HIDIVE names no year: one anime search finds the show, and the second episode comes from the cache.
    expect((await lookups()) - lookupsBefore).toBe(1);
    const history = (await admin.user('demo')).history.filter((row) => row.ids.svc === SVC.frierenSeason2);
    expect(history.map((row) => row.number)).toEqual([1]);
    expect(await admin.violations()).toEqual([]);
    await page.close();
    // Leaving stops episode 2; waited for so the next test's log starts clean.
    await next('stop', isEpisode(SVC.frierenSeason2, 2), before);
  });

  it('HIDIVE: a promo (PV) in the season never starts a session; the episode picked after it does', async () => {
    const before = (await scrobbles()).length;
    const servedBefore = hidive.served.length;
    const page = await browser.context.newPage();
    await page.goto(hidiveUrl(FRIEREN_S2_PV));
    await hands.playing(page, DICE);
    // Detection ran on the PV: the extension read its season page for it.
    await waitFor('the season page read for the PV', async () => hidive.served.slice(servedBefore).some((entry) => entry.path === `/season/${FRIEREN_S2.id}`));
    // The signal that it concluded: the next video in the same page is reported, and nothing before it.
    await page.locator(`.simple-carousel a[data-video-id="${FRIEREN_S2_EPISODES[0]!.id}"]`).click();
    await next('start', isEpisode(SVC.frierenSeason2, 1), before);
    expect(summary((await scrobbles()).slice(before))).toEqual([['/scrobble/start', expect.any(String), 1]]);
    await page.close();
    await next('stop', isEpisode(SVC.frierenSeason2, 1), before);
  });

  it('Viki: no session before the pre-roll ends; watched to the end, autoplay opens the next episode; leaving in a mid-roll is not counted as progress', async () => {
    const before = (await scrobbles()).length;
    const page = await browser.context.newPage();
    await page.goto(vikiUrl(heirsEpisode(1)));
    // The pre-roll: unmuted, in the content's own <video>. The page's clock notes when it ends.
    await vjs.adPlaying(page);
    const breakEnded = vjs.breakEndsAt(page);
    const start = await next('start', isEpisode(SVC.heirs, 1), before);
    expect(Date.parse(start.at)).toBeGreaterThan(await breakEnded);
    expect(bodyOf(start).progress).toBeLessThan(1);
    expect(viki.served).toContainEqual({ method: 'GET', path: `/api/videos/${heirsEpisode(1).id}`, appVersion: expect.any(String) });

    await vjs.contentPast(page, 1);
    await hands.watchTheEnd(page, VJS);
    await page.waitForURL(vikiUrl(heirsEpisode(2)), { timeout: 30_000 });
    const stop = await next('stop', isEpisode(SVC.heirs, 1), before);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    // Episode 2 opens with its own pre-roll and starts once its content plays.
    await vjs.contentPast(page, 1);
    const start2 = await next('start', isEpisode(SVC.heirs, 2), before);
    expect(bodyOf(start2).episode).toEqual({ season: 1, number: 2 });
    expect(bodyOf(start2).progress).toBeLessThan(2);
    const history = (await admin.user('demo')).history.filter((row) => row.ids.svc === SVC.heirs);
    expect(history.map((row) => row.number)).toEqual([1]);

    // Into the mid-roll at 2:00 (more than a jump's worth played after the skip), and away.
    await hands.seek(page, VJS, MID_ROLL_AT - 10);
    await hands.rate(page, VJS, 2);
    await vjs.adPlaying(page);
    await page.close();
    const left = await next('stop', isEpisode(SVC.heirs, 2), before);
    // Where the episode was when the break began, not the ad's second or two.
    expect(Math.abs(bodyOf(left).progress - (MID_ROLL_AT / CLIP_SECONDS) * 100)).toBeLessThan(1);
    expect(summary((await scrobbles()).slice(before))).toEqual([
      ['/scrobble/start', 'Heirs', 1],
      ['/scrobble/stop', 'Heirs', 1],
      ['/scrobble/start', 'Heirs', 2],
      ['/scrobble/stop', 'Heirs', 2],
    ]);
    expect(await admin.violations()).toEqual([]);
  });

  it('Viki in Spanish: a trailer never starts a session; the episode picked after it does, under its English title', async () => {
    const before = (await scrobbles()).length;
    const servedBefore = viki.served.length;
    const page = await browser.context.newPage();
    await page.goto(vikiUrl(HEIRS_TRAILER, 'es'));
    await hands.playing(page, VJS);
    await waitFor('the video API asked about the trailer', async () =>
      viki.served.slice(servedBefore).some((entry) => entry.path === `/api/videos/${HEIRS_TRAILER.id}`),
    );
    await page.locator(`a[data-video-id="${heirsEpisode(1).id}"]`).click();
    await vjs.contentPast(page, 1);
    await next('start', isEpisode(SVC.heirs, 1), before);
    expect(await page.locator('#channel-link > span').textContent()).toBe('Herederos: Episodio 1');
    expect(summary((await scrobbles()).slice(before))).toEqual([['/scrobble/start', 'Heirs', 1]]);
    await page.close();
    await next('stop', isEpisode(SVC.heirs, 1), before);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../service';
import type { RequestEntry } from '../service/violations';
import type { ExpectedItem } from '../sites/expected-item';
import { JEOPARDY_LIVE, S36E1, S36E2, watchPath as huluPath, watchUrl as huluUrl } from '../../content-scripts/sites/hulu/fixture/catalog';
import { routeHulu, type ServedLog as HuluServed } from '../../content-scripts/sites/hulu/fixture/serve';
import { ensureClip } from '../sites/media';
import {
  assetUrl,
  OPPENHEIMER,
  OPPENHEIMER_TRAILER,
  playbackPath,
  playbackUrl,
  SNL_S51E1,
  SNL_S51E2,
} from '../../content-scripts/sites/peacock/fixture/catalog';
import { routePeacock, type ServedLog as PeacockServed } from '../../content-scripts/sites/peacock/fixture/serve';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { closeStage, openStage } from './support/harness';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { bodyOf } from './support/scrobble-body';

// What the table runner does not: whole viewings with ad breaks, next-episode autoplay, and pages
// that must never scrobble. "Never" is shown by a barrier, not a wait: the same tab then moves
// in-app to a programme, and the first scrobble of that tab is that programme's start. Whatever the
// page before it had sent would have reached the service first (one content script, one queue).

/** A scrobble as "start: The Simpsons 36x1" (what the service was told, in one line). */
function described(entry: RequestEntry): string {
  const body = bodyOf(entry);
  const item = body.movie ? `${body.movie.title} (${body.movie.year})` : `${body.show!.title} ${body.episode!.season}x${body.episode!.number}`;
  return `${entry.path.replace('/scrobble/', '')}: ${item}`;
}
const named = (item: ExpectedItem) => (item.kind === 'movie' ? `${item.title} (${item.year})` : `${item.title} ${item.season}x${item.episode}`);

const SIMPSONS_1 = named({ kind: 'episode', title: 'The Simpsons', season: 36, episode: 1 });
const SIMPSONS_2 = named({ kind: 'episode', title: 'The Simpsons', season: 36, episode: 2 });
const SNL_1 = named({ kind: 'episode', title: 'Saturday Night Live', season: 51, episode: 1 });
const SNL_2 = named({ kind: 'episode', title: 'Saturday Night Live', season: 51, episode: 2 });
const OPPENHEIMER_FILM = named({ kind: 'movie', title: 'Oppenheimer', year: 2023 });

/** The last 16 s of the 300 s clip, at 16x: played long enough after the jump to count as watched. */
const END_RUN_FROM = 284;

/** The user's hands on a player's <video>, looked up anew each time (Peacock replaces it). */
const hands = (page: Page, selector: string) => ({
  playingPast: (seconds: number) =>
    page.waitForFunction(
      ([s, t]) => {
        const video = document.querySelector<HTMLVideoElement>(s);
        return !!video && !video.paused && video.currentTime > t;
      },
      [selector, seconds] as const,
    ),
  seek: (seconds: number) =>
    page.evaluate(
      ([s, t]) => {
        document.querySelector<HTMLVideoElement>(s)!.currentTime = t;
      },
      [selector, seconds] as const,
    ),
  rate: (rate: number) =>
    page.evaluate(
      ([s, r]) => {
        document.querySelector<HTMLVideoElement>(s)!.playbackRate = r;
      },
      [selector, rate] as const,
    ),
  pause: () => page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.pause(), selector),
  play: () => page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.play(), selector),
  ended: () => page.waitForFunction((s) => document.querySelector<HTMLVideoElement>(s)?.ended === true, selector, { timeout: 30_000 }),
});

describe('Hulu and Peacock in real Chromium: ad breaks, autoplay, live TV, trailers and previews', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  let hulu: HuluServed;
  let peacock: PeacockServed;

  const scrobbles = async () => (await admin.requests('/scrobble/')).filter((entry) => entry.path.startsWith('/scrobble/'));
  /** Where the scrobble log stands now: what follows is what a step caused. */
  const mark = async () => (await scrobbles()).length;
  const since = async (at: number) => (await scrobbles()).slice(at);
  const scrobbled = (what: string, after: number) => waitFor(what, async () => (await since(after)).find((entry) => described(entry) === what));

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    const clipPath = await ensureClip();
    hulu = await routeHulu(browser.context, { clipPath });
    peacock = await routePeacock(browser.context, { clipPath });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  describe('Hulu: one tab, from live TV to the next episode', () => {
    let page: Page;
    const program = () => hands(page, 'video#content-video-player');

    it('live TV never scrobbles; the episode picked in-app starts after its pre-roll, at its own beginning', async () => {
      page = await browser.context.newPage();
      await page.goto(huluUrl(JEOPARDY_LIVE));
      await program().playingPast(1);
      const at = await mark();
      await page.locator(`a.PlayerTray__item[href="${huluPath(S36E1)}"]`).click();
      await page.waitForURL(huluUrl(S36E1));
      // Its pre-roll's own <video> fills the window and plays from half-way into the clip.
      const start = await scrobbled(`start: ${SIMPSONS_1}`, at);
      expect((await since(at)).map(described)).toEqual([`start: ${SIMPSONS_1}`]);
      expect(bodyOf(start).progress).toBeLessThan(2);
      // The LIVE badge refused the airing before anything was asked about it.
      const asked = hulu.served.filter((request) => request.host === 'discover.hulu.com' && request.method === 'GET').map((request) => request.query);
      expect(asked).toEqual([`?language=en&eab_ids=${S36E1.id}`]);
    });

    it('a mid-roll pauses the program without a pause at the service, and adds nothing to its progress', async () => {
      const at = await mark();
      await program().seek(119);
      await page.locator('.AdUnitView').waitFor();
      await page.locator('.AdUnitView').waitFor({ state: 'detached', timeout: 15_000 });
      await program().playingPast(120.3);
      await program().pause();
      const pause = await scrobbled(`pause: ${SIMPSONS_1}`, at);
      // An ad break taken for the user's pause would have sent a pause and a start of its own.
      expect((await since(at)).map(described)).toEqual([`pause: ${SIMPSONS_1}`]);
      const truth = await page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('video#content-video-player')!;
        return (video.currentTime / video.duration) * 100;
      });
      expect(Math.abs(bodyOf(pause).progress - truth)).toBeLessThan(0.2);
    });

    it('played to the end it is one history row; autoplay stops it and starts the next episode after its pre-roll', async () => {
      const at = await mark();
      await program().play();
      await scrobbled(`start: ${SIMPSONS_1}`, at);
      await program().seek(END_RUN_FROM);
      await program().rate(16);
      await program().ended();
      await page.waitForURL(huluUrl(S36E2));
      const stop = await scrobbled(`stop: ${SIMPSONS_1}`, at);
      expect(stop.response).toMatchObject({ action: 'scrobble' });
      const next = await scrobbled(`start: ${SIMPSONS_2}`, at);
      expect(bodyOf(next).progress).toBeLessThan(2);
      expect((await since(at)).map(described)).toEqual([`start: ${SIMPSONS_1}`, `stop: ${SIMPSONS_1}`, `start: ${SIMPSONS_2}`]);
      const history = (await admin.user('demo')).history.filter((entry) => entry.title === 'The Simpsons');
      expect(history.map((entry) => [entry.season, entry.number])).toEqual([[36, 1]]);
      await page.close();
      // Leaving stops episode 2 where it was; waited for so the next test's log starts clean.
      await scrobbled(`stop: ${SIMPSONS_2}`, at);
    });
  });

  describe('Peacock: stitched-in ads, a trailer, a preview', () => {
    const program = (page: Page) => hands(page, 'video#core-video-shaka');
    /** The programme's own percent, as Peacock's player session tells it (the test runs in the page's world). */
    const sessionPercent = (page: Page) =>
      page.evaluate(() => {
        const session = (document.querySelector('#core-video-shaka') as Element & { cvsdkSession: { getCurrentTime(): number; getDuration(): number } })
          .cvsdkSession;
        return (session.getCurrentTime() / session.getDuration()) * 100;
      });
    let film: Page;

    it('the detail page preview (even unmuted) and the trailer never scrobble; Watch Now starts the film after its pre-roll', async () => {
      film = await browser.context.newPage();
      await film.goto(assetUrl(OPPENHEIMER));
      await hands(film, '[data-gsp-shortform-player] video').playingPast(0.5);
      await film.locator('button.hero-mute').click();
      const at = await mark();
      await film.locator('a.trailer').click();
      await film.waitForURL(playbackUrl(OPPENHEIMER_TRAILER));
      await program(film).playingPast(1);
      // Asked what the trailer is (a short form): detection ran and refused it.
      await waitFor('ATOM asked about the trailer', async () =>
        peacock.served.some((request) => request.path.endsWith(`/content_id/${OPPENHEIMER_TRAILER.contentId}`) && request.method === 'GET'),
      );
      await film.locator('a.playback-cta').click();
      await film.waitForURL(playbackUrl(OPPENHEIMER));
      const start = await scrobbled(`start: ${OPPENHEIMER_FILM}`, at);
      expect((await since(at)).map(described)).toEqual([`start: ${OPPENHEIMER_FILM}`]);
      expect(bodyOf(start).progress).toBeLessThan(2);
      expect(await film.locator('.ad-countdown__container').count()).toBe(0);
    });

    it("a mid-roll is left out of the progress (the programme's time, not the stream's); played to the end it is one history row", async () => {
      const at = await mark();
      // The stream: a 2 s pre-roll, programme 0-120, a 4 s mid-roll from stream second 122.
      await program(film).seek(121.2);
      await film.locator('.ad-countdown__container').waitFor();
      await film.locator('.ad-countdown__container').waitFor({ state: 'detached', timeout: 15_000 });
      await program(film).playingPast(126.3);
      await program(film).pause();
      const pause = await scrobbled(`pause: ${OPPENHEIMER_FILM}`, at);
      const truth = await sessionPercent(film);
      const stream = await film.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('#core-video-shaka')!;
        return (video.currentTime / video.duration) * 100;
      });
      expect(Math.abs(bodyOf(pause).progress - truth)).toBeLessThan(0.2);
      // Six seconds of ads in a 300 s stream: the stream's own percent is more than a point off.
      expect(stream - truth).toBeGreaterThan(1);
      expect((await since(at)).map(described)).toEqual([`pause: ${OPPENHEIMER_FILM}`]);

      await program(film).play();
      await program(film).seek(END_RUN_FROM);
      await program(film).rate(16);
      await program(film).ended();
      const stop = await scrobbled(`stop: ${OPPENHEIMER_FILM}`, at);
      expect(stop.response).toMatchObject({ action: 'scrobble' });
      const history = (await admin.user('demo')).history.filter((entry) => entry.title === 'Oppenheimer');
      expect(history).toHaveLength(1);
      await film.close();
    });

    it('an episode left during its pre-roll sends nothing; autoplay stops the next one and starts the one after', async () => {
      const at = await mark();
      const page = await browser.context.newPage();
      await page.goto(playbackUrl(SNL_S51E2));
      await program(page).playingPast(0);
      // Still in the pre-roll: the user picks episode 1 from the player's list instead.
      const duringAd = await page.evaluate((href) => {
        if (!document.querySelector('.ad-countdown__container')) return false;
        document.querySelector<HTMLAnchorElement>(`.swiper-slide a[href="${href}"]`)!.click();
        return true;
      }, playbackPath(SNL_S51E1));
      expect(duringAd).toBe(true);
      await page.waitForURL(playbackUrl(SNL_S51E1));
      await scrobbled(`start: ${SNL_1}`, at);
      expect((await since(at)).map(described)).toEqual([`start: ${SNL_1}`]);

      await program(page).seek(END_RUN_FROM);
      await program(page).rate(16);
      await program(page).ended();
      await page.waitForURL(playbackUrl(SNL_S51E2));
      const stop = await scrobbled(`stop: ${SNL_1}`, at);
      expect(stop.response).toMatchObject({ action: 'scrobble' });
      const next = await scrobbled(`start: ${SNL_2}`, at);
      expect(bodyOf(next).progress).toBeLessThan(2);
      expect((await since(at)).map(described)).toEqual([`start: ${SNL_1}`, `stop: ${SNL_1}`, `start: ${SNL_2}`]);
      await page.close();
      await scrobbled(`stop: ${SNL_2}`, at);
      expect(await admin.violations()).toEqual([]);
    });
  });
});

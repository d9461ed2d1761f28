import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../service';
import { ensureClip } from '../sites/media';
import {
  BREAKING_BAD_DE_PAGE,
  BREAKING_BAD_S1_PAGE,
  detailUrl,
  EEAAO_PAGE,
  featureSeconds,
  PRIME_ITEMS,
  PRIME_TABLE,
  type ExpectedItem,
} from '../../content-scripts/sites/primevideo/fixture/catalog';
import { routePrimevideo } from '../../content-scripts/sites/primevideo/fixture/serve';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { closeStage, openStage } from './support/harness';
import { linesSince } from './support/activity-lines';
import { bodyOf, type ScrobbleBody } from './support/scrobble-body';

const CLIP_SECONDS = 300;
const OPEN = 'div[id^="dv-web-player"].dv-player-fullscreen';

/** The scrobble body names what the extension detected: compare it with the fixture table. */
function detected(body: ScrobbleBody): ExpectedItem {
  if (body.movie) return { kind: 'movie', title: body.movie.title, ...(body.movie.year ? { year: body.movie.year } : {}) };
  return { kind: 'episode', title: body.show!.title, season: body.episode!.season, episode: body.episode!.number };
}
const tableItem = ({ episodeTitle: _shownOnly, ...item }: ExpectedItem): ExpectedItem => item;

/** The user's hands on the open player: its play/pause button and the stream element. */
const dv = {
  open: async (page: Page) => {
    await page.locator('[data-testid="dp-atf-play-button"]').click();
    await page.waitForFunction((open) => (document.querySelector(`${open} video`) as HTMLVideoElement | null)?.readyState === 4, OPEN);
  },
  toggle: (page: Page) => page.locator(`${OPEN} #atvwebplayersdk-play-pause-button`).click(),
  streamTime: (page: Page) => page.evaluate((open) => (document.querySelector(`${open} video`) as HTMLVideoElement).currentTime, OPEN),
  duration: (page: Page) => page.evaluate((open) => (document.querySelector(`${open} video`) as HTMLVideoElement).duration, OPEN),
  seekStream: (page: Page, seconds: number) =>
    page.evaluate(
      ([open, s]) => {
        (document.querySelector(`${open} video`) as HTMLVideoElement).currentTime = s;
      },
      [OPEN, seconds] as const,
    ),
  rate: (page: Page, rate: number) =>
    page.evaluate(
      ([open, r]) => {
        (document.querySelector(`${open} video`) as HTMLVideoElement).playbackRate = r;
      },
      [OPEN, rate] as const,
    ),
  adTimer: (page: Page) => page.locator(`${OPEN} .atvwebplayersdk-ad-timer-remaining-time`),
};

describe('Prime Video in real Chromium: ads spliced into the stream, players recreated on the same URL', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  const scrobbles = async (path: string, title: string) =>
    (await admin.requests(path)).filter((entry) => entry.path === path && JSON.stringify(entry.body).includes(title));
  const first = (path: string, title: string, where: (body: ScrobbleBody) => boolean = () => true) =>
    waitFor(`${path} ${title}`, async () => (await scrobbles(path, title)).find((entry) => where(bodyOf(entry))));
  const rowFor = (url: string, player: 1 | 2) => PRIME_TABLE.find((row) => row.url === url && row.player === player)!;

  async function detail(url: string): Promise<Page> {
    const page = await browser.context.newPage();
    await page.goto(url);
    return page;
  }

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    await routePrimevideo(browser.context, { clipPath: await ensureClip({ seconds: CLIP_SECONDS }), clipSeconds: CLIP_SECONDS });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  it('the hero trailer autoplaying on the detail page (same URL as the player) never starts a session', async () => {
    const page = await detail(detailUrl(EEAAO_PAGE));
    await page.waitForFunction(() => {
      const hero = document.querySelector('video.tst-video-overlay-player-html5') as HTMLVideoElement | null;
      return !!hero && !hero.paused && hero.currentTime > 1;
    });
    await page.waitForTimeout(1000);
    expect(await admin.requests('/scrobble/')).toEqual([]);
    await page.close();
  });

  it("a movie: progress is the feature's, the mid-roll ad excluded; a pause during the ad is not sent; watched to the end", async () => {
    const url = detailUrl(EEAAO_PAGE);
    const movie = PRIME_ITEMS.eeaao!;
    const feature = featureSeconds(movie, CLIP_SECONDS);
    const page = await detail(url);
    await dv.open(page);
    const start = await first('/scrobble/start', movie.expected.title);
    expect(detected(bodyOf(start))).toEqual(tableItem(rowFor(url, 1).expected));
    expect(bodyOf(start).progress).toBeLessThan(1);
    // The element is honest about the stream, and the stream holds the ad.
    expect(Math.round(await dv.duration(page))).toBe(CLIP_SECONDS);

    // Into the mid-roll at [100 s, 140 s) of the stream; pausing there is pausing an ad.
    await dv.seekStream(page, 95);
    await dv.rate(page, 8);
    await dv.adTimer(page).waitFor();
    const adPausedAt = Date.now();
    await dv.toggle(page);
    await dv.toggle(page);
    await dv.adTimer(page).waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForFunction((open) => (document.querySelector(`${open} video`) as HTMLVideoElement).currentTime > 150, OPEN);
    await dv.rate(page, 1);
    await dv.toggle(page);
    const streamAt = await dv.streamTime(page);
    const pause = await first('/scrobble/pause', movie.expected.title);
    // The background logs every report it takes before acting on it, in order: by this pause's
    // request its report is logged, and the ad's pause, had the page reported it, before that.
    const paused = (await linesSince(browser.worker, adPausedAt)).filter((line) => line.kind === 'detected' && / paused at /.test(line.text));
    expect(paused.map((line) => line.text)).toHaveLength(1);
    expect(await scrobbles('/scrobble/pause', movie.expected.title)).toEqual([pause]);
    const truth = ((streamAt - 40) / feature) * 100;
    expect(Math.abs(bodyOf(pause).progress - truth)).toBeLessThan(1);
    // The stream position (ad included) would claim several percent more.
    expect((streamAt / CLIP_SECONDS) * 100 - bodyOf(pause).progress).toBeGreaterThan(5);

    await dv.seekStream(page, CLIP_SECONDS * 0.9);
    await dv.rate(page, 8);
    await dv.toggle(page);
    await page.waitForFunction((open) => (document.querySelector(`${open} video`) as HTMLVideoElement).ended, OPEN, { timeout: 30_000 });
    const stop = await first('/scrobble/stop', movie.expected.title);
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(99);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    await page.close();
  });

  it('an episode: the pre-roll never starts it; the next-up card recreates the player on the same URL: stop old, start new', async () => {
    const url = detailUrl(BREAKING_BAD_S1_PAGE);
    const page = await detail(url);
    await dv.open(page);
    await dv.rate(page, 8);
    await dv.adTimer(page).waitFor();
    await page.waitForTimeout(1000);
    expect(await scrobbles('/scrobble/start', 'Breaking Bad')).toEqual([]);
    await dv.adTimer(page).waitFor({ state: 'detached', timeout: 15_000 });
    await dv.rate(page, 1);
    const start = await first('/scrobble/start', 'Breaking Bad', (body) => body.episode?.number === 4);
    expect(detected(bodyOf(start))).toEqual(tableItem(rowFor(url, 1).expected));
    expect(bodyOf(start).progress).toBeLessThan(2);

    await dv.seekStream(page, 240);
    await dv.rate(page, 8);
    const card = page.locator(`${OPEN} [class*=nextupcard-button]`);
    await card.waitFor({ timeout: 15_000 });
    await card.click();
    await page.locator('#dv-web-player-2.dv-player-fullscreen').waitFor();
    expect(page.url()).toBe(url);

    const stop = await first('/scrobble/stop', 'Breaking Bad', (body) => body.episode?.number === 4);
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(89);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const next = await first('/scrobble/start', 'Breaking Bad', (body) => body.episode?.number === 5);
    expect(detected(bodyOf(next))).toEqual(tableItem(rowFor(url, 2).expected));
    expect(bodyOf(next).progress).toBeLessThan(5);
    await page.close();
  });

  it('amazon.de in German ("Staffel 1, Folge 6", "[dt./OV]") is read the same way', async () => {
    const url = detailUrl(BREAKING_BAD_DE_PAGE);
    const page = await detail(url);
    await dv.open(page);
    const start = await first('/scrobble/start', 'Breaking Bad', (body) => body.episode?.number === 6);
    expect(detected(bodyOf(start))).toEqual(tableItem(rowFor(url, 1).expected));
    await page.close();
    const stop = await first('/scrobble/stop', 'Breaking Bad', (body) => body.episode?.number === 6);
    expect(stop.response).toMatchObject({ action: 'pause' });
  });

  it('every table row was detected as the table says, and the service saw no contract violation', async () => {
    const starts = (await admin.requests('/scrobble/start')).map((entry) => detected(bodyOf(entry)));
    for (const row of PRIME_TABLE) expect(starts).toContainEqual(tableItem(row.expected));
    // The simulator's user view lists an episode as { type, title (the show's), season, number }.
    const history = (await admin.user('demo')).history;
    expect(history.filter((entry) => entry.type === 'movie').map((entry) => entry.title)).toEqual([PRIME_ITEMS.eeaao!.expected.title]);
    expect(history.filter((entry) => entry.type === 'episode').map((entry) => [entry.title, entry.season, entry.number])).toEqual([['Breaking Bad', 1, 4]]);
    expect(await admin.violations()).toEqual([]);
  });
});

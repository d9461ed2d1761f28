import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../service';
import {
  DISNEY_TABLE,
  disneyRow,
  OPPENHEIMER,
  playUrl,
  S36E1,
  S36E2,
  S36E3,
  SIMPSONS_ENTITY,
  type ExpectedItem,
} from '../../content-scripts/sites/disneyplus/fixture/catalog';
import { routeDisneyplus } from '../../content-scripts/sites/disneyplus/fixture/serve';
import { ensureClip } from '../sites/media';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { closeStage, openStage } from './support/harness';
import { bodyOf, type ScrobbleBody } from './support/scrobble-body';

const CLIP_SECONDS = 300;

/** The scrobble body names what the extension detected: compare it with the fixture table. */
function detected(body: ScrobbleBody): ExpectedItem {
  if (body.movie) return { kind: 'movie', title: body.movie.title, ...(body.movie.year ? { year: body.movie.year } : {}) };
  return { kind: 'episode', title: body.show!.title, season: body.episode!.season, episode: body.episode!.number };
}
const tableItem = ({ episodeTitle: _shownOnly, ...item }: ExpectedItem): ExpectedItem => item;

/** The page's own timeline of the program (the test runs in the page's world). */
const programInfo = (page: Page) =>
  page.evaluate(
    () =>
      (
        document.querySelector('disney-web-player') as Element & {
          mediaPlayer: { timeline: { info: { playheadPositionMs: number; programDurationMs: number } } };
        }
      ).mediaPlayer.timeline.info,
  );

/** The user's hands on the Disney+ player: its shadow-DOM play button, the stream element. */
const hive = {
  ready: (page: Page) => page.waitForFunction(() => (document.getElementById('hivePlayer2') as HTMLVideoElement).readyState >= 3),
  toggle: (page: Page) => page.locator('toggle-play-pause button').click(),
  streamTime: (page: Page) => page.evaluate(() => (document.getElementById('hivePlayer2') as HTMLVideoElement).currentTime),
  duration: (page: Page) => page.evaluate(() => (document.getElementById('hivePlayer2') as HTMLVideoElement).duration),
  seekStream: (page: Page, seconds: number) =>
    page.evaluate((s) => {
      (document.getElementById('hivePlayer2') as HTMLVideoElement).currentTime = s;
    }, seconds),
  rate: (page: Page, rate: number) =>
    page.evaluate((r) => {
      (document.getElementById('hivePlayer2') as HTMLVideoElement).playbackRate = r;
    }, rate),
  /** The truth, as the page's own player object tells it (the test runs in the page's world). */
  programPercent: async (page: Page) => {
    const info = await programInfo(page);
    return (info.playheadPositionMs / info.programDurationMs) * 100;
  },
  /** Where the program is, in ms, ads excluded (the page's own player object). */
  playheadMs: async (page: Page) => (await programInfo(page)).playheadPositionMs,
};

describe('Disney+ in real Chromium: the <video> lies, the page-world timeline does not', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  const scrobbles = async (path: string, title: string) =>
    (await admin.requests(path)).filter((entry) => entry.path === path && JSON.stringify(entry.body).includes(title));
  const first = (path: string, title: string, where: (body: ScrobbleBody) => boolean = () => true) =>
    waitFor(`${path} ${title}`, async () => (await scrobbles(path, title)).find((entry) => where(bodyOf(entry))));

  async function open(url: string): Promise<Page> {
    const page = await browser.context.newPage();
    await page.goto(url);
    await hive.ready(page);
    return page;
  }

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    await routeDisneyplus(browser.context, { clipPath: await ensureClip({ seconds: CLIP_SECONDS }), clipSeconds: CLIP_SECONDS });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  it('the muted hero trailer of an entity page never starts a session', async () => {
    const page = await browser.context.newPage();
    await page.goto(`https://www.disneyplus.com/en-us/browse/${SIMPSONS_ENTITY}`);
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return !!video && !video.paused && video.currentTime > 1;
    });
    // No positive signal exists here: the content script passes over a preview outside the player
    // (no report, no log line, no badge). The trailer plays on as long as the old 1 s wait let it.
    await page.waitForFunction(() => document.querySelector('video')!.currentTime > 2);
    expect(await admin.requests('/scrobble/')).toEqual([]);
    await page.close();
  });

  it("a movie: the pre-roll ad never starts it; progress is the program's, ads excluded; played to the end it is watched", async () => {
    const row = disneyRow(OPPENHEIMER.id);
    const page = await open(row.url);
    expect(await hive.duration(page)).toBe(Infinity);
    await hive.toggle(page);
    await hive.rate(page, 3);
    await page.locator('ad-badge-overlay').waitFor();
    // An ad break reports nothing (the player core notes it and waits): no signal to wait on, so
    // the ad plays 5 s of its 15 s stream at 3x (as the old 1.5 s wait let it) before the check.
    await page.waitForFunction(() => (document.getElementById('hivePlayer2') as HTMLVideoElement).currentTime > 5);
    expect(await page.locator('ad-badge-overlay').count()).toBe(1);
    expect(await scrobbles('/scrobble/start', OPPENHEIMER.title)).toEqual([]);

    // The ad ends: the item starts at the program's beginning, not 15 s into the stream.
    await page.locator('ad-badge-overlay').waitFor({ state: 'detached', timeout: 15_000 });
    await hive.rate(page, 1);
    const start = await first('/scrobble/start', OPPENHEIMER.title);
    expect(detected(bodyOf(start))).toEqual(tableItem(row.expected));
    expect(bodyOf(start).progress).toBeLessThan(2);

    // Let the program play 1.5 s past its start, so the pause has a place of its own to be checked.
    await waitFor('1.5 s of the program', async () => (await hive.playheadMs(page)) >= 1500);
    await hive.toggle(page);
    const truth = await hive.programPercent(page);
    const stream = ((await hive.streamTime(page)) / CLIP_SECONDS) * 100;
    const pause = await first('/scrobble/pause', OPPENHEIMER.title);
    expect(Math.abs(bodyOf(pause).progress - truth)).toBeLessThan(0.5);
    // What the stream position would say, ad included, is far off.
    expect(stream - bodyOf(pause).progress).toBeGreaterThan(4);

    await hive.seekStream(page, CLIP_SECONDS * 0.9);
    await hive.rate(page, 8);
    await hive.toggle(page);
    await page.waitForFunction(() => (document.getElementById('hivePlayer2') as HTMLVideoElement).ended, undefined, { timeout: 30_000 });
    const stop = await first('/scrobble/stop', OPPENHEIMER.title);
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(99);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const history = (await admin.user('demo')).history;
    expect(history.filter((entry) => entry.type === 'movie' && entry.title === OPPENHEIMER.title)).toHaveLength(1);
    await page.close();
  });

  it('a resumed episode starts where the program is; autoplay stops it and starts the next one', async () => {
    const row = disneyRow(S36E1.id);
    const page = await open(row.url);
    await hive.toggle(page);
    const start = await first('/scrobble/start', 'The Simpsons', (body) => body.episode?.number === 1);
    expect(detected(bodyOf(start))).toEqual(tableItem(row.expected));
    // 95 s into a 395 s program although the stream (and the <video>) just began. Bounded by the
    // program's own position rather than a fixed window, so a slow machine cannot fail it.
    expect(bodyOf(start).progress).toBeGreaterThan(23.5);
    expect(bodyOf(start).progress).toBeLessThanOrEqual((await hive.programPercent(page)) + 0.5);
    expect(await hive.streamTime(page)).toBeLessThan(60);
    expect(await hive.duration(page)).toBe(Infinity);

    // Watch the last minutes at speed until the up-next card offers the next episode.
    await hive.seekStream(page, 240);
    await hive.rate(page, 8);
    const upNext = page.locator('up-next-lite-v1 button');
    await upNext.waitFor({ timeout: 15_000 });
    await upNext.click();
    await page.waitForURL(playUrl(S36E2.id));

    const stop = await first('/scrobble/stop', 'The Simpsons', (body) => body.episode?.number === 1);
    // The card shows at 90 % of the program; at 8x speed the last position the background heard
    // may be a second of wall time older, so allow a few percent (it still counts as watched).
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(85);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const next = await first('/scrobble/start', 'The Simpsons', (body) => body.episode?.number === 2);
    expect(detected(bodyOf(next))).toEqual(tableItem(disneyRow(S36E2.id).expected));
    expect(bodyOf(next).progress).toBeLessThan(5);
    await page.close();
  });

  it('the Dutch UI (older light-DOM title block) is read the same way', async () => {
    const row = disneyRow(S36E3.id);
    expect(row.url).toContain('/nl-nl/');
    const page = await open(row.url);
    await hive.toggle(page);
    const start = await first('/scrobble/start', 'The Simpsons', (body) => body.episode?.number === 3);
    expect(detected(bodyOf(start))).toEqual(tableItem(row.expected));
    await page.close();
    // Leaving the page stops it where it was.
    const stop = await first('/scrobble/stop', 'The Simpsons', (body) => body.episode?.number === 3);
    expect(stop.response).toMatchObject({ action: 'pause' });
  });

  it("the page's own scripts hear no message, see no script of ours and can load none while the timeline is read", async () => {
    const page = await browser.context.newPage();
    // A page script in place before any of ours could run: it listens and watches all it can, and
    // hooks the player's timeline so it sees every read of it: what was handed out, and to whom.
    await page.addInitScript(() => {
      interface TimelineRead {
        playheadPositionMs: number;
        programDurationMs: number;
        stack: string;
      }
      const seen = { messages: [] as string[], scripts: [] as string[], reads: [] as TimelineRead[], testReading: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      window.addEventListener('message', (event) => seen.messages.push(JSON.stringify(event.data)), true);
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes]))
          if (node instanceof HTMLScriptElement) seen.scripts.push(node.src || node.textContent || '');
      }).observe(document, { childList: true, subtree: true });
      // The site's own script assigns the expando; wrap its timeline getter as it arrives. The page
      // itself never reads the getter, so every read outside the test's own is the extension's.
      Object.defineProperty(HTMLElement.prototype, 'mediaPlayer', {
        configurable: true,
        set(this: HTMLElement, player: { timeline: object }) {
          const info = Object.getOwnPropertyDescriptor(player.timeline, 'info')!.get!;
          Object.defineProperty(player.timeline, 'info', {
            get() {
              const answer = info.call(this) as Omit<TimelineRead, 'stack'>;
              if (!seen.testReading) seen.reads.push({ ...answer, stack: new Error().stack ?? '' });
              return answer;
            },
          });
          Object.defineProperty(this, 'mediaPlayer', { value: player, writable: true, configurable: true });
        },
      });
    });
    /** The program's percentage as the test reads it, kept out of the page's record of reads. */
    const truth = () =>
      page.evaluate(() => {
        const seen = (window as unknown as { seen: { testReading: boolean } }).seen;
        seen.testReading = true;
        const info = (document.querySelector('disney-web-player') as Element & { mediaPlayer: { timeline: { info: Record<string, number> } } }).mediaPlayer
          .timeline.info;
        seen.testReading = false;
        return (info.playheadPositionMs! / info.programDurationMs!) * 100;
      });
    await page.goto(disneyRow(S36E2.id).url);
    await hive.ready(page);
    await hive.toggle(page);
    await waitFor('the program under way', async () => (await truth()) > 1);
    await hive.toggle(page);
    // The pause's position is the program's, which only the page world knows (the <video> says Infinity).
    const pause = await first('/scrobble/pause', 'The Simpsons', (body) => body.episode?.number === 2);
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            seen: { messages: string[]; scripts: string[]; reads: Array<{ playheadPositionMs: number; programDurationMs: number; stack: string }> };
          }
        ).seen,
    );
    // The pause carries what a read of the page's own timeline returned (floored to 2 decimals):
    // the reader really ran in the page's world, and the page saw that read.
    const readProgress = seen.reads.map((read) => {
      const percent = (read.playheadPositionMs / 1000 / (read.programDurationMs / 1000)) * 100;
      return Math.floor(percent * 100 + 1e-7) / 100;
    });
    expect(readProgress).toContain(bodyOf(pause).progress);
    // ...and nothing in the caller's stack names the extension, unlike a script loaded from it.
    expect(seen.reads.filter((read) => read.stack.includes(browser.extensionId) || read.stack.includes('-extension://'))).toEqual([]);
    expect(Math.abs(bodyOf(pause).progress - (await truth()))).toBeLessThan(0.5);
    expect(seen.messages).toEqual([]);
    expect(seen.scripts.filter((script) => script.includes('-extension://'))).toEqual([]);
    const loaded = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = url;
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('refused');
          document.head.append(script);
        }),
      `chrome-extension://${browser.extensionId}/page-world.js`,
    );
    expect(loaded).toBe('refused');
    await page.close();
  });

  it('every table row was detected as the table says, and the service saw no contract violation', async () => {
    const starts = (await admin.requests('/scrobble/start')).map((entry) => detected(bodyOf(entry)));
    for (const row of DISNEY_TABLE) expect(starts).toContainEqual(tableItem(row.expected));
    const history = (await admin.user('demo')).history;
    // The simulator's user view lists an episode as { type, title (the show's), season, number }.
    const watched = history.filter((entry) => entry.type === 'episode' && entry.title === 'The Simpsons').map((entry) => [entry.season, entry.number]);
    expect(watched).toEqual([[36, 1]]);
    expect(await admin.violations()).toEqual([]);
  });
});

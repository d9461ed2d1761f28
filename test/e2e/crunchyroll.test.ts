import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestEntry, Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { catalogRow, PLAYER_ORIGIN } from '../../content-scripts/sites/crunchyroll/fixture/catalog';
import { routeCrunchyroll } from '../../content-scripts/sites/crunchyroll/fixture/serve';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { type SimAdmin, waitFor } from './support/sim-admin';
import { closeStage, openStage } from './support/harness';
import { bodyOf } from './support/scrobble-body';

// Simulator ids of the anime the fixture plays (test/service/catalog/seed-anime*.ts).
const SVC = { spyFamily: 30001, demonSlayer: 30010, cowboyBebop: 30012 } as const;

const isEpisode = (svc: number, number: number) => (entry: RequestEntry) => {
  const body = bodyOf(entry);
  return (body.anime ?? body.show)?.ids.svc === svc && body.episode?.number === number;
};

/** Where the playing <video> lives: the page itself, or the Vilos frame on static.crunchyroll.com. */
async function playerFrame(page: Page, player: 'in-page' | 'iframe'): Promise<Frame> {
  const frame =
    player === 'in-page' ? page.mainFrame() : await waitFor('the Vilos frame', async () => page.frames().find((f) => f.url().startsWith(`${PLAYER_ORIGIN}/`)));
  await frame.waitForFunction(() => {
    const video = document.querySelector('video');
    return !!video && Number.isFinite(video.duration) && video.duration > 0;
  });
  return frame;
}

/** The user's hands on the player, in whichever document holds it. */
const hands = {
  play: (frame: Frame) => frame.evaluate(() => document.querySelector('video')!.play()),
  pause: (frame: Frame) => frame.evaluate(() => document.querySelector('video')!.pause()),
  mute: (frame: Frame, muted: boolean) =>
    frame.evaluate((m) => {
      document.querySelector('video')!.muted = m;
    }, muted),
  /** Skip to the last minutes and watch the rest fast, as a binger does before autoplay. */
  watchTheEnd: (frame: Frame) =>
    frame.evaluate(() => {
      const video = document.querySelector('video')!;
      video.currentTime = video.duration * 0.85;
      video.playbackRate = 8;
    }),
};

describe('Crunchyroll in real Chromium: both players, autoplay, dubs, German UI', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;

  const requests = async (action: 'start' | 'pause' | 'stop') => admin.requests(`/scrobble/${action}`);
  const next = (action: 'start' | 'pause' | 'stop', matches: (entry: RequestEntry) => boolean, after = 0) =>
    waitFor(`${action} request`, async () => (await requests(action)).slice(after).find(matches));

  /** The extension's activity log, newest first: what it detected and what came of it. */
  async function activity(): Promise<string[]> {
    const worker = await browser.worker();
    return worker.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('watchmark');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const all = db.transaction('activity').objectStore('activity').getAll();
            all.onsuccess = () => {
              db.close();
              resolve((all.result as Array<{ text: string }>).map((entry) => entry.text).reverse());
            };
            all.onerror = () => reject(all.error);
          };
        }),
    );
  }

  /** The toolbar badge: the background sets it at the end of the turn that took a report. */
  async function badge(): Promise<string> {
    const worker = await browser.worker();
    return worker.evaluate(() =>
      (globalThis as unknown as { chrome: { action: { getBadgeText(details: object): Promise<string> } } }).chrome.action.getBadgeText({}),
    );
  }

  async function open(watchId: string, query = ''): Promise<Page> {
    const page = await browser.context.newPage();
    await page.goto(catalogRow(watchId).url + query);
    return page;
  }

  beforeAll(async () => {
    ({ sim, admin, browser } = await openStage());
    await routeCrunchyroll(browser.context, { clipPath: await ensureClip() });
    await signInThroughConsent(browser);
  });

  afterAll(() => closeStage({ sim, browser }));

  it('in-page player: play starts the episode; a pause is sent only once it settled', async () => {
    const pausesBefore = (await requests('pause')).length;
    const page = await open('GR19V7816');
    const video = await playerFrame(page, 'in-page');
    await hands.play(video);
    const start = await next('start', isEpisode(SVC.spyFamily, 1));
    expect(bodyOf(start)).toMatchObject({ anime: { ids: { svc: SVC.spyFamily }, title: 'SPY x FAMILY' }, episode: { number: 1 } });
    expect(bodyOf(start).progress).toBeLessThan(5);
    // A flap (pause, play again at once) is never sent; a pause that stays is, after ~2 s.
    // The badge follows each report once the background has taken it: the pause was seen, and the
    // play that followed it ended its turn with the settling pause called off.
    await hands.pause(video);
    await waitFor('the flap pause seen', async () => (await badge()) === '❚❚');
    await hands.play(video);
    await waitFor('the flap play seen', async () => (await badge()) === '▶');
    expect((await requests('pause')).slice(pausesBefore)).toEqual([]);
    await hands.pause(video);
    const pausedAt = Date.now();
    // The first pause after the flap is this one, and only once it settled (none came earlier).
    const pause = await next('pause', isEpisode(SVC.spyFamily, 1), pausesBefore);
    expect(Date.now() - pausedAt).toBeGreaterThanOrEqual(1900);
    expect((await requests('pause')).slice(pausesBefore)).toEqual([pause]);
    expect(pause.response).toMatchObject({ action: 'pause' });
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });

  it('iframe player: the frame relays through the background, the page names the item, the dub suffix is gone', async () => {
    const page = await browser.context.newPage();
    // Every window message either document hears, from before any content script runs.
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      window.addEventListener('message', (event) => heard.push(event.data));
    });
    await page.goto(catalogRow('GZ7UV8KWZ').url);
    expect(await page.locator('#player-container').count()).toBe(0);
    const video = await playerFrame(page, 'iframe');
    await hands.play(video);
    const start = await next('start', isEpisode(SVC.cowboyBebop, 1));
    expect(bodyOf(start)).toMatchObject({ anime: { ids: { svc: SVC.cowboyBebop }, title: 'Cowboy Bebop' }, episode: { number: 1 } });
    await hands.pause(video);
    await next('pause', isEpisode(SVC.cowboyBebop, 1));
    // The relay (events up, the time-update requests down) went through the background: neither
    // document heard anything but the fixture's own player API (messages with a `method`).
    for (const frame of [page.mainFrame(), video]) {
      const heard = await frame.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
      expect(heard.filter((data) => !(typeof data === 'object' && data !== null && 'method' in data))).toEqual([]);
    }
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });

  it('in-page autoplay: the ended episode is scrobbled and the next one opens by itself; the show resolves once', async () => {
    const redirectsBefore = (await admin.requests('/redirect')).length;
    const startsBefore = (await requests('start')).length;
    const page = await open('G0DUND0K2');
    const video = await playerFrame(page, 'in-page');
    await hands.play(video);
    await next('start', isEpisode(SVC.spyFamily, 2), startsBefore);
    await hands.watchTheEnd(video);
    await page.waitForURL(catalogRow('GEVUZD7XM').url, { timeout: 30_000 });
    const stop = await next('stop', isEpisode(SVC.spyFamily, 2));
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(90);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const start3 = await next('start', isEpisode(SVC.spyFamily, 3), startsBefore);
    expect(bodyOf(start3).progress).toBeLessThan(10);
    expect(await page.locator('h1.title').textContent()).toBe('E3 - Prepare for the Interview');
    expect((await admin.requests('/redirect')).length - redirectsBefore).toBeLessThanOrEqual(1);
    const history = (await admin.user('demo')).history;
    expect(history.filter((row) => JSON.stringify(row).includes(`"svc":${SVC.spyFamily}`) && JSON.stringify(row).includes('"number":2'))).toHaveLength(1);
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });

  it('iframe autoplay: the same through the relay, with the frame kept and its video reloaded', async () => {
    const startsBefore = (await requests('start')).length;
    const page = await open('G6NQ5DWZ6');
    const video = await playerFrame(page, 'iframe');
    await hands.play(video);
    await next('start', isEpisode(SVC.cowboyBebop, 2), startsBefore);
    await hands.watchTheEnd(video);
    await page.waitForURL(catalogRow('GR3VWXP96').url, { timeout: 30_000 });
    const stop = await next('stop', isEpisode(SVC.cowboyBebop, 2));
    expect(bodyOf(stop).progress).toBeGreaterThanOrEqual(90);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const start3 = await next('start', isEpisode(SVC.cowboyBebop, 3), startsBefore);
    expect(bodyOf(start3).progress).toBeLessThan(10);
    // Same frame document throughout: the relay followed the reloaded video.
    expect(page.frames().filter((f) => f.url().startsWith(`${PLAYER_ORIGIN}/`))).toEqual([video]);
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });

  it('German UI and German dub: /de/watch/… starts the right anime', async () => {
    const page = await open('GJWU2VKK3');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const video = await playerFrame(page, 'in-page');
    await hands.play(video);
    const start = await next('start', isEpisode(SVC.demonSlayer, 1));
    expect(bodyOf(start)).toMatchObject({ anime: { ids: { svc: SVC.demonSlayer }, title: 'Demon Slayer: Kimetsu no Yaiba' }, episode: { number: 1 } });
    await hands.pause(video);
    await next('pause', isEpisode(SVC.demonSlayer, 1));
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });

  it('movie: an anime film is scrobbled as its anime entry (the service keeps anime films there)', async () => {
    const startsBefore = (await requests('start')).length;
    const page = await open('G25FVD45Q');
    const video = await playerFrame(page, 'in-page');
    await hands.play(video);
    const detected = await waitFor('the movie in the activity log', async () =>
      (await activity()).find((line) => line.startsWith('crunchyroll: Cowboy Bebop: The Movie playing')),
    );
    expect(detected).toMatch(/^crunchyroll: Cowboy Bebop: The Movie playing at \d/);
    const start = await next('start', isEpisode(30013, 1), startsBefore);
    expect(bodyOf(start).anime?.title).toBe('Cowboy Bebop: The Movie');
    await page.close();
    // Leaving sends its stop; wait for it so the next test starts from a quiet outbox.
    await next('stop', isEpisode(30013, 1), 0);
  });

  it('muted autoplay in the frame never starts; unmuting it does (volume changes cross the relay)', async () => {
    const startsBefore = (await requests('start')).length;
    // SPY x FAMILY E1 in the other rollout arm: the same item behind the Vilos frame.
    const page = await open('GR19V7816', '?wm_player=iframe');
    const video = await playerFrame(page, 'iframe');
    await hands.mute(video, true);
    await hands.play(video);
    await video.waitForFunction(() => document.querySelector('video')!.currentTime > 1.5);
    // The background logged the muted playing report, then ended its turn (the badge follows what
    // plays): whatever that turn queued is in the log by now, and it queued no start.
    const mutedLine = (lines: string[]) =>
      lines.findIndex((line) => line.startsWith('crunchyroll: ') && line.includes(' playing at ') && line.includes(', muted'));
    await waitFor('the muted playback logged', async () => mutedLine(await activity()) >= 0);
    await waitFor('the muted playback shown', async () => (await badge()) === '▶');
    const lines = await activity();
    expect(lines.slice(0, mutedLine(lines)).filter((line) => line.startsWith('Queued '))).toEqual([]);
    expect((await requests('start')).slice(startsBefore)).toEqual([]);
    await hands.mute(video, false);
    const start = await next('start', isEpisode(SVC.spyFamily, 1), startsBefore);
    expect(bodyOf(start).progress).toBeLessThan(5);
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });
});

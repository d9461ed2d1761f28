import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RequestEntry, type Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { catalogRow as crunchyrollRow } from '../../content-scripts/sites/crunchyroll/fixture/catalog';
import { routeCrunchyroll } from '../../content-scripts/sites/crunchyroll/fixture/serve';
import { registerFixtureTitles, type FixtureMovie, type FixtureShow } from '../../content-scripts/sites/netflix/fixture/catalog';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { openNetflixWatch, openPopup, player, serveNetflix, signInThroughConsent } from './support/flows';
import { E2E_CHROME_EXTENSION, E2E_PORTS } from './support/paths';
import { SimAdmin, waitFor } from './support/sim-admin';
import { readAll } from './support/extension-db';
import type { OutboxEntry } from '../../lib/outbox/entry';

// Simulator ids (test/service/catalog/seed-*.ts).
const SVC = { officeUs: 20002, officeUk: 20003, dune1984: 10011, aot: 30002, aotSeason2: 30003 } as const;

const episodes = (showId: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: showId + 11 + index, seq: index + 1, title: `Episode ${index + 1}`, synopsis: 'An episode.' }));

/** Netflix dates this "The Office" by its US run: resolved by title + year in one redirect. */
const OFFICE_BINGE: FixtureShow = {
  type: 'show',
  id: 99_100_000,
  title: 'The Office',
  year: 2005,
  synopsis: 'Office life.',
  seasons: [{ id: 99_100_001, seq: 1, year: 2005, episodes: episodes(99_100_000, 5) }],
};
/** The same name and year on another listing: the user knows it is the UK original and corrects it. */
const OFFICE_UK: FixtureShow = {
  type: 'show',
  id: 99_300_000,
  title: 'The Office',
  year: 2005,
  synopsis: 'Slough.',
  seasons: [{ id: 99_300_001, seq: 1, year: 2005, episodes: episodes(99_300_000, 2) }],
};
/** Netflix shows the year it added the film: neither Dune has it, so the title is a toss-up. */
const DUNE: FixtureMovie = { type: 'movie', id: 99_200_000, title: 'Dune', year: 2000, synopsis: 'Arrakis.' };

interface Body {
  movie?: { ids: { svc: number } };
  show?: { ids: { svc: number } };
  anime?: { ids: { svc: number }; title: string };
  episode?: { season?: number; number: number };
  progress?: number;
}
const bodyOf = (entry: RequestEntry) => entry.body as Body;
const svcOf = (entry: RequestEntry) => {
  const body = bodyOf(entry);
  return (body.movie ?? body.show ?? body.anime)?.ids.svc;
};

/** What the bench and the acceptance count as resolve requests: the redirect helper and search. */
async function resolveRequests(admin: SimAdmin): Promise<number> {
  return (await admin.requests('/redirect')).length + (await admin.requests('/search/')).length;
}

/** Sends a request as an extension page does (the popup's own channel to the background). */
function ask<T>(page: Page, message: unknown): Promise<T> {
  return page.evaluate(
    (m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(x: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(m),
    message,
  ) as Promise<T>;
}

/** Watches until the last minutes at speed, then takes the "Next Episode" button, as a binger does. */
async function watchToNext(page: Page): Promise<void> {
  await player.seekToFraction(page, 0.85);
  await player.setRate(page, 8);
  await page.waitForFunction(
    () => {
      const video = document.querySelector('video')!;
      return video.currentTime >= video.duration * 0.95;
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.locator('[data-uia="next-episode-seamless-button"]').click();
}

describe('Resolution in real Chromium: one lookup per show, anime seasons, parked titles, corrections', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;
  let profile: string;
  let clip: string;

  async function launch(): Promise<void> {
    browser = await launchWithExtension(E2E_CHROME_EXTENSION, { userDataDir: profile });
    await serveNetflix(browser.context, clip);
    await routeCrunchyroll(browser.context, { clipPath: clip });
  }

  const scrobbles = async (action: 'start' | 'pause' | 'stop', after = 0) => (await admin.requests(`/scrobble/${action}`)).slice(after);

  beforeAll(async () => {
    registerFixtureTitles({ shows: [OFFICE_BINGE, OFFICE_UK], movies: [DUNE] });
    clip = await ensureClip();
    profile = await mkdtemp(path.join(os.tmpdir(), 'watchmark-resolve-'));
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    admin = new SimAdmin(sim.urls.api);
    await launch();
    await signInThroughConsent(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
    await rm(profile, { recursive: true, force: true });
  });

  it('a binge of 5 episodes costs one resolve request, and every episode lands on its number', async () => {
    const before = await resolveRequests(admin);
    const startsBefore = (await scrobbles('start')).length;
    const page = await openNetflixWatch(browser.context, OFFICE_BINGE.seasons[0]!.episodes[0]!.id);
    await player.play(page);
    for (let number = 1; number <= 5; number += 1) {
      await waitFor(`start of episode ${number}`, async () =>
        (await scrobbles('start', startsBefore)).find((entry) => svcOf(entry) === SVC.officeUs && bodyOf(entry).episode?.number === number),
      );
      if (number < 5) await watchToNext(page);
    }
    await waitFor('episodes 1-4 in history', async () => {
      const rows = (await admin.user('demo')).history.filter((row) => row.ids.svc === SVC.officeUs);
      return [1, 2, 3, 4].every((number) => rows.some((row) => row.season === 1 && row.number === number));
    });
    const spent = (await resolveRequests(admin)) - before;
    console.info(`[resolve] binge of 5 episodes: ${spent} resolve request(s)`);
    expect(spent).toBeLessThanOrEqual(1);
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });

  it('an anime season 2 episode on Crunchyroll lands on the season 2 entry and its own episode number', async () => {
    const before = await resolveRequests(admin);
    const page = await browser.context.newPage();
    await page.goto(crunchyrollRow('G6P8KQ3WR').url);
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return !!video && Number.isFinite(video.duration) && video.duration > 0;
    });
    await page.evaluate(() => document.querySelector('video')!.play());
    const start = await waitFor('the Historia start', async () => (await scrobbles('start')).find((entry) => bodyOf(entry).anime?.ids.svc === SVC.aotSeason2));
    expect(bodyOf(start)).toMatchObject({ anime: { ids: { svc: SVC.aotSeason2 }, title: 'Attack on Titan Season 2' }, episode: { number: 5 } });
    // The entry's own numbering, named in full (spec 4.4: season and number): its one season.
    expect(bodyOf(start).episode).toEqual({ season: 1, number: 5 });
    // The service agrees: its session names the season 2 entry's episode 5 ("Historia"), TV-database S2E5.
    expect(start.response).toMatchObject({
      action: 'start',
      anime: { ids: { svc: SVC.aotSeason2 } },
      episode: { number: 5, title: 'Historia', tvdb_season: 2, tvdb_number: 5 },
    });
    expect((await admin.requests(`/anime/${SVC.aot}`)).length).toBeGreaterThanOrEqual(1);
    console.info(`[resolve] anime season 2 episode: ${(await resolveRequests(admin)) - before} resolve request(s)`);
    expect(await admin.violations()).toEqual([]);
    await page.close();
    // Leaving sends its stop; wait for it so the next test starts from a quiet outbox.
    await waitFor('the Historia stop', async () => (await scrobbles('stop')).find((entry) => bodyOf(entry).anime?.ids.svc === SVC.aotSeason2));
  });

  it('an ambiguous title is parked, never guessed; once picked in the popup the watch is recorded with its original time', async () => {
    const scrobblesBefore = (await admin.requests('/scrobble/')).length;
    const page = await openNetflixWatch(browser.context, DUNE.id);
    await player.play(page);
    await player.seekToFraction(page, 0.9);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const endedAt = Date.now();

    const popup = await openPopup(browser);
    const parked = popup.getByTestId('parked-row');
    await parked.waitFor({ timeout: 20_000 });
    await expect.poll(() => parked.textContent()).toMatch(/Dune \(2000\).*2 updates waiting/);
    // Nothing went out under a guess.
    const DUNES = [10010, SVC.dune1984, 10012];
    expect((await admin.requests('/scrobble/')).slice(scrobblesBefore).filter((entry) => DUNES.includes(svcOf(entry) ?? 0))).toEqual([]);
    await page.close();
    // The time the parked stop holds: the watch must go out with exactly it, not with the pick's.
    const parkedStop = await waitFor('the parked stop of Dune', async () =>
      ((await readAll(await browser.worker(), 'outbox')) as OutboxEntry[]).find(
        (entry) => entry.status === 'parked' && entry.command?.action === 'stop' && entry.command.guess?.title === 'Dune',
      ),
    );
    const parkedAt = parkedStop.command!.at;

    await parked.getByRole('button', { name: 'Pick the right title' }).click();
    await parked.getByRole('button', { name: 'Search' }).click();
    await parked.getByRole('button', { name: /^Dune \(1984\)/ }).click();
    const pickedAt = Date.now();
    await parked.getByRole('button', { name: 'Use this' }).click();

    const history = await waitFor('the Dune (1984) watch', async () => (await admin.user('demo')).history.find((row) => row.ids.svc === SVC.dune1984));
    const watchedAt = Date.parse(history.watched_at);
    expect(Math.abs(watchedAt - endedAt)).toBeLessThan(2500);
    // Written to history with its time, not scrobbled as if watched now; nothing for the other Dunes.
    const sent = (await admin.requests('/sync/history')).filter((entry) => JSON.stringify(entry.body).includes(`"svc":${SVC.dune1984}`));
    expect(sent).toHaveLength(1);
    // To the millisecond the time it was parked with, which the pick came after.
    expect(JSON.stringify(sent[0]!.body)).toContain(`"watched_at":"${new Date(parkedAt).toISOString()}"`);
    expect(pickedAt).toBeGreaterThan(parkedAt);
    expect((await admin.user('demo')).history.filter((row) => row.title === 'Dune' && row.ids.svc !== SVC.dune1984)).toEqual([]);
    await popup.getByTestId('unresolved').waitFor({ state: 'detached' });
    expect(await admin.violations()).toEqual([]);
    await popup.close();
  });

  it('"Wrong match?" ends the wrong session without a watch, starts the right one, and the correction survives a browser restart', async () => {
    const [first, second] = OFFICE_UK.seasons[0]!.episodes;
    const startsBefore = (await scrobbles('start')).length;
    // The binge above already recorded the US show's episode 1: the correction must add no other.
    const usPilotWatches = async () =>
      (await admin.user('demo')).history.filter((row) => row.ids.svc === SVC.officeUs && row.season === 1 && row.number === 1).length;
    const usPilotBefore = await usPilotWatches();
    const page = await openNetflixWatch(browser.context, first!.id);
    await player.play(page);
    // It resolves (by title + year) to the US show, which the user knows is wrong.
    await waitFor('the wrong start', async () =>
      (await scrobbles('start', startsBefore)).find((entry) => svcOf(entry) === SVC.officeUs && bodyOf(entry).episode?.number === 1),
    );
    await player.seekToFraction(page, 0.85);

    const popup = await openPopup(browser);
    await popup.getByRole('button', { name: 'Wrong match?' }).click();
    await popup.getByRole('button', { name: 'Search' }).click();
    await popup.getByRole('button', { name: /^The Office \(2001\)/ }).click();
    await popup.getByLabel('Always use this for this show on this site').check();
    const pausesBefore = (await scrobbles('pause')).length;
    await popup.getByRole('button', { name: 'Use this' }).click();

    const right = await waitFor('the right start', async () => (await scrobbles('start', startsBefore)).find((entry) => svcOf(entry) === SVC.officeUk));
    expect(bodyOf(right)).toMatchObject({ episode: { season: 1, number: 1 } });
    expect(bodyOf(right).progress).toBeGreaterThan(80);
    // The wrong session ended as a pause (a stop at this progress would have recorded a watch), and
    // its saved place was removed: no trace of the US show in history or playback.
    const pause = (await scrobbles('pause', pausesBefore)).find((entry) => svcOf(entry) === SVC.officeUs);
    expect(pause?.response).toMatchObject({ action: 'pause' });
    await waitFor('the wrong saved playback removed', async () =>
      (await admin.requests('/sync/playback/')).some((entry) => entry.method === 'DELETE' && entry.status === 204),
    );
    const saved = (await admin.user('demo')).playback as Array<{ show?: { ids: { svc: number } }; episode?: { number: number } }>;
    expect(saved.filter((row) => row.show?.ids.svc === SVC.officeUs && row.episode?.number === 1)).toEqual([]);
    expect(await usPilotWatches()).toBe(usPilotBefore);
    await page.close();
    await popup.close();

    // A new browser on the same profile: the correction answers the next episode without a lookup.
    await browser.close();
    await launch();
    const lookupsBefore = await resolveRequests(admin);
    const startsAfterRestart = (await scrobbles('start')).length;
    const next = await openNetflixWatch(browser.context, second!.id);
    await player.play(next);
    const start = await waitFor('episode 2 under the correction', async () =>
      (await scrobbles('start', startsAfterRestart)).find((entry) => bodyOf(entry).episode?.number === 2),
    );
    expect(svcOf(start)).toBe(SVC.officeUk);
    expect((await resolveRequests(admin)) - lookupsBefore).toBe(0);

    // The options page lists it (it followed the profile through storage.sync) and removes it.
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    const row = options.getByTestId('correction-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('The Office (2001)');
    await options.getByRole('button', { name: /^Remove the correction for / }).click();
    await expect.poll(() => row.count()).toBe(0);
    const listed = await ask<{ corrections: unknown[] }>(options, { type: 'list-corrections' });
    expect(listed.corrections).toEqual([]);
    expect(await admin.violations()).toEqual([]);
    await next.close();
    await options.close();
  });
});

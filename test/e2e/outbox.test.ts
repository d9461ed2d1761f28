import { describe, expect, it } from 'vitest';
import { GLASS_ONION, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import type { OutboxEntry } from '../../lib/outbox/entry';
import { plantOutboxEntry, readAll, readState } from './support/extension-db';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { waitFor } from './support/sim-admin';
import { useNetflixStage } from './support/harness';

const HOUR = 3600_000;

function queued(action: string, guess: Record<string, unknown>, at: number, extra: Record<string, unknown> = {}) {
  return { command: { action, progress: 10, at, tabId: 1, guess, ...extra }, status: 'pending', attempts: 0, notBefore: 0, createdAt: at };
}

function staleWatch(guess: Record<string, unknown>, at: number) {
  return queued('stop', guess, at, { counts: true, progress: 100 });
}

/** Season 1's episode `number` as the Netflix page names it (its ids run on from the first's). */
function strangerThings(number: number) {
  const first = STRANGER_THINGS.seasons[0]!.episodes[0]!.id;
  return {
    site: 'netflix',
    siteItemId: String(first + number - 1),
    siteShowId: '80057281',
    kind: 'episode',
    title: 'Stranger Things',
    year: 2016,
    season: 1,
    episode: number,
  };
}

/** As after a long time offline: the worker starts again and finds the backlog. */
async function restartWorker(stage: ReturnType<typeof useNetflixStage>): Promise<void> {
  const page = await stage.browser.context.newPage();
  await page.goto('about:blank');
  await stage.browser.killWorker(page);
  const popup = await stage.browser.context.newPage();
  await popup.goto(`chrome-extension://${stage.browser.extensionId}/popup.html`);
}

describe('the outbox in real Chromium: check-in and a stale backlog', () => {
  const stage = useNetflixStage();

  it('"I\'m watching this now" sends a check-in without a position', async () => {
    const popup = await signInThroughConsent(stage.browser);
    const page = await openNetflixWatch(stage.browser.context, STRANGER_THINGS.seasons[0]!.episodes[2]!.id);
    await player.play(page);
    await waitFor('start', async () => (await stage.admin.requests('/scrobble/start')).length > 0);
    await page.close();
    await waitFor('stop on leaving', async () => (await stage.admin.requests('/scrobble/stop')).length > 0);
    await popup.getByRole('button', { name: "I'm watching this now" }).click();
    const checkin = await waitFor('checkin', async () => (await stage.admin.requests('/scrobble/checkin')).find((r) => r.status === 201));
    expect(checkin.body).toMatchObject({ show: { title: 'Stranger Things' }, episode: { season: 1, number: 3 } });
    expect(checkin.body).not.toHaveProperty('progress');
    expect(checkin.response).toMatchObject({ action: 'checkin' });
  });

  it('watches queued long ago go to history in one call, with the times they happened', async () => {
    const now = Date.now();
    const episode = (n: number, id: number) => ({
      site: 'netflix',
      siteItemId: String(id),
      siteShowId: '80057281',
      kind: 'episode',
      title: 'Stranger Things',
      year: 2016,
      season: 1,
      episode: n,
    });
    const planted = [
      staleWatch(episode(4, 80077212), now - 3 * HOUR),
      staleWatch(episode(5, 80077213), now - 2 * HOUR),
      staleWatch({ site: 'netflix', siteItemId: String(GLASS_ONION.id), kind: 'movie', title: GLASS_ONION.title, year: 2022 }, now - HOUR),
    ];
    const worker = await stage.browser.worker();
    for (const entry of planted) await plantOutboxEntry(worker, entry);
    await restartWorker(stage);
    const popup = (await stage.browser.context.pages()).at(-1)!;

    const history = await waitFor('history write', async () => (await stage.admin.requests('/sync/history')).find((r) => r.status === 201));
    expect((await stage.admin.requests('/sync/history')).length).toBe(1);
    const body = history.body as {
      shows: Array<{ seasons: Array<{ episodes: Array<{ number: number; watched_at: string }> }> }>;
      movies: Array<{ watched_at: string }>;
    };
    expect(body.shows).toHaveLength(1);
    expect(body.shows[0]!.seasons[0]!.episodes).toEqual([
      { number: 4, watched_at: new Date(now - 3 * HOUR).toISOString() },
      { number: 5, watched_at: new Date(now - 2 * HOUR).toISOString() },
    ]);
    expect(body.movies).toEqual([expect.objectContaining({ title: GLASS_ONION.title, watched_at: new Date(now - HOUR).toISOString() })]);
    const rows = (await stage.admin.user('demo')).history.filter((row) => (row as { via?: string }).via === 'history');
    expect(rows.map((row) => row.watched_at).sort()).toEqual([now - 3 * HOUR, now - 2 * HOUR, now - HOUR].map((t) => new Date(t).toISOString()));
    expect((await stage.admin.requests('/scrobble/stop')).filter((r) => JSON.stringify(r.body).includes('"number":4')).length).toBe(0);
    await expect.poll(() => popup.getByTestId('last-result').textContent()).toContain('sent later with the time you watched');
    expect(await stage.admin.violations()).toEqual([]);
  });

  it("an offline spell's sessions the service never heard begin send no pause or stop (spec 3.1), only the finish", async () => {
    const now = Date.now();
    const mark = (await stage.admin.requests('')).length;
    const worker = await stage.browser.worker();
    const backlog = [
      queued('start', strangerThings(5), now - 3 * HOUR),
      queued('start', strangerThings(6), now - 3 * HOUR),
      queued('pause', strangerThings(6), now - 3 * HOUR + 60_000, { progress: 30 }),
      queued('start', strangerThings(7), now - 2 * HOUR),
      queued('stop', strangerThings(7), now - 2 * HOUR + 60_000, { progress: 40 }),
      queued('start', strangerThings(8), now - HOUR),
      queued('pause', strangerThings(8), now - HOUR + 60_000, { progress: 50 }),
      queued('stop', strangerThings(8), now - HOUR + 120_000, { progress: 100, counts: true }),
    ];
    for (const entry of backlog) await plantOutboxEntry(worker, entry);
    await restartWorker(stage);

    const history = await waitFor('history write', async () =>
      (await stage.admin.requests('/sync/history')).slice(-1).find((r) => r.status === 201 && JSON.stringify(r.body).includes('"number":8')),
    );
    expect(history.body).toMatchObject({
      shows: [{ seasons: [{ number: 1, episodes: [{ number: 8, watched_at: new Date(now - HOUR + 120_000).toISOString() }] }] }],
    });
    // Everything else left the queue without a word to the service.
    await expect.poll(async () => (await readAll(await stage.browser.worker(), 'outbox')).length).toBe(0);
    const scrobbles = (await stage.admin.requests('')).slice(mark).filter((r) => r.path.startsWith('/scrobble/'));
    expect(scrobbles.map((r) => `${r.path} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('after a daily quota 429 nothing that draws on the quota goes out before the reset it announced (spec 7)', async () => {
    await stage.admin.faults({ path: '/scrobble/start', method: 'POST', status: 429, error: 'user_limit_exceeded', retryAfter: 3600, times: 1 });
    const page = await openNetflixWatch(stage.browser.context, GLASS_ONION.id);
    await player.play(page);
    await waitFor('the quota 429', async () => (await stage.admin.requests('/scrobble/start')).find((r) => r.status === 429));
    const mark = (await stage.admin.requests('')).length;
    // The popup opens (its continue-watching reads activities) and the tab ends (a stop is queued).
    const popup = await openPopup(stage.browser);
    await popup.getByTestId('player-state').waitFor();
    // The popup's reads on opening are answered (held here, or sent were the hold broken).
    await popup.waitForFunction(() => document.documentElement.dataset.continueRead === 'true');
    await page.close();
    // The stop is queued; then the outbox's own word that it found nothing due before the reset.
    const worker = await stage.browser.worker();
    const stop = await waitFor('the stop queued', async () =>
      ((await readAll(worker, 'outbox')) as OutboxEntry[]).find((entry) => entry.command?.action === 'stop'),
    );
    await waitFor('the outbox to find nothing due before the reset', async () => {
      const idle = (await readState(worker, 'outboxIdle')) as { at: number; waitingUntil: number | null } | null;
      return idle && idle.at >= stop.createdAt && idle.waitingUntil !== null && idle.waitingUntil > stop.createdAt + 30 * 60_000;
    });
    const after = (await stage.admin.requests('')).slice(mark).filter((r) => r.host === 'api' && !/^\/(redirect|movies\/\d+|oauth2?\/)/.test(r.path));
    expect(after.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
  });
});

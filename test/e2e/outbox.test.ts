import { describe, expect, it } from 'vitest';
import { GLASS_ONION, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { plantOutboxEntry } from './support/extension-db';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { waitFor } from './support/sim-admin';
import { useNetflixStage } from './support/harness';

const HOUR = 3600_000;

function staleWatch(guess: Record<string, unknown>, at: number) {
  return { command: { action: 'stop', counts: true, progress: 100, at, tabId: 1, guess }, status: 'pending', attempts: 0, notBefore: 0, createdAt: at };
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
    // As after a long time offline: the worker starts again and finds the backlog.
    const page = await stage.browser.context.newPage();
    await page.goto('about:blank');
    await stage.browser.killWorker(page);
    const popup = await stage.browser.context.newPage();
    await popup.goto(`chrome-extension://${stage.browser.extensionId}/popup.html`);

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

  it('after a daily quota 429 nothing that draws on the quota goes out before the reset it announced (spec 7)', async () => {
    await stage.admin.faults({ path: '/scrobble/start', method: 'POST', status: 429, error: 'user_limit_exceeded', retryAfter: 3600, times: 1 });
    const page = await openNetflixWatch(stage.browser.context, GLASS_ONION.id);
    await player.play(page);
    await waitFor('the quota 429', async () => (await stage.admin.requests('/scrobble/start')).find((r) => r.status === 429));
    const mark = (await stage.admin.requests('')).length;
    // The popup opens (its continue-watching reads activities) and the tab ends (a stop is queued).
    const popup = await openPopup(stage.browser);
    await popup.getByTestId('player-state').waitFor();
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = (await stage.admin.requests('')).slice(mark).filter((r) => r.host === 'api' && !/^\/(redirect|movies\/\d+|oauth2?\/)/.test(r.path));
    expect(after.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { readActivity } from './support/extension-db';
import { openNetflixWatch, player, signInThroughConsent } from './support/flows';
import { useNetflixStage } from './support/harness';
import { strangerThingsDayRow as row } from './support/netflix-csv';
import { waitFor, type UserView } from './support/sim-admin';

// Issue 30, "No double watches": a history import over live scrobbles of the same viewings writes
// none of them again. Here the file is previewed before the live watch (so the preview still
// offers the row); the background's duplicate rule keeps it back when the import is sent.

const LIVE = STRANGER_THINGS.seasons[0]!.episodes[2]!;
const OLDER = STRANGER_THINGS.seasons[0]!.episodes[0]!;

describe('a history import over a live scrobble of the same viewing (real Chromium)', () => {
  const stage = useNetflixStage();
  const history = async () => (await stage.admin.user('demo')).history;
  /** The service's history before the live watch, and between the live watch and the import. */
  let beforeLive: UserView['history'];
  let beforeImport: UserView['history'];

  it('the row the live scrobble recorded today is not written again; the other row is', async () => {
    const popup = await signInThroughConsent(stage.browser);
    beforeLive = await history();
    const library = await stage.browser.context.newPage();
    await library.goto(`chrome-extension://${stage.browser.extensionId}/library.html`);
    const section = library.getByTestId('import-history');
    const today = new Date();
    const lastYear = new Date(today.getFullYear() - 1, today.getMonth(), 15);
    const csv = ['Title,Date', row(LIVE.title, today), row(OLDER.title, lastYear)].join('\r\n');
    await library.getByTestId('import-file').setInputFiles({ name: 'NetflixViewingHistory.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const summary = section.getByTestId('import-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.getAttribute('data-new')).toBe('2');

    // Watched live to the end while the preview waits.
    const tab = await openNetflixWatch(stage.browser.context, LIVE.id);
    await player.play(tab);
    await waitFor('scrobble/start', async () => (await stage.admin.requests('/scrobble/start')).some((entry) => entry.status === 201));
    await player.seekToFraction(tab, 0.85);
    await player.setRate(tab, 8);
    await player.waitEnded(tab);
    await waitFor('the live watch recorded', async () =>
      (await stage.admin.requests('/scrobble/stop')).some((entry) => (entry.response as { action?: string } | undefined)?.action === 'scrobble'),
    );

    beforeImport = await history();
    await section.getByTestId('import-go').click();
    const result = section.getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    // The row kept back as a repeat was not written: counted as skipped, not as written.
    expect(await result.getAttribute('data-written')).toBe('1');
    expect(await result.textContent()).toContain('skipped: 1');
    const sent = (await stage.admin.requests('/sync/history')).filter((entry) => entry.method === 'POST');
    const episodes = sent.flatMap((entry) => (entry.body as { shows?: Array<{ seasons: Array<{ episodes: Array<{ number: number }> }> }> }).shows ?? []);
    expect(episodes.flatMap((show) => show.seasons.flatMap((season) => season.episodes.map((episode) => episode.number)))).toEqual([OLDER.seq]);
    const worker = await stage.browser.worker();
    expect((await readActivity(worker)).some((line) => line.text.includes('already recorded at') && line.text.includes('from Netflix'))).toBe(true);
    expect(await stage.admin.violations()).toEqual([]);
    await popup.close();
  });

  // Issue 30, "Undo any write": the activity log takes each back; the service's history returns to
  // what it was, and what the import skipped (the live watch) stays until its own undo.
  let log: Page;
  /** A write's own row in the log, with its Undo. */
  const undoRow = (text: string) => log.getByTestId('activity-table').getByTestId('written-row').filter({ hasText: text }).first();

  it('"Undo this import" in the activity log removes exactly what the import added', async () => {
    log = await stage.browser.context.newPage();
    await log.goto(`chrome-extension://${stage.browser.extensionId}/activity.html`);
    await undoRow('Import from').getByRole('button', { name: 'Undo this import' }).click();
    await undoRow('Import from').getByText('undone').waitFor();
    await expect.poll(history, { timeout: 15_000 }).toEqual(beforeImport);
    expect(await stage.admin.violations()).toEqual([]);
  });

  // "Undo never removes a viewing the user made in another way": a later watch of the episode on
  // the service's website makes Undo ask; Keep leaves the history alone, Remove anyway takes back
  // only the watch Watchmark wrote.
  const liveRow = () => undoRow(`Stranger Things S1E${LIVE.seq}`);
  let ours: UserView['history'][number];
  let withElsewhere: UserView['history'];

  it('Undo of the scrobbled watch asks when the episode was watched again elsewhere; Keep leaves the history', async () => {
    ours = (await history()).find((row) => row.number === LIVE.seq && row.via === 'scrobble')!;
    const episodeSvc = (ours['episode_ids'] as { svc: number }).svc;
    await stage.admin.watchedElsewhere(episodeSvc, new Date(Date.parse(ours.watched_at) + 3600_000).toISOString());
    withElsewhere = await history();
    const removals = (await stage.admin.requests('/sync/history/remove')).length;
    await liveRow().getByRole('button', { name: 'Undo', exact: true }).click();
    const question = liveRow().getByTestId('watched-elsewhere');
    await question.getByText(/^Watched again on .+ elsewhere$/).waitFor();
    await question.getByRole('button', { name: 'Keep' }).click();
    await liveRow().getByText('kept', { exact: true }).waitFor();
    expect(await history()).toEqual(withElsewhere);
    expect(await stage.admin.requests('/sync/history/remove')).toHaveLength(removals);
  });

  it("Remove anyway takes back only the extension's watch; the one made elsewhere stays", async () => {
    await liveRow().getByRole('button', { name: 'Undo', exact: true }).click();
    await liveRow().getByTestId('watched-elsewhere').getByRole('button', { name: 'Remove anyway' }).click();
    await liveRow().getByText('undone').waitFor();
    await expect.poll(history, { timeout: 15_000 }).toEqual(withElsewhere.filter((row) => row.id !== ours.id));
    expect(withElsewhere.filter((row) => row.id !== ours.id)).toEqual([...beforeLive, expect.objectContaining({ number: LIVE.seq, via: 'elsewhere' })]);
    expect(await stage.admin.violations()).toEqual([]);
    await log.close();
  });
});

import { describe, expect, it } from 'vitest';
import { Catalog } from '../service/catalog/store';
import { countStored } from './support/extension-db';
import { useSignedInLibrary } from './support/library-stage';
import { waitFor } from './support/sim-admin';

// Issue 30, "No double watches": a history batch the service answered is never sent again, even
// when the worker dies while it records that answer. Before the fix, recording each watch and then
// removing each queued write one by one took seconds for 200 entries, and a worker killed in that
// span sent all 200 again.

const ROWS = 300;
const DAY = 24 * 3600_000;

/** A "Download all" file (M/D/YY): Stranger Things episodes, one viewing a day, newest first. */
function activityCsv(): string {
  const show = new Catalog().byTitle('Stranger Things', 2016, ['tv']);
  if (!show) throw new Error('the simulator catalog has no Stranger Things');
  const episodes = show.episodes.filter((episode) => episode.type === 'episode');
  const newest = Date.UTC(2026, 4, 21);
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const episode = episodes[index % episodes.length]!;
    const day = new Date(newest - index * DAY);
    const date = `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${String(day.getUTCFullYear()).slice(2)}`;
    return `"Stranger Things: Season ${episode.season}: ${episode.title}","${date}"`;
  });
  return ['Title,Date', ...rows].join('\r\n');
}

type HistoryBody = {
  shows?: Array<{ ids: { svc: number }; seasons: Array<{ number: number; episodes: Array<{ number: number; watched_at: string }> }> }>;
  movies?: Array<{ ids: { svc: number }; watched_at: string }>;
};

/** Every watch one history body names, as `svc:season:number@watched_at`. */
function watchesIn(body: HistoryBody): string[] {
  const episodes = (body.shows ?? []).flatMap((show) =>
    show.seasons.flatMap((season) => season.episodes.map((episode) => `${show.ids.svc}:${season.number}:${episode.number}@${episode.watched_at}`)),
  );
  return [...episodes, ...(body.movies ?? []).map((movie) => `${movie.ids.svc}@${movie.watched_at}`)];
}

describe('a history batch the service answered is never sent again (real Chromium)', () => {
  const library = useSignedInLibrary('pro');
  const { stage } = library;

  const answeredPosts = async () => (await stage.admin.requests('/sync/history')).filter((entry) => entry.method === 'POST' && entry.status === 201);

  it('a worker killed while it records the first answer does not send its watches again', async () => {
    const { page } = library;
    const section = page.getByTestId('import-history');
    await page.getByTestId('import-file').setInputFiles({ name: 'NetflixViewingHistory.csv', mimeType: 'text/csv', buffer: Buffer.from(activityCsv()) });
    const summary = section.getByTestId('import-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.getAttribute('data-new')).toBe(String(ROWS));
    await section.getByTestId('import-go').click();

    // The window: the service answered the first batch and the worker has begun recording that
    // answer (a watch of it is in the extension's watched log). The worker dies right there.
    const worker = await stage.browser.worker();
    await waitFor(
      'the first batch answered and its bookkeeping begun',
      async () => (await answeredPosts()).length === 1 && (await countStored(worker, 'watched')) > 0,
      30_000,
    );
    const queuedAtKill = await countStored(worker, 'outbox');
    await stage.browser.killWorker(page);

    // The page's status polls start a new worker, which resumes the import.
    const result = section.getByTestId('import-result');
    await result.waitFor({ timeout: 60_000 });
    const sent = (await answeredPosts()).flatMap((entry) => watchesIn(entry.body as HistoryBody));
    const sentTwice = sent.filter((watch, index) => sent.indexOf(watch) !== index);
    expect(sentTwice.length, `watches sent twice (the outbox held ${queuedAtKill} entries at the kill)`).toBe(0);
    expect(new Set(sent).size).toBe(ROWS);
    expect(await result.getAttribute('data-written')).toBe(String(ROWS));
    expect(await stage.admin.violations()).toEqual([]);
  });
});

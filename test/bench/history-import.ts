// The write side of a large history import, as the library page drives it after "Import N": the
// writes handed to the background in the page's slices; then the page is closed and the job goes
// on alone until the service has every distinct watch (read from the simulator, not the job).
// Reports what reached the service: POST /sync/history count and size, every request the import
// caused, the time, the most POSTs in any one second (spec 8 allows 1), and the violations.
import type { Catalog } from '../service/catalog/store';
import type { ExtensionBrowser } from '../e2e/support/chromium';
import type { SimAdmin } from '../e2e/support/sim-admin';
import type { ImportWrite } from '../../lib/messages/import';
import { IMPORT_WRITES_PER_REQUEST } from '../../lib/messages/import';

export interface HistoryImportBench {
  entries: number;
  /** Distinct things watched among them; the rest are later watches the service keeps only as rewatches. */
  distinct: number;
  historyPosts: number;
  largestBatch: number;
  requests: number;
  /** What those requests were, "METHOD /path" → count. */
  requestsByPath: Record<string, number>;
  seconds: number;
  maxPostsInOneSecond: number;
  written: number;
  /** Watches in the batches the service answered. */
  sentWatches: number;
  violations: number;
  addedToHistory: number;
}

const HOUR = 3600_000;

/** The extension page's own messaging (evaluated in the library page). */
type PageGlobals = { chrome: { runtime: { sendMessage: (message: unknown) => Promise<unknown> } } };

/** `count` writes over the catalog's episodes and movies, each at its own time, newest first. */
export function benchWrites(catalog: Catalog, count: number): { writes: ImportWrite[]; distinct: number } {
  const things: Array<Pick<ImportWrite, 'item' | 'episode'>> = [];
  for (const item of catalog.items) {
    const kind = item.kind === 'tv' ? 'show' : item.kind;
    const ref = { kind, svcId: item.svc, title: item.title, year: item.year } as const;
    if (item.kind === 'movie') things.push({ item: ref });
    else
      for (const episode of item.episodes.filter((e) => e.type === 'episode'))
        things.push({ item: ref, episode: { season: episode.season, number: episode.number } });
  }
  const start = Date.UTC(2026, 0, 1);
  const writes = Array.from({ length: count }, (_, index): ImportWrite => {
    const thing = things[index % things.length]!;
    const watchedAt = start - index * HOUR;
    return { ...thing, watchedAt, memoryKey: `bench\u0000${index}\u0000${watchedAt}` };
  });
  return { writes, distinct: Math.min(count, things.length) };
}

function maxPerSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (sorted[i]! - sorted[j]! >= 1000) j += 1;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

export async function measureHistoryImport(
  browser: ExtensionBrowser,
  admin: SimAdmin,
  catalog: Catalog,
  count = 5_000,
  user = 'demo',
): Promise<HistoryImportBench> {
  const { writes, distinct } = benchWrites(catalog, count);
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/library.html`);
  const mark = (await admin.requests('')).length;
  const historyBefore = (await admin.user(user)).history.length;
  const started = Date.now();
  await page.evaluate(
    async ({ writes: all, size }) => {
      const slices = Math.ceil(all.length / size);
      for (let i = 0; i < slices; i += 1) {
        await (globalThis as unknown as PageGlobals).chrome.runtime.sendMessage({
          type: 'import-write',
          source: 'bench:5000',
          writes: all.slice(i * size, (i + 1) * size),
          first: i === 0,
          last: i === slices - 1,
        });
      }
    },
    { writes, size: IMPORT_WRITES_PER_REQUEST },
  );
  // The page is closed once the writes are handed over: the job must go on by itself.
  await page.close();
  // Each watch in a batch carries its own watched_at, however the body groups shows and seasons.
  const batchSize = (body: unknown) => JSON.stringify(body ?? {}).split('"watched_at"').length - 1;
  const importPosts = async () =>
    (await admin.requests('')).slice(mark).filter((r) => r.method === 'POST' && r.path === '/sync/history' && r.status >= 200 && r.status < 300);
  let lastCount = -1;
  let quietSince = Date.now();
  for (;;) {
    const posts = await importPosts();
    if (posts.reduce((sum, post) => sum + batchSize(post.body), 0) >= count) break;
    if (posts.length !== lastCount) {
      lastCount = posts.length;
      quietSince = Date.now();
    }
    // Nothing sent for this long: the job stalled (reported as fewer watches written).
    if (Date.now() - quietSince > 20_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (Date.now() - started) / 1000;
  const reader = await browser.context.newPage();
  await reader.goto(`chrome-extension://${browser.extensionId}/library.html`);
  const readStatus = async () =>
    (await reader.evaluate(() => (globalThis as unknown as PageGlobals).chrome.runtime.sendMessage({ type: 'import-status' }))) as {
      job: { written: number; done: boolean } | null;
    };
  // The last batch's answer is counted by the job a moment after the service logged it.
  let status = await readStatus();
  for (let tries = 0; !status.job?.done && tries < 20; tries += 1) {
    await reader.waitForTimeout(500);
    status = await readStatus();
  }
  const written = status.job?.written ?? 0;
  await reader.close();
  const requests = (await admin.requests('')).slice(mark);
  const posts = requests.filter((r) => r.method === 'POST' && r.path === '/sync/history');
  return {
    entries: count,
    distinct,
    historyPosts: posts.length,
    largestBatch: Math.max(0, ...posts.map((post) => batchSize(post.body))),
    requests: requests.length,
    requestsByPath: requests.reduce<Record<string, number>>(
      (counts, r) => ({ ...counts, [`${r.method} ${r.path}`]: (counts[`${r.method} ${r.path}`] ?? 0) + 1 }),
      {},
    ),
    seconds: Math.round(seconds * 10) / 10,
    maxPostsInOneSecond: maxPerSecond(requests.filter((r) => r.method === 'POST').map((r) => Date.parse(r.at))),
    written,
    sentWatches: posts.reduce((sum, post) => sum + batchSize(post.body), 0),
    violations: (await admin.violations()).length,
    addedToHistory: (await admin.user(user)).history.length - historyBefore,
  };
}

import { describe, expect, it } from 'vitest';
import { GLASS_ONION } from '../../content-scripts/sites/netflix/fixture/catalog';
import { countStored, plantMany, readActivity, readAll, readKeys } from './support/extension-db';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { useNetflixStage } from './support/harness';
import { waitFor } from './support/sim-admin';

const DAY = 24 * 3600 * 1000;

/**
 * A start from three days ago that the service refused: its item was resolved when it was
 * played (the target), so sending it again needs no lookup, only a service that takes writes.
 */
function refusedStart(n: number, at: number) {
  const title = `Old Film ${n}`;
  const guess = { site: 'netflix', siteItemId: `9${String(n).padStart(7, '0')}`, kind: 'movie', title };
  const target = { item: { kind: 'movie', svcId: 900_000 + n, title } };
  return { command: { action: 'start', progress: 1, at, tabId: 1, guess, target }, status: 'pending', attempts: 0, notBefore: 0, createdAt: at };
}

/**
 * The service refuses every write for the hour (a 5xx with Retry-After), each answer a minute
 * slow: the head of the queue is still being sent while the viewing fills the queue past its
 * limit, until the test lets the answer go.
 */
const WRITES_REFUSED = ['/scrobble/', '/sync/'].map((path) => ({ path, method: 'POST', status: 503, retryAfter: 3600, latencyMs: 60_000, probability: 1 }));

describe('every store is bounded (real IndexedDB in Chromium)', () => {
  const stage = useNetflixStage();

  it('a worker start deletes expired matches and keeps the watched log within its bound', async () => {
    const { browser } = stage;
    const page = await browser.context.newPage();
    await page.goto('about:blank');
    const worker = await browser.worker();
    const now = Date.now();
    const match = (svcId: number, expiresAt: number) => ({ item: { kind: 'movie', svcId, title: `M${svcId}` }, expiresAt });
    await plantMany(worker, 'resolveCache', [
      ['netflix:item:1', match(1, now - DAY)],
      ['netflix:item:2', match(2, now - 1)],
      ['netflix:item:3', match(3, now + DAY)],
    ]);
    await plantMany(
      worker,
      'watched',
      Array.from({ length: 10_010 }, (_, index): [string, number] => [`movie:${index}`, now - (10_010 - index) * 1000]),
    );
    await browser.killWorker(page);
    const popup = await openPopup(browser);
    const woken = await browser.worker();
    await waitFor('pruning', async () => (await countStored(woken, 'watched')) === 10_000, 30_000);
    expect((await readAll(woken, 'resolveCache')).map((row) => (row as { item: { svcId: number } }).item.svcId)).toEqual([3]);
    // The oldest went, the newest stayed.
    const kept = await readKeys(woken, 'watched');
    expect(kept).not.toContain('movie:0');
    expect(kept).toContain('movie:10009');
    await popup.close();
    await page.close();
  });

  it('a long queue is shown with its oldest entry before anything is dropped; past the limit the oldest go, each named', async () => {
    const { admin, browser } = stage;
    // Signed in while the service refuses writes: a user's queue grows only this way (signed out,
    // nothing is recorded). 999 refused starts from five minutes ago, plus what the viewing adds.
    const signedIn = await signInThroughConsent(browser, 'demo');
    await signedIn.close();
    await admin.faults(WRITES_REFUSED);
    const worker = await browser.worker();
    // Inside the staleness window (lib/outbox/plan.ts): an older start is dropped unsent.
    const then = Date.now() - 5 * 60_000;
    await plantMany(
      worker,
      'outbox',
      Array.from({ length: 999 }, (_, index): [null, unknown] => [null, refusedStart(index, then + index)]),
    );
    const popup = await openPopup(browser);
    await popup.getByTestId('queue-long').waitFor();
    expect(await popup.getByTestId('queue-long').textContent()).toContain('Old Film 0');
    expect(await popup.getByTestId('queue-dropped').count()).toBe(0);

    const page = await openNetflixWatch(browser.context, GLASS_ONION.id);
    await player.play(page);
    await waitFor('a start queued', async () => (await countStored(worker, 'outbox')) >= 1000);
    await waitFor('the oldest start on its way', async () => ((await admin.queuedFaults()) as Array<{ hits: number }>)[0]!.hits > 0);
    await page.close();
    await popup.getByTestId('queue-dropped').waitFor();
    // The refusal of the oldest start, sent before it was dropped, arrives after: it stays dropped.
    expect(await admin.releaseFaults()).toBe(1);
    await waitFor('the refusal answered', async () => (await readActivity(worker)).some((line) => line.kind === 'retry' && line.text.includes('Old Film 0')));
    expect(await countStored(worker, 'outbox')).toBe(1000);
    const remaining = (await readAll(worker, 'outbox')) as Array<{ command?: { guess?: { title?: string } } }>;
    expect(remaining.some((entry) => entry.command?.guess?.title === 'Old Film 0')).toBe(false);
    expect(remaining.some((entry) => entry.command?.guess?.title === GLASS_ONION.title)).toBe(true);
    const log = (await readAll(worker, 'activity')) as Array<{ text: string }>;
    expect(log.some((line) => line.text.includes('Dropped (the queue was full)') && line.text.includes('Old Film 0'))).toBe(true);
    await admin.clearFaults();
    await popup.close();
  });
});

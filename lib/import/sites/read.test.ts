import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ENTRIES_PER_PAGE, MAX_VIEWINGS } from './bounds';
import { ReadCancelled, readPages, SiteReadError, type ReadDeps } from './read';
import { settleWithin } from './deadline';
import type { SiteTab } from './tab';

const idleTab: SiteTab = { url: 'https://www.netflix.com/', fetch: () => new Promise(() => undefined), globals: () => new Promise(() => undefined) };
const deps = (signal = new AbortController().signal): ReadDeps => ({ tab: idleTab, signal, onProgress: () => undefined });

describe('how much a history read takes in', () => {
  it('stops at a page longer than any site sends, keeping the pages before', async () => {
    const pages = [Array.from({ length: 3 }, (_, i) => i), Array.from({ length: MAX_ENTRIES_PER_PAGE + 1 }, (_, i) => i)];
    const result = await readPages(deps(), 0, (page: number) =>
      Promise.resolve({ entries: pages[page] ?? [], next: page + 1 < pages.length ? page + 1 : null }),
    );
    expect(result).toEqual({ entries: [0, 1, 2], failure: `page 2 holds ${MAX_ENTRIES_PER_PAGE + 1} entries, more than any history page` });
  });

  it('stops once as many viewings came as any account holds and the site offers more', async () => {
    const full = Array.from({ length: MAX_ENTRIES_PER_PAGE }, (_, i) => i);
    let asked = 0;
    const result = await readPages(deps(), 0, (page: number) => {
      asked += 1;
      return Promise.resolve({ entries: full, next: page + 1 });
    });
    expect(result.failure).toBe(`more than ${MAX_VIEWINGS} viewings`);
    expect(result.entries).toHaveLength(MAX_VIEWINGS);
    expect(asked).toBe(MAX_VIEWINGS / MAX_ENTRIES_PER_PAGE);
  });
});

describe('a tab that never answers', () => {
  afterEach(() => vi.useRealTimers());

  it('is left at the deadline with a reason', async () => {
    vi.useFakeTimers();
    const waiting = settleWithin(new Promise(() => undefined), 20_000, new AbortController().signal, 'history page 1').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    const error = await waiting;
    expect(error).toBeInstanceOf(SiteReadError);
    expect((error as SiteReadError).reason).toBe('history page 1: no answer within 20 s');
  });

  it('is left at once on Cancel', async () => {
    const controller = new AbortController();
    const waiting = settleWithin(new Promise(() => undefined), 20_000, controller.signal, 'history page 1');
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(ReadCancelled);
  });

  it('passes on an answer in time', async () => {
    await expect(settleWithin(Promise.resolve(7), 20_000, new AbortController().signal, 'x')).resolves.toBe(7);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../../test/service/server';
import { startTestSim, tokenFor, violations } from '../../../test/service/test-helpers';
import { resolveConfig } from '../../config';
import type { LibraryItem, LibraryWrite } from '../../messages/library-writes';
import { newLibraryEntry } from '../../outbox/entry';
import type { StateStore } from '../state/state';
import { withViewing, type HeldViewing } from '../../scrobble/duplicate';
import type { ForgottenWatch, RecordedWatch } from '../held-viewings';
import { addToHistory, notFoundTargets } from '../../service/history';
import type { ScrobbleTarget } from '../../service/items';

// Summaries go through the i18n catalog; in Node there is none, so each key stands for its text.
const { marksStore, sendLibraryWrites } = await import('./library-writes');
const { applyWrite, marksOf } = await import('../../library/marks');

function memoryState(): StateStore {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => values.get(key) as never,
    set: async (key, value) => void values.set(key, value),
    change: async (key, change) => void values.set(key, change(values.get(key) as never)),
    delete: async (key) => void values.delete(key),
  } as StateStore;
}

const heat: LibraryItem = { kind: 'movie', svcId: 10001, title: 'Heat' };
const ghost: LibraryItem = { kind: 'movie', svcId: 10_999_999, title: 'A Film The Service Never Had', year: 1901 };

describe('sendLibraryWrites against the simulator: one call per batch, each mark settled by the answer', () => {
  let sim: Simulator;
  let token: string;
  beforeAll(async () => {
    sim = await startTestSim();
    token = await tokenFor(sim);
  });
  afterAll(() => sim.close());

  function deps(forgotten: string[] = [], held = new Map<string, HeldViewing[]>()) {
    const config = resolveConfig({
      WXT_SVC_API_URL: sim.urls.api,
      WXT_SVC_WEB_URL: sim.urls.web,
      WXT_SVC_CDN_URL: sim.urls.cdn,
      WXT_SVC_IMAGE_URL: sim.urls.image,
    });
    const tokens = { withToken: <T>(use: (token: string) => Promise<T>) => use(token) };
    return {
      http: { config, fetch },
      tokens: tokens as never,
      marks: marksStore(memoryState()),
      answered: async ({ forgotten: watches, recorded }: { forgotten: readonly ForgottenWatch[]; recorded: readonly RecordedWatch[] }) => {
        const keys = watches.map((watch) => watch.key);
        forgotten.push(...keys);
        for (const key of keys) held.delete(key);
        for (const { key, ...viewing } of recorded) held.set(key, withViewing(held.get(key) ?? [], viewing));
      },
      held: async (key: string) => held.get(key) ?? [],
    };
  }

  it('a batch of ratings: the found one is saved, the unknown one reported not found', async () => {
    const d = deps();
    const writes: LibraryWrite[] = [
      { kind: 'rate', item: heat, rating: 9 },
      { kind: 'rate', item: ghost, rating: 4 },
    ];
    await d.marks.update((table) => writes.reduce((next, write) => applyWrite(next, write, 'pending', 1), table));

    const summary = await sendLibraryWrites(
      d,
      writes.map((write) => newLibraryEntry(write, 1)),
    );
    expect(summary).toContain('(1 not found on the service)');
    const table = await d.marks.read();
    expect(marksOf(table, heat).rating).toMatchObject({ value: 9, state: 'saved' });
    expect(marksOf(table, ghost).rating).toMatchObject({ value: 4, state: 'not_found' });
    expect(sim.state.library.ratings.list(41001).map((row) => [row.item.svc, row.rating])).toEqual([[10001, 9]]);
    expect(await violations(sim)).toEqual([]);
  });

  it('taking a movie out of history forgets when it was watched (the rewatch rule reads that)', async () => {
    const forgotten: string[] = [];
    const d = deps(forgotten);
    await sendLibraryWrites(d, [newLibraryEntry({ kind: 'watched', item: heat, at: Date.parse('2026-04-30T20:00:00Z') }, 1)]);
    expect(sim.state.library.history.filter((row) => row.userId === 41001)).toHaveLength(1);
    await sendLibraryWrites(d, [newLibraryEntry({ kind: 'unwatched', item: heat }, 2)]);
    expect(sim.state.library.history.filter((row) => row.userId === 41001)).toHaveLength(0);
    expect(forgotten).toEqual(['movie:10001']);
  });

  it("an Undo's own inverse write is sent but not kept for Undo; the user's write beside it is", async () => {
    const d = deps();
    const film: LibraryItem = { kind: 'movie', svcId: 10004, title: 'The Fourth Film' };
    let taken: readonly LibraryWrite[] = [];
    const answered = d.answered;
    const sent = await sendLibraryWrites(
      {
        ...d,
        answered: async (change) => {
          taken = change.taken;
          await answered(change);
        },
      },
      [newLibraryEntry({ kind: 'rate', item: heat, rating: 6 }, 1), { ...newLibraryEntry({ kind: 'rate', item: film, rating: 7 }, 1), undoOf: 'written-1' }],
    );
    expect(sent).toContain('7/10');
    expect(taken).toEqual([{ kind: 'rate', item: heat, rating: 6 }]);
  });

  it('a mark watched already on record is not sent again; one the next day is', async () => {
    const d = deps();
    const movie: LibraryItem = { kind: 'movie', svcId: 10002, title: 'The Second Film' };
    const watchedAt = Date.parse('2026-04-29T20:00:00Z');
    const posts = () => sim.state.logs.requests.filter((entry) => entry.method === 'POST' && entry.path === '/sync/history').length;
    await sendLibraryWrites(d, [newLibraryEntry({ kind: 'watched', item: movie, at: watchedAt }, 1)]);
    const before = posts();

    const again = { kind: 'watched', item: movie, at: watchedAt + 20 * 60_000 } as const;
    await d.marks.update((table) => applyWrite(table, again, 'pending', 2));
    // Kept back, it is logged as a note, not as something sent.
    expect(await sendLibraryWrites(d, [newLibraryEntry(again, 2)])).toEqual({ summary: expect.stringContaining('already recorded at'), nothingSent: true });
    expect(posts()).toBe(before);
    expect(marksOf(await d.marks.read(), movie).watched).toMatchObject({ value: true, state: 'saved' });

    await sendLibraryWrites(d, [newLibraryEntry({ kind: 'watched', item: movie, at: watchedAt + 24 * 3600_000 }, 3)]);
    expect(posts()).toBe(before + 1);
  });

  it('after an undo (taken out of history) the same mark watched is sent again', async () => {
    const d = deps();
    const movie: LibraryItem = { kind: 'movie', svcId: 10003, title: 'The Third Film' };
    const watchedAt = Date.parse('2026-04-28T20:00:00Z');
    await sendLibraryWrites(d, [newLibraryEntry({ kind: 'watched', item: movie, at: watchedAt }, 1)]);
    await sendLibraryWrites(d, [newLibraryEntry({ kind: 'unwatched', item: movie }, 2)]);
    const summary = await sendLibraryWrites(d, [newLibraryEntry({ kind: 'watched', item: movie, at: watchedAt + 60_000 }, 3)]);
    expect(summary).toBeTypeOf('string');
    expect(summary).not.toContain('already recorded at');
    expect(sim.state.library.history.filter((row) => row.item.svc === 10003)).toHaveLength(1);
  });

  // Issue 30: an import's undo removes exactly what the import added. What the service answers in
  // not_found was not added: its answer is read per episode, not per show.
  it('an unknown episode of a known show is not found; its sibling and a known film were added', async () => {
    const dark = { kind: 'show', svcId: 20004, title: 'Dark', year: 2017 } as const;
    const targets: ScrobbleTarget[] = [
      { item: dark, episode: { season: 1, number: 1 } },
      { item: dark, episode: { season: 1, number: 99 } },
      { item: heat },
      { item: ghost },
    ];
    const response = await addToHistory(
      deps().http,
      token,
      targets.map((target) => ({ target, watchedAt: Date.parse('2026-04-20T20:00:00Z') })),
    );
    expect(targets.map(notFoundTargets(response))).toEqual([false, true, false, true]);
  });
});

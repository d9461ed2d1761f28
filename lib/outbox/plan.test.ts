import { describe, expect, it } from 'vitest';
import type { MediaGuess } from '../messages/media';
import type { ScrobbleCommand } from '../scrobble/session';
import { newEntry, newLibraryEntry, type ScrobbleEntry } from './entry';
import { planNext, STALE_SCROBBLE_MS, staleWindowFrom } from './plan';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const OLD = NOW - STALE_SCROBBLE_MS - 60_000;
const FRESH = NOW - 5_000;

const episode = (n: number): MediaGuess => ({ site: 'netflix', siteItemId: `ep-${n}`, kind: 'episode', title: 'Dark', season: 1, episode: n });

let seq = 0;
function entry(action: ScrobbleCommand['action'], n: number, at: number, extra: Partial<ScrobbleCommand> = {}, notBefore = 0): ScrobbleEntry {
  seq += 1;
  return { ...newEntry({ action, guess: episode(n), progress: action === 'stop' ? 100 : 10, at, ...extra } as ScrobbleCommand, at), seq, notBefore };
}

/**
 * The executor's part, on the planner's answers and nothing else: at each time, plan and apply
 * until the planner has nothing due (a drop removes its entries, a write is answered and leaves).
 * What would have reached the service, in order.
 */
function runPlans(queue: ScrobbleEntry[], times: number[]): Array<{ kind: string; seqs: Array<number | undefined> }> {
  const sent: Array<{ kind: string; seqs: Array<number | undefined> }> = [];
  let pending = [...queue];
  for (const time of times) {
    for (let job = planNext(pending, time); job && pending[0]!.notBefore <= time; job = planNext(pending, time)) {
      if (job.kind === 'wait') break;
      // No tab plays anything here: a restart is a drop (stale-start.ts).
      const done = job.kind === 'scrobble' || job.kind === 'restart' ? [job.entry] : job.entries;
      if (job.kind !== 'drop' && job.kind !== 'restart')
        sent.push({ kind: job.kind === 'scrobble' ? `scrobble ${job.command.action}` : job.kind, seqs: done.map((e) => e.seq) });
      pending = pending.filter((e) => !done.includes(e as never));
    }
  }
  return sent;
}

describe('planNext: what the outbox does with its head', () => {
  it('sends fresh commands as they are, head first', () => {
    const queue = [entry('start', 1, FRESH), entry('stop', 1, FRESH, { counts: true })];
    expect(planNext(queue, NOW)).toEqual({ kind: 'scrobble', entry: queue[0], command: queue[0]!.command });
  });

  it('an empty queue has nothing to do', () => {
    expect(planNext([], NOW)).toBeNull();
  });

  it('a stale watch goes to history with every other due stale watch, in one call', () => {
    const queue = [
      entry('stop', 1, OLD, { counts: true }),
      entry('start', 2, OLD),
      entry('stop', 2, OLD + 1000, { counts: true }),
      entry('stop', 3, OLD, { counts: true }, NOW + 60_000),
      entry('stop', 4, FRESH, { counts: true }),
    ];
    const job = planNext(queue, NOW);
    expect(job?.kind).toBe('history');
    expect(job?.kind === 'history' && job.entries.map((e) => e.seq)).toEqual([queue[0]!.seq, queue[2]!.seq]);
  });

  it('a stale stop or pause whose start went out continues that session: sent as it is (the resume point)', () => {
    expect(planNext([entry('stop', 1, OLD)], NOW)).toMatchObject({ kind: 'scrobble', command: { action: 'stop' } });
    expect(planNext([entry('pause', 1, OLD)], NOW)).toMatchObject({ kind: 'scrobble', command: { action: 'pause' } });
  });

  it('drops a stale pause that a later command for the same item supersedes', () => {
    const queue = [entry('pause', 1, OLD), entry('stop', 1, OLD + 5000, { progress: 40 })];
    expect(planNext(queue, NOW)).toMatchObject({ kind: 'drop', entries: [queue[0]] });
  });

  it('a stale start is never sent as it is, nor as a pause (spec 3.1: a pause needs a watching session)', () => {
    const queue = [entry('start', 1, OLD), entry('start', 2, FRESH)];
    expect(planNext(queue, NOW)).toEqual({ kind: 'restart', entry: queue[0] });
  });

  it('a stale start with nothing after it may be a viewing still playing: a restart, never a silent drop', () => {
    // Offline when the tab began playing; back after the staleness window, the tab still plays:
    // the executor sends a fresh start at the progress the tab has now (stale-start.ts), or drops it.
    const start = entry('start', 1, OLD);
    expect(planNext([start], NOW)).toEqual({ kind: 'restart', entry: start });
  });

  it("a stale start's pauses and short stops go with it: without a session the service takes none of them", () => {
    const queue = [entry('start', 1, OLD), entry('pause', 1, OLD + 1000), entry('start', 2, FRESH), entry('stop', 1, FRESH, { progress: 40 })];
    expect(planNext(queue, NOW)).toMatchObject({ kind: 'drop', entries: [queue[0], queue[1], queue[3]] });
  });

  it("a finish in a stale start's session goes to history with its time, even when it is fresh; the rest is then dropped", () => {
    const queue = [entry('start', 1, OLD), entry('pause', 1, OLD + 1000), entry('stop', 1, FRESH, { counts: true }), entry('stop', 3, OLD, { counts: true })];
    expect(planNext(queue, NOW)).toEqual({ kind: 'history', entries: [queue[2], queue[3]] });
    expect(planNext([queue[0]!, queue[1]!], NOW)).toMatchObject({ kind: 'drop', entries: [queue[0], queue[1]] });
  });

  it("a stale start's finish that failed once still goes to history: never later as a stop without a session", () => {
    // The history write of the finish failed once: it waits a minute for its retry.
    const retryAt = NOW + 60_000;
    const start = entry('start', 1, OLD);
    const finish = { ...entry('stop', 1, FRESH, { counts: true }, retryAt), attempts: 1 };
    const sent = runPlans([start, finish], [NOW, retryAt]);
    expect(sent).toEqual([{ kind: 'history', seqs: [finish.seq] }]);
  });

  it("the item's next start opens a session of its own: what follows it is not the stale start's", () => {
    const queue = [entry('start', 1, OLD), entry('start', 1, FRESH), entry('stop', 1, FRESH, { counts: true })];
    expect(planNext(queue, NOW)).toMatchObject({ kind: 'drop', entries: [queue[0]] });
    expect(planNext(queue.slice(1), NOW)).toMatchObject({ kind: 'scrobble', command: { action: 'start' } });
  });

  it('a stale check-in is dropped (visibly), a fresh one is sent', () => {
    expect(planNext([entry('checkin', 1, OLD)], NOW)).toMatchObject({ kind: 'drop' });
    expect(planNext([entry('checkin', 1, FRESH)], NOW)).toMatchObject({ kind: 'scrobble' });
  });

  it('entries that waited for the user (parked, then picked) are history: a fresh watch goes out with its own time', () => {
    const start = { ...entry('start', 1, FRESH), late: true as const };
    const stop = { ...entry('stop', 1, FRESH, { counts: true }), late: true as const };
    // The picked start is never sent, and its stop is a history write, not a "now".
    expect(planNext([start, stop], NOW)).toEqual({ kind: 'history', entries: [stop] });
    // Alone, it is what a tab may still be playing: a restart at the progress it has now, or nothing.
    expect(planNext([start], NOW)).toEqual({ kind: 'restart', entry: start });
    expect(planNext([stop], NOW)).toEqual({ kind: 'history', entries: [stop] });
  });
});

describe("planNext with library writes (the user's own: never stale, batched by kind)", () => {
  const item = (svcId: number) => ({ kind: 'movie' as const, svcId, title: `M${svcId}` });
  const rate = (svcId: number, seq: number, rating = 7) => ({ ...newLibraryEntry({ kind: 'rate', item: item(svcId), rating }, OLD), seq });

  it('sends the head write with the same-kind writes right behind it, in one job', () => {
    const queue = [rate(1, 1), rate(2, 2), { ...newLibraryEntry({ kind: 'unrate', item: item(3) }, OLD), seq: 3 }, rate(4, 4)];
    expect(planNext(queue, NOW)).toEqual({ kind: 'library', entries: [queue[0], queue[1]] });
  });

  it('a second write for the same item waits for the next job', () => {
    const queue = [rate(1, 1, 5), rate(1, 2, 9)];
    expect(planNext(queue, NOW)).toEqual({ kind: 'library', entries: [queue[0]] });
  });

  it('stops the batch at a scrobble command, which keeps its own rules', () => {
    const queue = [rate(1, 1), entry('start', 2, FRESH), rate(2, 3)];
    expect(planNext(queue, NOW)).toEqual({ kind: 'library', entries: [queue[0]] });
    expect(planNext(queue.slice(1), NOW)).toMatchObject({ kind: 'scrobble' });
  });
});

describe('the staleness window (a build-time seam, never a product setting)', () => {
  it('is ten minutes unless the build shortens it for a test', () => {
    expect(staleWindowFrom({})).toBe(600_000);
    expect(staleWindowFrom({ WXT_TEST_STALE_SCROBBLE_MS: '3000' })).toBe(3000);
    expect(staleWindowFrom({ WXT_TEST_STALE_SCROBBLE_MS: 'soon' })).toBe(600_000);
  });
});

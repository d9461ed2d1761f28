import { describe, expect, it } from 'vitest';
import type { ScrobbleCommand } from '../scrobble/session';
import { STALE_SCROBBLE_MS } from './plan';
import { UnresolvedError } from '../resolve/errors';
import { SignedOutError } from '../service/errors';
import { OutboxExecutor } from './executor';
import { guess, command, tick, harness, serviceError } from './executor.fixtures';

describe('OutboxExecutor: signed out', () => {
  it('holds the entry unchanged (no attempt counted) and sends nothing behind it', async () => {
    let signedIn = false;
    const h = harness({
      entries: 3,
      send: async () => {
        if (!signedIn) throw new SignedOutError('Sign in to start scrobbling.');
        return 'ok';
      },
    });
    await h.executor.drain();
    expect(h.sent).toEqual([1]);
    expect(h.store.get(1)).toMatchObject({ status: 'pending', attempts: 0, notBefore: 0, lastError: 'Sign in to start scrobbling.' });
    expect(h.wakes).toEqual([]);

    signedIn = true;
    await h.executor.drain();
    expect(h.sent).toEqual([1, 1, 2, 3]);
    expect(h.store.seqs()).toEqual([]);
  });
});

describe('OutboxExecutor: concurrent drain()', () => {
  it('sends each entry exactly once, in order, never two sends at a time', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const h = harness({
      entries: 6,
      send: async (entry) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await Promise.resolve();
        await tick();
        if (entry.seq === 3) {
          // A new command arrives while a send is in flight, and asks for a drain.
          h.store.add(command(7));
          void h.executor.drain();
        }
        await tick();
        inFlight -= 1;
        return 'ok';
      },
    });
    const drains = [h.executor.drain(), h.executor.drain(), h.executor.drain(), h.executor.drain()];
    await tick();
    drains.push(h.executor.drain());
    await tick();
    await tick();
    drains.push(h.executor.drain(), h.executor.drain());
    await Promise.all(drains);
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(maxInFlight).toBe(1);
    expect(h.store.seqs()).toEqual([]);
  });

  it('a drain() promise resolves only once the entries present when it was called are sent', async () => {
    const h = harness({
      entries: 3,
      send: async () => {
        await tick();
        return 'ok';
      },
    });
    const first = h.executor.drain();
    await tick();
    const second = h.executor.drain();
    await second;
    expect(h.sent).toEqual([1, 2, 3]);
    await first;
  });

  it('a drain() that arrives while the previous run is winding down still sends the new entry', async () => {
    // Sweep the moment of the second drain() over every microtask turn of the first run's ending.
    const missed: number[] = [];
    for (let offset = 0; offset <= 40; offset += 1) {
      const h = harness({ entries: 1, hops: 0 });
      const first = h.executor.drain();
      let second: Promise<void> = Promise.resolve();
      const late = (async () => {
        for (let turn = 0; turn < offset; turn += 1) await Promise.resolve();
        h.store.add(command(2));
        second = h.executor.drain();
      })();
      await Promise.all([first, late]);
      await second;
      if (h.sent.join(',') !== '1,2') missed.push(offset);
    }
    expect(missed, 'microtask offsets at which drain() resolved without sending the entry added just before it').toEqual([]);
  });
});

describe('OutboxExecutor: unresolved items are parked, never guessed', () => {
  const episodeCommand = (show: string, n: number, action: ScrobbleCommand['action'] = 'start'): ScrobbleCommand => ({
    action,
    guess: { site: 'netflix', siteItemId: `${show}-${n}`, siteShowId: show, kind: 'episode', title: show, episode: n },
    progress: 10,
    at: Date.parse('2026-06-10T11:59:00Z') + n,
  });

  it('parks the entry, parks later ones of the same show without trying them, and lets other items flow', async () => {
    const h = harness({
      send: async (entry) => {
        if (entry.command?.guess?.siteShowId === 'ambiguous') throw new UnresolvedError(entry.command!.guess!, 'which one?');
        return 'ok';
      },
    });
    h.store.add(episodeCommand('ambiguous', 1));
    h.store.add(episodeCommand('clear', 1));
    h.store.add(episodeCommand('ambiguous', 2, 'stop'));
    h.store.add(episodeCommand('clear', 2));
    await h.executor.drain();
    // The ambiguous show is tried once; its second entry is parked without a send (no second search).
    expect(h.sent).toEqual([1, 2, 4]);
    expect(h.store.seqs()).toEqual([1, 3]);
    expect(h.store.get(1)).toMatchObject({ status: 'parked', lastError: 'which one?' });
    expect(h.store.get(3)).toMatchObject({ status: 'parked' });
    expect(h.verdicts.filter(([, verdict]) => verdict.kind === 'parked').map(([seq]) => seq)).toEqual([1, 3]);
    expect(h.wakes).toEqual([]);
  });

  it('an entry that already carries its picked item is sent even while others of its show are parked', async () => {
    const h = harness({ send: async (entry) => (entry.command?.target ? 'ok' : Promise.reject(new UnresolvedError(entry.command!.guess!, 'which one?'))) });
    h.store.add(episodeCommand('ambiguous', 1));
    await h.executor.drain();
    const picked = {
      ...episodeCommand('ambiguous', 2),
      target: { item: { kind: 'show' as const, svcId: 5, title: 'Picked' }, episode: { season: 1, number: 2 } },
    };
    h.store.add(picked);
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2]);
    expect(h.store.seqs()).toEqual([1]);
  });

  it('a history batch parks only the unresolved item; the other stale watches still go out', async () => {
    const stale = Date.parse('2026-06-10T10:00:00Z');
    const h = harness({
      send: async (entry) => {
        if (entry.command?.guess?.siteShowId === 'ambiguous') throw new UnresolvedError(entry.command!.guess!, 'which one?');
        return 'ok';
      },
    });
    h.store.add({ ...episodeCommand('ambiguous', 1, 'stop'), counts: true, at: stale });
    h.store.add({ ...episodeCommand('clear', 1, 'stop'), counts: true, at: stale + 1 });
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2]);
    expect(h.store.seqs()).toEqual([1]);
    expect(h.store.get(1)!.status).toBe('parked');
  });
});

describe('OutboxExecutor: a stale start whose finish failed once', () => {
  it('waits with the finish for its retry, then writes the finish to history: never a stop without a session', async () => {
    let fails = 1;
    const h = harness({
      send: async () => {
        if (fails-- > 0) throw serviceError(503, 'unavailable');
        return 'ok';
      },
    });
    const started = h.clock.now - STALE_SCROBBLE_MS - 60_000;
    h.store.add({ ...command(1, 'start'), at: started });
    h.store.add({ ...command(1, 'stop'), progress: 100, counts: true, at: h.clock.now - 5_000 });
    await h.executor.drain();
    expect(h.jobs).toEqual(['history:2']);
    const retryAt = h.store.get(2)!.notBefore;
    expect(retryAt).toBeGreaterThan(h.clock.now);
    expect(h.wakes).toEqual([retryAt]);

    // Woken before the retry (another entry queued, the worker restarted): the start still waits.
    await h.executor.drain();
    expect(h.jobs).toEqual(['history:2']);
    expect(h.store.seqs()).toEqual([1, 2]);

    h.clock.now = retryAt;
    await h.executor.drain();
    expect(h.jobs).toEqual(['history:2', 'history:2']);
    expect(h.store.seqs()).toEqual([]);
  });
});

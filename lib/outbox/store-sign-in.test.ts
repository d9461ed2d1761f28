import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpSignIn, currentSignIn } from '../auth/sign-in-generation';
import { settlePreviousWrites } from '../background/previous-sign-in';
import { openDatabase } from '../db/database';
import { SignedOutError } from '../service/errors';
import { newEntry } from './entry';
import { command } from './executor.fixtures';
import { OutboxExecutor } from './executor';
import { idbOutboxStore, queueEntries } from './store';

// The persisted sign-in generation on the real store over an in-memory IndexedDB: an entry goes
// out only under the sign-in it was recorded under, whatever the worker's memory holds.

async function nextSignIn(): Promise<number> {
  const tx = (await openDatabase()).transaction('state', 'readwrite');
  const [next] = await Promise.all([bumpSignIn(tx.store), tx.done]);
  return next;
}

function recordingExecutor(sent: number[]): OutboxExecutor {
  return new OutboxExecutor({
    store: idbOutboxStore(openDatabase),
    now: Date.now,
    random: () => 0,
    wake: () => undefined,
    onVerdict: async () => undefined,
    send: async (job) => {
      if (job.kind === 'scrobble') sent.push(job.entry.seq!);
      return 'ok';
    },
  });
}

beforeEach(async () => {
  const db = await openDatabase();
  await Promise.all([db.clear('outbox'), db.clear('state')]);
});

describe('the sign-in generation on outbox entries', () => {
  it('stamps an entry with the sign-in current in the transaction that stores it', async () => {
    await nextSignIn();
    const [seq] = await queueEntries(await openDatabase(), [newEntry({ ...command(1), at: Date.now() }, 0)]);
    const stored = await (await openDatabase()).get('outbox', seq!);
    expect(stored?.signIn).toBe(1);
  });

  it('never sends an entry of an earlier sign-in unasked: it is set aside, and goes once the user sends it', async () => {
    const db = await openDatabase();
    const [seq] = await queueEntries(db, [newEntry({ ...command(1), at: Date.now() }, 0)]);
    await nextSignIn();
    const sent: number[] = [];
    await recordingExecutor(sent).drain();
    expect(sent).toEqual([]);
    expect((await db.get('outbox', seq!))?.status).toBe('previous');

    expect(await settlePreviousWrites(db, true)).toBe(1);
    await recordingExecutor(sent).drain();
    expect(sent).toEqual([seq]);
  });

  it('stores nothing for work begun under a sign-in that ended before it wrote', async () => {
    const db = await openDatabase();
    const madeUnder = await currentSignIn(db.transaction('state').store);
    await nextSignIn();
    await expect(queueEntries(db, [newEntry({ ...command(1), at: Date.now() }, 0)], madeUnder)).rejects.toBeInstanceOf(SignedOutError);
    expect(await db.count('outbox')).toBe(0);
  });
});

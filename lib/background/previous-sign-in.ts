import type { Db } from '../db/database';
import type { OutboxEntry } from '../outbox/entry';

// Signing in again while signed in may be another account: the service's contract has no read
// that names the account behind a token. Whatever the previous sign-in recorded is set aside at
// the new sign-in, before its tokens are saved, and waits for the user: sent to this account or
// discarded, never sent silently.

/** Sets aside every queued write; returns how many. Called before the new sign-in's tokens are saved. */
export async function setAsidePreviousWrites(database: Db): Promise<number> {
  const tx = database.transaction('outbox', 'readwrite');
  const entries = (await tx.store.getAll()).filter((entry) => entry.status !== 'previous');
  const setAside = entries.map((entry): OutboxEntry => ({
    ...entry,
    status: 'previous',
    setAsideFrom: entry.status as Exclude<OutboxEntry['status'], 'previous'>,
  }));
  await Promise.all([...setAside.map((entry) => tx.store.put(entry)), tx.done]);
  return setAside.length;
}

export function countPreviousWrites(database: Db): Promise<number> {
  return database.countFromIndex('outbox', 'byStatus', 'previous');
}

/** The user's answer: `send` puts the writes back where they were (due now), else they are deleted. Returns how many. */
export async function settlePreviousWrites(database: Db, send: boolean): Promise<number> {
  const tx = database.transaction('outbox', 'readwrite');
  const waiting = await tx.store.index('byStatus').getAll('previous');
  const settled = waiting.map((entry) => {
    if (!send) return tx.store.delete(entry.seq!);
    const { setAsideFrom, ...rest } = entry;
    return tx.store.put({ ...rest, status: setAsideFrom ?? 'pending', notBefore: 0 });
  });
  await Promise.all([...settled, tx.done]);
  return waiting.length;
}

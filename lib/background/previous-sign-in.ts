import { bumpSignIn, currentSignIn } from '../auth/sign-in-generation';
import type { Db } from '../db/database';
import { setAside } from '../outbox/entry';

// Signing in again while signed in may be another account: the service's contract has no read
// that names the account behind a token. A new sign-in begins a new generation
// (lib/auth/sign-in-generation.ts); whatever an earlier one recorded waits for the user: sent to
// this account or discarded, never sent silently. The outbox sets aside any entry of another
// generation it meets (lib/outbox/store.ts#pending); this sets them all aside at once, so the
// popup can ask before the new sign-in's tokens are saved.

/** Begins a new sign-in's generation and sets aside every queued write; returns how many. */
export async function beginNewSignIn(database: Db): Promise<number> {
  const tx = database.transaction(['outbox', 'state'], 'readwrite');
  const outbox = tx.objectStore('outbox');
  const [, entries] = await Promise.all([bumpSignIn(tx.objectStore('state')), outbox.getAll()]);
  const toSetAside = entries.filter((entry) => entry.status !== 'previous');
  await Promise.all([...toSetAside.map((entry) => outbox.put(setAside(entry))), tx.done]);
  return toSetAside.length;
}

export function countPreviousWrites(database: Db): Promise<number> {
  return database.countFromIndex('outbox', 'byStatus', 'previous');
}

/**
 * The user's answer: `send` puts the writes back where they were (due now), as this sign-in's, else
 * they are deleted. Returns how many.
 */
export async function settlePreviousWrites(database: Db, send: boolean): Promise<number> {
  const tx = database.transaction(['outbox', 'state'], 'readwrite');
  const outbox = tx.objectStore('outbox');
  const [signIn, waiting] = await Promise.all([currentSignIn(tx.objectStore('state')), outbox.index('byStatus').getAll('previous')]);
  const settled = waiting.map((entry) => {
    if (!send) return outbox.delete(entry.seq!);
    const { setAsideFrom, ...rest } = entry;
    return outbox.put({ ...rest, status: setAsideFrom ?? 'pending', notBefore: 0, signIn });
  });
  await Promise.all([...settled, tx.done]);
  return waiting.length;
}

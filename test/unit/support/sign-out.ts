import type { StoreNames } from 'idb';
import { clearIntoNextSignIn } from '../../../lib/auth/sign-in-generation';
import { openDatabase, type WatchmarkDb } from '../../../lib/db/database';

/**
 * The user's sign-out as far as the stores under test see it: the named stores are cleared and the
 * sign-in generation moves on, in one transaction (lib/background/account.ts does the same for
 * every store the account owns).
 */
export async function signOutClearing(...stores: Array<StoreNames<WatchmarkDb>>): Promise<void> {
  const tx = (await openDatabase()).transaction([...new Set(['state', ...stores] as const)], 'readwrite');
  await Promise.all([clearIntoNextSignIn(tx.objectStore('state'), () => Promise.all(stores.map((store) => tx.objectStore(store).clear()))), tx.done]);
}

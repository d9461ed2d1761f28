import { SignedOutError } from '../service/errors';

// Which sign-in a stored record belongs to. A counter in the `state` store, bumped in the same
// transaction that ends a sign-in (sign-out clears the account's stores and bumps it; a new sign-in
// over a live one sets the old one's writes aside and bumps it). Every account-bound record carries
// the value it was made under (`signIn`), so the sender and the other stores can tell writes of
// an earlier sign-in from this one's, across worker restarts, where the in-memory epoch
// (lib/service/session-epoch.ts) cannot.

/** The `state` store key of the counter. Sign-out clears `state`, then writes the bumped value back. */
const GENERATION_KEY = 'signInGeneration';

/** A record bound to the account: the sign-in generation it was made under. */
export interface SignInStamp {
  signIn?: number;
}

/** The `state` store as a transaction holds it (only what this module uses). */
export interface GenerationStore {
  get(key: string): Promise<unknown>;
  put(value: unknown, key: string): Promise<unknown>;
}

export async function currentSignIn(state: Pick<GenerationStore, 'get'>): Promise<number> {
  const stored = await state.get(GENERATION_KEY);
  return typeof stored === 'number' ? stored : 0;
}

/** Begins the next sign-in's generation; call it in the transaction that ends the current one. */
export async function bumpSignIn(state: GenerationStore): Promise<number> {
  const next = (await currentSignIn(state)) + 1;
  await state.put(next, GENERATION_KEY);
  return next;
}

/**
 * Runs `clear` (which empties the `state` store among others) in the transaction of `state`, and
 * leaves the next generation behind: the counter never goes back, so nothing stamped before the
 * clear can pass for the next sign-in's.
 */
export async function clearIntoNextSignIn(state: GenerationStore, clear: () => Promise<unknown>): Promise<number> {
  const ended = await currentSignIn(state);
  await clear();
  await state.put(ended + 1, GENERATION_KEY);
  return ended + 1;
}

/**
 * The stamp for a record written now, read in the writing transaction itself so no sign-out can
 * come between the check and the write. `madeUnder`: the generation the work began under (read
 * before its first await); when a sign-out or a new sign-in came since, this throws and the
 * transaction writes nothing.
 */
export async function stampFor(state: Pick<GenerationStore, 'get'>, madeUnder?: number): Promise<Required<SignInStamp>> {
  const current = await currentSignIn(state);
  if (madeUnder !== undefined && madeUnder !== current) throw new SignedOutError('Signed out while this was under way.');
  return { signIn: current };
}

/**
 * Made under the sign-in that is current now. A record with no stamp counts as the current one's:
 * what an earlier version stored is stamped at the upgrade (lib/db/database.ts), and a writer that
 * does not stamp writes in one transaction with no wait between reading the account's data and
 * writing (a confirmed or undone write); losing such a write to a missing stamp would be worse.
 */
export function isOfSignIn(record: SignInStamp, current: number): boolean {
  return record.signIn === undefined || record.signIn === current;
}

import { signInNow } from '../outbox/store';
import { SignedOutError } from '../service/errors';
import { t } from '../i18n/t';
import type { Db } from '../db/database';

type ActionResult = { ok: boolean; error?: string };

/**
 * Runs a user's action bound to the sign-in current as it begins (`madeUnder`, for queueEntries):
 * when a sign-out or another sign-in comes while it awaits, what it would queue is refused and the
 * user is told to sign in, so nothing of one sign-in is recorded under the next.
 */
export async function underSignIn<T extends ActionResult>(db: () => Promise<Db>, action: (madeUnder: number) => Promise<T>): Promise<T | ActionResult> {
  try {
    return await action(await signInNow(await db()));
  } catch (error) {
    if (error instanceof SignedOutError) return { ok: false, error: t('reason_signIn') };
    throw error;
  }
}

/**
 * Throws SignedOutError when the sign-in `madeUnder` is no longer current: for a writer whose store
 * (the activity log, the resolve cache) cannot check it in its own transaction, just before it writes.
 */
export async function stillSignedIn(db: () => Promise<Db>, madeUnder: number): Promise<void> {
  if ((await signInNow(await db())) !== madeUnder) throw new SignedOutError(t('reason_signIn'));
}

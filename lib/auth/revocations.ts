import { nextRevokeAttempt } from './revoke-retry';

/** A token whose connection is still to be ended on the service. Stored before the first try. */
export interface PendingRevocation {
  id?: number;
  token: string;
  attempts: number;
  firstTriedAt: number;
  notBefore: number;
}

export interface RevocationStore {
  all(): Promise<PendingRevocation[]>;
  add(revocation: PendingRevocation): Promise<void>;
  update(revocation: PendingRevocation): Promise<void>;
  remove(id: number): Promise<void>;
}

export interface RevocationDeps {
  store: RevocationStore;
  /** spec 5.2 POST /oauth2/revoke for one token. */
  revoke: (token: string) => Promise<void>;
  now: () => number;
  random: () => number;
  /** Run `tryDue` again at this time, even if the worker stops meanwhile (an alarm). */
  wake: (atMs: number) => void;
}

/**
 * Revokes that outlive a failed try and the worker: a sign-out's tokens are stored first, then
 * revoked one at a time; a failure is tried again later (revoke-retry.ts) until the service has it.
 */
export function revocations(deps: RevocationDeps) {
  let running: Promise<void> | null = null;
  let again = false;

  async function tryOne(revocation: PendingRevocation & { id: number }): Promise<number | null> {
    try {
      await deps.revoke(revocation.token);
      await deps.store.remove(revocation.id);
      return null;
    } catch (error) {
      const now = deps.now();
      const retryAt = nextRevokeAttempt(error, revocation.attempts, revocation.firstTriedAt, now, deps.random);
      if (retryAt === null) {
        // Refused as a request (never for the token, spec 5.2), or the token has died by now.
        console.warn('revoke given up', error);
        await deps.store.remove(revocation.id);
        return null;
      }
      await deps.store.update({ ...revocation, attempts: revocation.attempts + 1, notBefore: retryAt });
      return retryAt;
    }
  }

  async function pass(): Promise<void> {
    let soonest = Number.POSITIVE_INFINITY;
    for (const revocation of await deps.store.all()) {
      if (revocation.id === undefined) continue;
      const retryAt = revocation.notBefore > deps.now() ? revocation.notBefore : await tryOne({ ...revocation, id: revocation.id });
      if (retryAt !== null) soonest = Math.min(soonest, retryAt);
    }
    if (Number.isFinite(soonest)) deps.wake(soonest);
  }

  /** Tries every revoke that is due; one pass at a time, another queued behind it if asked meanwhile. */
  function tryDue(): Promise<void> {
    again = true;
    running ??= (async () => {
      try {
        while (again) {
          again = false;
          await pass();
        }
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    tryDue,
    /** Stores the tokens (so a stopped worker still revokes them), then tries them. */
    async revokeLater(tokens: readonly string[]): Promise<void> {
      const now = deps.now();
      for (const token of tokens) await deps.store.add({ token, attempts: 0, firstTriedAt: now, notBefore: 0 });
      void tryDue().catch((error: unknown) => console.error('revoke failed', error));
    },
  };
}

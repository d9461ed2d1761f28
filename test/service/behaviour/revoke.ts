import type { Connection } from '../auth/store.ts';
import type { Ctx } from '../http.ts';
import type { SimState } from '../state.ts';
import type { RequestOrigin } from '../violations.ts';

/**
 * Sign-out without `POST /oauth2/revoke` (spec 5.2: revoke ends one connection's tokens): a V2
 * sign-in of a client and user (authorization code or device grant) is replaced by a new sign-in of
 * the same client and user while its tokens still work and were never revoked.
 *
 * Choices where the contract is silent:
 * - a refresh is not a sign-in: it keeps the connection (and its rate count); only a new code or
 *   device grant replaces one;
 * - the replaced connection gets REVOKE_GRACE_MS of virtual time after the new sign-in: a client
 *   re-authorising while signed in (e.g. for `media:write`) rightly revokes the old tokens only once
 *   the new ones work. It is judged at the first API request after the grace, or at once by the
 *   next sign-in of the same client and user, whichever comes first (on a frozen clock: the latter,
 *   or when the test moves the clock);
 * - connections from the admin token shortcut are the test's doing and never judged, nor V1 ones
 *   (V1 has no revoke endpoint); a connection whose tokens all expired needs no revoke;
 * - the simulator sees one installation per client and user: a second browser signing the same
 *   user into the same client is indistinguishable from a sign-out without revoke.
 */
export const REVOKE_GRACE_MS = 60_000;

interface Replaced {
  old: Connection;
  replacedAt: number;
  /** The sign-in that replaced it: the violation is logged against that request. */
  origin: RequestOrigin;
}

export class SignInWatch {
  private pending: Replaced[] = [];
  /** Connections already judged: each replaced sign-in is recorded at most once. */
  private readonly judged = new Set<Connection>();

  /** A V2 code or device grant just issued `accessToken`. */
  signedIn(ctx: Ctx, accessToken: string): void {
    const fresh = ctx.sim.auth.lookupAccess(accessToken)?.connection;
    if (!fresh || fresh.origin === 'admin' || fresh.version !== 2) return;
    const sameSignIn = (c: Connection) => c.clientId === fresh.clientId && c.userId === fresh.userId;
    // A sign-in after a sign-in: whatever the earlier replacement left unrevoked is judged now.
    this.judge(ctx.sim, (r) => sameSignIn(r.old));
    const now = ctx.sim.clock.now();
    const origin: RequestOrigin = { host: ctx.host, method: ctx.method, path: ctx.path };
    for (const old of ctx.sim.auth.connections) {
      if (old === fresh || old.version !== 2 || old.origin === 'admin' || !sameSignIn(old)) continue;
      if (!ctx.sim.auth.hasLiveTokens(old) || this.judged.has(old) || this.pending.some((r) => r.old === old)) continue;
      this.pending.push({ old, replacedAt: now, origin });
    }
  }

  /** On every API request: judge the replacements whose grace is over. */
  sweep(sim: SimState): void {
    if (this.pending.length === 0) return;
    const now = sim.clock.now();
    this.judge(sim, (r) => now - r.replacedAt >= REVOKE_GRACE_MS);
  }

  private judge(sim: SimState, due: (r: Replaced) => boolean): void {
    const [now, later] = partition(this.pending, due);
    this.pending = later;
    for (const r of now) {
      this.judged.add(r.old);
      if (!sim.auth.hasLiveTokens(r.old)) continue;
      const age = Math.round((sim.clock.now() - r.replacedAt) / 1000);
      sim.logs.violation(
        sim.clock.iso(),
        r.origin,
        'revoke-missing',
        `connection ${r.old.id} (${r.old.origin} sign-in of ${r.old.clientId} for user ${r.old.userId}) was replaced by a new sign-in ${age} s ago and its tokens were never revoked (spec 5.2: POST /oauth2/revoke at sign-out)`,
      );
    }
  }
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

import { SignedOutError } from './errors';
import type { HttpDeps } from './http';

/**
 * One sign-in's lifetime. Sign-out ends it: its signal aborts every request still in flight, and
 * work that began under it (an outbox job, a token refresh, a device-code poll) checks it before
 * each store write, so nothing started for one account is written back after sign-out, or sent to
 * the next account that signs in.
 */
export interface SessionEpoch {
  current(): number;
  /** Aborted when this sign-in ends. */
  readonly signal: AbortSignal;
  /** A handle on the sign-in as it is now, for work that outlives a few awaits. */
  bind(): EpochGuard;
  /**
   * Sign-out. Ends the sign-in before its first await (a write checked after the call sees it),
   * runs `forget` (clearing the stores), and then voids whatever began while it ran: work that read
   * the stores before they were cleared must not write them back either.
   */
  end(forget?: () => Promise<void>): Promise<void>;
  /** Resolves once no sign-out is under way: work that reads the stores starts after it. */
  settled(): Promise<void>;
}

export interface EpochGuard {
  /** Still the sign-in this work began under. */
  alive(): boolean;
  /** Throws SignedOutError once the sign-in this work began under has ended. */
  check(): void;
  readonly signal: AbortSignal;
}

export function createSessionEpoch(): SessionEpoch {
  let epoch = 0;
  let controller = new AbortController();
  let ending: Promise<void> | null = null;
  const advance = () => {
    epoch += 1;
    const ended = controller;
    controller = new AbortController();
    ended.abort(new SignedOutError('Signed out.'));
  };
  return {
    current: () => epoch,
    get signal() {
      return controller.signal;
    },
    bind() {
      const at = epoch;
      const { signal } = controller;
      const alive = () => epoch === at;
      return {
        alive,
        signal,
        check() {
          if (!alive()) throw new SignedOutError('Signed out while this was under way.');
        },
      };
    },
    end(forget) {
      advance();
      const run = (async () => {
        try {
          await forget?.();
        } finally {
          advance();
        }
      })();
      const current = run
        .catch(() => undefined)
        .then(() => {
          if (ending === current) ending = null;
        });
      ending = current;
      return run;
    },
    settled: async () => {
      while (ending) await ending;
    },
  };
}

/** For code that runs outside any sign-in's life (tests of other logic, one-off tools). */
export const NEVER_ENDING: SessionEpoch = {
  current: () => 0,
  signal: new AbortController().signal,
  bind: () => ({ alive: () => true, check: () => undefined, signal: new AbortController().signal }),
  end: async (forget) => forget?.(),
  settled: async () => undefined,
};

/** The client as seen by one piece of work: its requests end when the sign-in it began under ends. */
export function scopedHttp(http: HttpDeps, guard: EpochGuard): HttpDeps {
  return { ...http, signal: () => guard.signal };
}

import { SignedOutError } from '../../service/errors';
import type { TabSession } from '../../scrobble/session';
import type { StepResult } from '../../scrobble/machine';

/** Outcomes kept in memory at most while storage is full; beyond it the oldest go (and the notice says so). */
export const UNWRITTEN_LIMIT = 1_000;

export function isQuotaError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'QuotaExceededError' || /quota/i.test(error.message));
}

interface Unwritten {
  tabId: number;
  result: StepResult;
  /** The sign-in generation the outcome was decided under (lib/auth/sign-in-generation.ts). */
  madeUnder?: number;
}

/**
 * Playback outcomes (a tab's session and its queued commands) that IndexedDB refused for lack of
 * space: kept in memory, in order, and written before anything newer as soon as it can be. The
 * session machine reads a tab's session from here first, so it decides on what it last decided.
 */
export function unwrittenOutcomes(write: (tabId: number, result: StepResult, madeUnder?: number) => Promise<void>, now: () => number = Date.now) {
  const waiting: Unwritten[] = [];
  let lost = 0;
  let since: number | null = null;

  /** Writes what waits, oldest first; false when storage is still full. */
  async function flush(): Promise<boolean> {
    while (waiting.length > 0) {
      const next = waiting[0]!;
      try {
        await write(next.tabId, next.result, next.madeUnder);
      } catch (error) {
        if (isQuotaError(error)) return false;
        // Decided under a sign-in that has ended since (writer.ts): it belongs to nobody now.
        if (!(error instanceof SignedOutError)) throw error;
      }
      waiting.shift();
    }
    since = null;
    lost = 0;
    return true;
  }

  return {
    flush,
    /** The tab's session as last decided but not yet stored (`{session: null}`: it ended); undefined: ask storage. */
    session(tabId: number): { session: TabSession | null } | undefined {
      for (let index = waiting.length - 1; index >= 0; index -= 1) {
        const entry = waiting[index]!;
        if (entry.tabId === tabId) return { session: entry.result.session };
      }
      return undefined;
    },
    /** Stores the outcome, after whatever waits; keeps it in memory if storage is full. */
    async commit(tabId: number, result: StepResult, madeUnder?: number): Promise<'stored' | 'kept'> {
      if (await flush()) {
        try {
          await write(tabId, result, madeUnder);
          return 'stored';
        } catch (error) {
          if (!isQuotaError(error)) throw error;
        }
      }
      waiting.push({ tabId, result, ...(madeUnder === undefined ? {} : { madeUnder }) });
      since ??= now();
      if (waiting.length > UNWRITTEN_LIMIT) {
        waiting.shift();
        lost += 1;
      }
      return 'kept';
    },
    /**
     * Sign-out: what waits belongs to the account that signed out. Written later it would reach
     * the stores (and the outbox) after they were cleared, for whoever signs in next.
     */
    forget(): void {
      waiting.length = 0;
      since = null;
      lost = 0;
    },
    /** For the popup: how many outcomes wait in memory, since when, and how many the limit cost. */
    notice(): { waiting: number; since: number; lost: number } | null {
      return since === null ? null : { waiting: waiting.length, since, lost };
    },
  };
}
export type UnwrittenOutcomes = ReturnType<typeof unwrittenOutcomes>;

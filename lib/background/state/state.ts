import { z } from 'zod';
import { stampFor } from '../../auth/sign-in-generation';
import type { Db } from '../../db/database';
import { ItemMarksSchema, LibraryItemSchema } from '../../messages/library-writes';
import { MediaGuessSchema } from '../../messages/media';
import { LastResultSchema, NowPlayingSchema } from '../../messages/popup';

/**
 * Small pieces of background state the popup shows; kept in IndexedDB so they outlive the worker.
 * Each read is checked against its schema: a value stored by an older version in another shape
 * reads as absent (and is rewritten by the next set) instead of reaching the popup half-formed.
 */
const STATE_SCHEMAS = {
  nowPlaying: NowPlayingSchema,
  /** What the popup's card shows, as the site described it: a check-in names it. */
  nowPlayingGuess: MediaGuessSchema,
  lastResult: LastResultSchema,
  signInError: z.string(),
  /** A device sign-in in progress; the device code is a credential and never leaves the background. */
  deviceFlow: z.object({
    deviceCode: z.string(),
    userCode: z.string(),
    verificationUri: z.string(),
    verificationUriComplete: z.string().optional(),
    expiresAt: z.number(),
    intervalSec: z.number(),
    expired: z.boolean().optional(),
  }),
  /** The service refused a write for lack of the write scope: the user must sign in again. */
  needsReauth: z.string(),
  /** What the service's answers showed of the signed-in account's plan (lib/scrobble/rewatch.ts#KnownPlan). */
  plan: z.object({ value: z.enum(['free', 'paid']), learnedAt: z.number() }),
  /** The service item of what the card shows (once resolved), with its poster URL (null: none). */
  nowPlayingItem: z.object({ guessKey: z.string(), item: LibraryItemSchema, poster: z.string().nullable().optional() }),
  /** Poster URL per title (`kind:svcId`), so each detail record is read at most once. */
  posters: z.record(z.string(), z.string().nullable()),
  /** The user's rating, Watchlist and watched marks made here, with where each write stands. */
  itemMarks: z.record(z.string(), ItemMarksSchema),
  /** Tabs the user paused scrobbling for ("not this tab"), until the tab closes. */
  pausedTabs: z.array(z.number().int()),
  /** Queued updates dropped because the queue was full (each is in the activity log), until the user has seen it. */
  droppedWrites: z.object({ count: z.number().int(), at: z.number() }),
  /** The title just finished, offered for rating (the user asked for these offers). */
  rateOffer: z.object({ item: LibraryItemSchema, at: z.number() }),
  /** Title keys the user declined a rating offer for: never offered again. */
  rateDismissed: z.array(z.string()),
  /** When "N watches to confirm" was last shown as a notification: at most once an hour. */
  toConfirmNotifiedAt: z.number(),
  /** When the outbox last found nothing more due, and when its head is due (null: nothing waits). */
  outboxIdle: z.object({ at: z.number(), waitingUntil: z.number().nullable() }),
};

export type StateKeys = { [K in keyof typeof STATE_SCHEMAS]: z.infer<(typeof STATE_SCHEMAS)[K]> };

export function stateStore(db: () => Promise<Db>) {
  return {
    async get<K extends keyof StateKeys>(key: K): Promise<StateKeys[K] | undefined> {
      const stored: unknown = await (await db()).get('state', key);
      if (stored === undefined) return undefined;
      const parsed = STATE_SCHEMAS[key].safeParse(stored);
      return parsed.success ? (parsed.data as StateKeys[K]) : undefined;
    },
    async set<K extends keyof StateKeys>(key: K, value: StateKeys[K]): Promise<void> {
      await (await db()).put('state', value, key);
    },
    /**
     * Read, change and write back in one transaction, so no sign-out's clearing comes between the
     * read and the write. `madeUnder`: the sign-in the change began under; when another is current,
     * this throws SignedOutError and writes nothing (lib/auth/sign-in-generation.ts#stampFor).
     */
    async change<K extends keyof StateKeys>(key: K, change: (value: StateKeys[K] | undefined) => StateKeys[K], madeUnder?: number): Promise<void> {
      const tx = (await db()).transaction('state', 'readwrite');
      const writing = (async () => {
        await stampFor(tx.store, madeUnder);
        const parsed = STATE_SCHEMAS[key].safeParse(await tx.store.get(key));
        await tx.store.put(change(parsed.success ? (parsed.data as StateKeys[K]) : undefined), key);
      })();
      await Promise.all([writing, tx.done]);
    },
    async delete(key: keyof StateKeys): Promise<void> {
      await (await db()).delete('state', key);
    },
  };
}
export type StateStore = ReturnType<typeof stateStore>;

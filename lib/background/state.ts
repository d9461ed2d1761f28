import type { Db } from '../db/database';
import type { DeviceFlow } from '../auth/device';
import type { MediaGuess } from '../messages/media';
import type { LastResult, NowPlaying } from '../messages/popup';
import type { Account } from '../service/users';
import type { LibraryItem } from '../messages/library-writes';
import type { MarksTable } from '../library/marks';
import type { RateOffer } from '../library/rate-offer';

/** Small pieces of background state the popup shows; kept in IndexedDB so they outlive the worker. */
export interface StateKeys {
  nowPlaying: NowPlaying;
  /** What the popup's card shows, as the site described it: a check-in names it. */
  nowPlayingGuess: MediaGuess;
  lastResult: LastResult;
  signInError: string;
  deviceFlow: DeviceFlow & { expired?: boolean };
  /** The service refused a write for lack of the write scope: the user must sign in again. */
  needsReauth: string;
  /** The signed-in account's plan and rewatch choice, with when it was read. */
  account: { value: Account; at: number };
  /** The service item of what the card shows (once resolved), with its poster URL (null: none). */
  nowPlayingItem: { guessKey: string; item: LibraryItem; poster?: string | null };
  /** Poster URL per title (`kind:svcId`), so each detail record is read at most once. */
  posters: Record<string, string | null>;
  /** The user's rating, Watchlist and watched marks made here, with where each write stands. */
  itemMarks: MarksTable;
  /** Tabs the user paused scrobbling for ("not this tab"), until the tab closes. */
  pausedTabs: number[];
  /** Queued updates dropped because the queue was full (each is in the activity log), until the user has seen it. */
  droppedWrites: { count: number; at: number };
  /** The title just finished, offered for rating (the user asked for these offers). */
  rateOffer: RateOffer;
  /** Title keys the user declined a rating offer for: never offered again. */
  rateDismissed: string[];
}

export function stateStore(db: () => Promise<Db>) {
  return {
    async get<K extends keyof StateKeys>(key: K): Promise<StateKeys[K] | undefined> {
      return (await (await db()).get('state', key)) as StateKeys[K] | undefined;
    },
    async set<K extends keyof StateKeys>(key: K, value: StateKeys[K]): Promise<void> {
      await (await db()).put('state', value, key);
    },
    async delete(key: keyof StateKeys): Promise<void> {
      await (await db()).delete('state', key);
    },
  };
}
export type StateStore = ReturnType<typeof stateStore>;

import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { StoredTokens } from '../auth/tokens';
import type { OutboxEntry } from '../outbox/entry';
import type { TabSession } from '../scrobble/session';
import type { CachedMatch } from '../resolve/cache';
import type { ActivityEntry } from '../activity/entry';
import type { HeldViewing } from '../scrobble/duplicate';
import type { PendingRevocation } from '../auth/revocations';
import { currentSignIn } from '../auth/sign-in-generation';
import type { WaitingWatch } from '../scrobble/waiting';
import type { WrittenWrite } from '../undo/written';

/**
 * The extension origin's IndexedDB: content scripts cannot read it (unlike storage.local), and it
 * survives the MV3 worker being killed, so tokens and every pending write live here.
 */
export interface WatchmarkDb extends DBSchema {
  tokens: { key: 'current'; value: StoredTokens };
  outbox: { key: number; value: OutboxEntry; indexes: { byStatus: string } };
  sessions: { key: number; value: TabSession };
  resolveCache: { key: string; value: CachedMatch };
  state: { key: string; value: unknown };
  activity: { key: number; value: ActivityEntry };
  /** When we saw each item recorded as watched (lib/media/keys.ts watchKey -> epoch ms): the rewatch gap needs it. */
  watched: { key: string; value: number };
  /** The viewings the service recorded from here, per watch key (the duplicate rule, lib/scrobble/duplicate.ts). */
  viewings: { key: string; value: HeldViewing[] };
  /** The library page's cache: activity timestamps, last reads and CDN files (lib/library/cache.ts). */
  library: { key: string; value: unknown };
  /** Tokens of ended sign-ins still to be revoked on the service (lib/auth/revocations.ts); sign-out keeps these. */
  revocations: { key: number; value: PendingRevocation };
  /** Finished viewings waiting for the user's "Record" (lib/scrobble/waiting.ts); the account's, cleared at sign-out. */
  toConfirm: { key: number; value: WaitingWatch };
  /** What the extension wrote once the service answered, kept for Undo (lib/undo/written.ts); keys in time order. */
  written: { key: string; value: WrittenWrite };
}

export type Db = IDBPDatabase<WatchmarkDb>;

export const DB_NAME = 'watchmark';
const DB_VERSION = 9;

let opening: Promise<Db> | null = null;

export function openDatabase(): Promise<Db> {
  opening ??= openDB<WatchmarkDb>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      // Versioned migrations: each step upgrades from the version before it.
      if (oldVersion < 1) {
        db.createObjectStore('tokens');
        const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('byStatus', 'status');
        db.createObjectStore('sessions', { keyPath: 'tabId' });
        db.createObjectStore('resolveCache');
        db.createObjectStore('state');
      }
      if (oldVersion < 2) {
        db.createObjectStore('activity', { keyPath: 'seq', autoIncrement: true });
      }
      if (oldVersion < 3) {
        db.createObjectStore('watched');
      }
      if (oldVersion < 4) {
        db.createObjectStore('library');
      }
      if (oldVersion < 5) {
        db.createObjectStore('viewings');
      }
      if (oldVersion < 6) {
        db.createObjectStore('revocations', { keyPath: 'id', autoIncrement: true });
      }
      if (oldVersion < 7) {
        // Records now carry the sign-in generation they were made under; those written before
        // it existed are the current sign-in's, once, here.
        void stampUnstamped(tx);
      }
      if (oldVersion < 8) {
        db.createObjectStore('toConfirm', { keyPath: 'id', autoIncrement: true });
      }
      if (oldVersion < 9) {
        db.createObjectStore('written', { keyPath: 'id' });
      }
    },
  });
  return opening;
}

type UpgradeTx = IDBPTransaction<WatchmarkDb, Array<StoreNames<WatchmarkDb>>, 'versionchange'>;

/** The import job's key in the `state` store (lib/background/import/job.ts). */
const IMPORT_JOB_KEY = 'importJob';

/**
 * The upgrade that brought the sign-in generation: queued writes, tab sessions and the import job
 * stored by an earlier version carry no stamp, and are the current sign-in's.
 */
async function stampUnstamped(tx: UpgradeTx): Promise<void> {
  const state = tx.objectStore('state');
  const signIn = await currentSignIn(state);
  for (const name of ['outbox', 'sessions'] as const) {
    let cursor = await tx.objectStore(name).openCursor();
    while (cursor) {
      if (cursor.value.signIn === undefined) await cursor.update({ ...cursor.value, signIn });
      cursor = await cursor.continue();
    }
  }
  const job = await state.get(IMPORT_JOB_KEY);
  if (job && typeof job === 'object' && !('signIn' in job)) await state.put({ ...job, signIn }, IMPORT_JOB_KEY);
}

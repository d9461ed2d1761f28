import type { Page, Worker } from 'playwright-core';
import { settlesWithin } from './deadline';

/**
 * How long one read or write of the extension's database may take. A worker that stopped or hangs
 * never answers an evaluate(), and a test waiting on one hangs until its own timeout without
 * saying where; this names the step instead.
 */
const WORKER_ANSWER_MS = 30_000;

function inWorker<T>(what: string, evaluation: Promise<T>): Promise<T> {
  return settlesWithin(evaluation, WORKER_ANSWER_MS, `the extension's worker did not answer ${what}`);
}

/**
 * Test-only access to the extension's own IndexedDB from inside its worker: read the stored
 * token (to prove revoke), plant one (to simulate a read-only grant) or plant an old watch. The extension never
 * exposes tokens; only a test with the browser's debugging access can do this.
 *
 * The connection is closed after each use (an open one would block the extension's upgrades),
 * and a database the extension has not created yet is never created here: the attempt is aborted
 * and retried until the extension's own upgrade has run.
 */
function withStore<T>(worker: Worker, store: string, key: string | null, mode: 'readonly' | 'readwrite', value: unknown): Promise<T> {
  return inWorker(
    `a ${mode === 'readonly' ? 'read' : 'write'} of ${store}`,
    worker.evaluate(
      ({ store, key, mode, value }) =>
        new Promise<unknown>((resolve, reject) => {
          const attempt = (left: number) => {
            const open = indexedDB.open('watchmark');
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => (left > 0 ? setTimeout(() => attempt(left - 1), 100) : reject(open.error));
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains(store)) {
                db.close();
                return left > 0 ? setTimeout(() => attempt(left - 1), 100) : reject(new Error(`no ${store} store`));
              }
              const tx = db.transaction(store, mode);
              const target = tx.objectStore(store);
              // A null key: a store with its own key path (the outbox numbers its entries itself).
              // Reading with a null key: every value in the store.
              const request =
                mode === 'readwrite' ? (key === null ? target.add(value) : target.put(value, key)) : key === null ? target.getAll() : target.get(key);
              tx.oncomplete = () => {
                db.close();
                resolve(mode === 'readwrite' ? undefined : (request.result ?? null));
              };
              tx.onerror = () => {
                db.close();
                reject(tx.error);
              };
            };
          };
          attempt(50);
        }),
      { store, key, mode, value },
    ) as Promise<T>,
  );
}

export function readStoredTokens(worker: Worker): Promise<{ accessToken: string; refreshToken?: string; expiresAt: number; scope: string } | null> {
  return withStore(worker, 'tokens', 'current', 'readonly', null);
}

export function plantTokens(worker: Worker, tokens: { accessToken: string; refreshToken?: string; expiresAt: number; scope: string }): Promise<void> {
  return withStore(worker, 'tokens', 'current', 'readwrite', tokens);
}

/** Plants "we saw this recorded as watched at `at`" (the rewatch gap is measured from it). */
export function plantWatched(worker: Worker, key: string, at: number): Promise<void> {
  return withStore(worker, 'watched', key, 'readwrite', at);
}

/** Plants a queued write, as if the extension had stored it earlier (e.g. before going offline). */
export function plantOutboxEntry(worker: Worker, entry: unknown): Promise<void> {
  return withStore(worker, 'outbox', null, 'readwrite', entry);
}

/** Every value one of the extension's stores holds (e.g. the outbox after sign-out). */
export function readAll(worker: Worker, store: string): Promise<unknown[]> {
  return withStore(worker, store, null, 'readonly', null);
}

/** Plants many rows in one transaction (a store's bound is only reached with thousands). */
export function plantMany(worker: Worker, store: string, rows: Array<[key: string | null, value: unknown]>): Promise<void> {
  return inWorker(
    `planting ${rows.length} rows in ${store}`,
    worker.evaluate(
      ({ store, rows }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('watchmark');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(store, 'readwrite');
            for (const [key, value] of rows) {
              if (key === null) tx.objectStore(store).add(value);
              else tx.objectStore(store).put(value, key);
            }
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => {
              db.close();
              reject(tx.error);
            };
          };
        }),
      { store, rows },
    ),
  );
}

/** How many rows one of the extension's stores holds. */
export function countStored(worker: Worker, store: string): Promise<number> {
  return inWorker(
    `a count of ${store}`,
    worker.evaluate(
      (store) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('watchmark');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const request = db.transaction(store).objectStore(store).count();
            request.onsuccess = () => {
              db.close();
              resolve(request.result);
            };
            request.onerror = () => {
              db.close();
              reject(request.error);
            };
          };
        }),
      store,
    ),
  );
}

/** The keys of one of the extension's stores, in key order. */
export function readKeys(worker: Worker, store: string): Promise<unknown[]> {
  return inWorker(
    `the keys of ${store}`,
    worker.evaluate(
      (store) =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open('watchmark');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction(store).objectStore(store).getAllKeys();
            request.onsuccess = () => {
              open.result.close();
              resolve(request.result);
            };
            request.onerror = () => {
              open.result.close();
              reject(request.error);
            };
          };
        }),
      store,
    ),
  );
}

/** The activity log as stored, oldest first (what "Export activity" would hand a maintainer). */
export function readActivity(from: Worker | Page): Promise<{ at: number; kind: string; text: string }[]> {
  // An extension page shares the worker's IndexedDB and evaluates the same way.
  return withStore(from as Worker, 'activity', null, 'readonly', null);
}

/** One value of the background's small state (lib/background/state/state.ts), as stored; null when absent. */
export function readState(worker: Worker, key: string): Promise<unknown> {
  return withStore(worker, 'state', key, 'readonly', null);
}

import type { Worker } from 'playwright-core';

/**
 * Test-only access to the extension's own IndexedDB from inside its worker: read the stored
 * token (to prove revoke) or plant one (to simulate a read-only grant). The extension never
 * exposes tokens; only a test with the browser's debugging access can do this.
 *
 * The connection is closed after each use (an open one would block the extension's upgrades),
 * and a database the extension has not created yet is never created here: the attempt is aborted
 * and retried until the extension's own upgrade has run.
 */
function withTokenStore<T>(worker: Worker, mode: 'readonly' | 'readwrite', value: unknown): Promise<T> {
  return worker.evaluate(
    ({ mode, value }) =>
      new Promise<unknown>((resolve, reject) => {
        const attempt = (left: number) => {
          const open = indexedDB.open('watchmark');
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => (left > 0 ? setTimeout(() => attempt(left - 1), 100) : reject(open.error));
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('tokens')) {
              db.close();
              return left > 0 ? setTimeout(() => attempt(left - 1), 100) : reject(new Error('no tokens store'));
            }
            const tx = db.transaction('tokens', mode);
            const request = mode === 'readwrite' ? tx.objectStore('tokens').put(value, 'current') : tx.objectStore('tokens').get('current');
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
    { mode, value },
  ) as Promise<T>;
}

export function readStoredTokens(worker: Worker): Promise<{ accessToken: string; refreshToken?: string; scope: string } | null> {
  return withTokenStore(worker, 'readonly', null);
}

export function plantTokens(worker: Worker, tokens: { accessToken: string; refreshToken?: string; expiresAt: number; scope: string }): Promise<void> {
  return withTokenStore(worker, 'readwrite', tokens);
}

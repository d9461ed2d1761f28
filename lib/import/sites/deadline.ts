// Every call into the site's tab ends: a page can hold the import's request (or the injection of
// the script that makes it) forever, so each waits no longer than its deadline, and Cancel leaves
// it at once. What the tab does afterwards no longer reaches the read.
import { ReadCancelled, SiteReadError } from './read';

/** No history page or title takes this long; a tab that has not answered by then will not. */
export const TAB_DEADLINE_MS = 20_000;

export function settleWithin<T>(work: Promise<T>, ms: number, signal: AbortSignal, what: string): Promise<T> {
  if (signal.aborted) return Promise.reject(new ReadCancelled());
  return new Promise<T>((resolve, reject) => {
    const stop = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', cancelled);
    };
    const cancelled = (): void => {
      stop();
      reject(new ReadCancelled());
    };
    const timer = setTimeout(() => {
      stop();
      reject(new SiteReadError(`${what}: no answer within ${Math.round(ms / 1000)} s`));
    }, ms);
    signal.addEventListener('abort', cancelled, { once: true });
    work.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

import { backoffDelayMs } from '../limits/backoff';
import { DAILY_QUOTA_CODES, NetworkError, ServiceError } from '../service/errors';

/** spec 7: a burst 429 and 5xx are retried with backoff; daily quotas and 4xx are not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (!(error instanceof ServiceError)) return false;
  if (error.status === 429) return !DAILY_QUOTA_CODES.has(error.code);
  return error.status >= 500;
}

/**
 * A page read the user is waiting for: retried on the spec's backoff (1, 2, 4 s + jitter, or
 * Retry-After when longer), but only a few times: past that the page says what went wrong.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  deps: { sleep: (ms: number) => Promise<void>; random: () => number; attempts?: number },
): Promise<T> {
  const attempts = deps.attempts ?? 3;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = attempt < attempts ? backoffDelayMs(attempt, deps.random, error instanceof ServiceError ? error.retryAfterSeconds : null) : null;
      if (delay === null || !isRetryable(error)) throw error;
      await deps.sleep(delay);
    }
  }
}

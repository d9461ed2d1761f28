import { describe, expect, it } from 'vitest';
import { NetworkError, ServiceError } from '../service/errors';
import { nextNewYorkMidnight } from '../limits/backoff';
import { nextRevokeAttempt, REVOKE_WORTH_TRYING_MS } from './revoke-retry';

const NOW = Date.UTC(2026, 10, 29, 3, 0, 0);
const answer = (status: number, code: string, retryAfter: number | null = null) => new ServiceError(status, code, code, null, retryAfter, null);
const noJitter = () => 0;

describe('a failed revoke is tried again (spec 5.2, 7)', () => {
  it('waits 1, 2, 4 s ... growing to an hour at most', () => {
    const waits = [0, 1, 2, 5, 11, 12, 40].map((attempts) => nextRevokeAttempt(new NetworkError('offline'), attempts, NOW, NOW, noJitter)! - NOW);
    expect(waits).toEqual([1_000, 2_000, 4_000, 32_000, 2_048_000, 3_600_000, 3_600_000]);
  });

  it('honours Retry-After and waits out a daily quota until its reset', () => {
    expect(nextRevokeAttempt(answer(503, 'http_503', 120), 0, NOW, NOW, noJitter)).toBe(NOW + 120_000);
    expect(nextRevokeAttempt(answer(429, 'user_limit_exceeded'), 0, NOW, NOW, noJitter)).toBe(nextNewYorkMidnight(NOW));
    expect(nextRevokeAttempt(answer(412, 'client_id_failed'), 3, NOW, NOW, noJitter)).toBe(NOW + 8_000);
  });

  it('stops once the refresh token would have died anyway, or when the request itself was refused', () => {
    expect(nextRevokeAttempt(new NetworkError('offline'), 3, NOW, NOW + REVOKE_WORTH_TRYING_MS, noJitter)).toBeNull();
    expect(nextRevokeAttempt(answer(400, 'invalid_request'), 0, NOW, NOW, noJitter)).toBeNull();
    expect(nextRevokeAttempt(answer(401, 'invalid_client'), 0, NOW, NOW, noJitter)).toBeNull();
  });
});

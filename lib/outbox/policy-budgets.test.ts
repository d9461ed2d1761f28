import { describe, expect, it } from 'vitest';
import { NetworkError, ServiceError } from '../service/errors';
import { registrationRefused, REGISTRATION_REFUSED_AFTER_MS, verdictForError, type PolicyContext, type Verdict } from './policy';

const NOW = Date.parse('2026-06-10T15:00:00Z');
const MINUTE = 60_000;

const serviceError = (status: number, code: string, retryAfterSeconds: number | null = null) =>
  new ServiceError(status, code, `${status} ${code}`, { error: code, code: status }, retryAfterSeconds, null);

const verdict = (error: unknown, context: Partial<PolicyContext> = {}): Verdict =>
  verdictForError(error, { attempts: 0, now: NOW, random: () => 0, ...context });

describe('verdictForError: the 1-2-4-8-16 s budget counts only 429 rate_limit and 5xx (spec 7)', () => {
  it('many earlier timeouts, lock or quota retries do not use up the budget of a 5xx', () => {
    expect(verdict(serviceError(503, 'http_503'), { attempts: 12, backoffs: 0 })).toMatchObject({ kind: 'retry', atMs: NOW + 1000, counts: 'backoff' });
    expect(verdict(serviceError(429, 'rate_limit'), { attempts: 12, backoffs: 4 })).toMatchObject({ kind: 'retry', atMs: NOW + 16_000 });
  });

  it('the sixth 429 rate_limit or 5xx in the budget gives up', () => {
    expect(verdict(serviceError(500, 'internal'), { attempts: 5, backoffs: 5 }).kind).toBe('failed');
  });

  it.each<[string, unknown]>([
    ['a timeout', new NetworkError('GET /x: no answer within 30 s.')],
    ['the write lock', serviceError(400, 'RATE_LIMIT')],
    ['a daily quota', serviceError(429, 'user_limit_exceeded')],
  ])('%s is retried without drawing on the budget', (_label, error) => {
    const result = verdict(error, { attempts: 20, backoffs: 5 });
    expect(result.kind).toBe('retry');
    expect(result).not.toHaveProperty('counts');
  });
});

describe('verdictForError: a daily quota 429 honours Retry-After (spec 7: seconds remaining)', () => {
  it('waits exactly the Retry-After seconds', () => {
    expect(verdict(serviceError(429, 'app_limit_exceeded', 90))).toMatchObject({ kind: 'retry', atMs: NOW + 90_000 });
  });
});

describe('verdictForError: 412 client_id_failed backs off in growing minutes, then holds the queue', () => {
  it('waits 1, 2, 4, 8 minutes for the 412s in a row', () => {
    const waits = [0, 1, 2, 3].map((throttles) => {
      const result = verdict(serviceError(412, 'client_id_failed'), { throttles, throttledSince: NOW });
      if (result.kind !== 'retry') throw new Error(result.kind);
      expect(result.counts).toBe('throttle');
      return (result.atMs - NOW) / MINUTE;
    });
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('never waits more than an hour between tries, and honours a longer Retry-After', () => {
    const capped = verdict(serviceError(412, 'client_id_failed'), { throttles: 40, throttledSince: NOW });
    expect(capped).toMatchObject({ atMs: NOW + 60 * MINUTE });
    const told = verdict(serviceError(412, 'client_id_failed', 300), { throttles: 0, throttledSince: NOW });
    expect(told).toMatchObject({ atMs: NOW + 5 * MINUTE });
  });

  it('after the bounded time of 412s tells the user the registration is refused and holds until the next try', () => {
    const result = verdict(serviceError(412, 'client_id_failed'), { throttles: 5, throttledSince: NOW - REGISTRATION_REFUSED_AFTER_MS });
    expect(result).toEqual({ kind: 'hold', reason: registrationRefused(), untilMs: NOW + 32 * MINUTE });
  });
});

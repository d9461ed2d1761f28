import { describe, expect, it } from 'vitest';
import { UnresolvedError } from '../resolve/errors';
import { nextNewYorkMidnight } from '../limits/backoff';
import { NetworkError, ServiceError, SignedOutError } from '../service/errors';
import { verdictForError, type Verdict } from './policy';

const NOW = Date.parse('2026-06-10T15:00:00Z');
const SECOND = 1000;

function serviceError(status: number, code: string, retryAfterSeconds: number | null = null): ServiceError {
  return new ServiceError(status, code, `${status} ${code}`, { error: code, code: status }, retryAfterSeconds, null);
}

function verdict(error: unknown, attempts = 0, random = 0, now = NOW): Verdict {
  return verdictForError(error, { attempts, backoffs: attempts, now, random: () => random });
}

function retryDelay(result: Verdict, now = NOW): number {
  if (result.kind !== 'retry') throw new Error(`expected a retry, got ${JSON.stringify(result)}`);
  return result.atMs - now;
}

/** New York wall-clock time of an instant, read through Intl. */
function newYorkTime(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));
}

describe('verdictForError: retry or not (spec 7)', () => {
  const table: Array<[string, unknown, Verdict['kind']]> = [
    ['network failure', new NetworkError('offline'), 'retry'],
    ['400 RATE_LIMIT write lock', serviceError(400, 'RATE_LIMIT'), 'retry'],
    ['429 rate_limit burst', serviceError(429, 'rate_limit'), 'retry'],
    ['429 user_limit_exceeded', serviceError(429, 'user_limit_exceeded'), 'retry'],
    ['429 app_limit_exceeded', serviceError(429, 'app_limit_exceeded'), 'retry'],
    ['412 client_id_failed throttle', serviceError(412, 'client_id_failed'), 'retry'],
    ['500 internal', serviceError(500, 'internal'), 'retry'],
    ['502 without envelope', serviceError(502, 'http_502'), 'retry'],
    ['503 without envelope', serviceError(503, 'http_503'), 'retry'],
    ['400 empty_field', serviceError(400, 'empty_field'), 'failed'],
    ['400 wrong_parameter', serviceError(400, 'wrong_parameter'), 'failed'],
    ['400 unauthorized_client', serviceError(400, 'unauthorized_client'), 'failed'],
    ['403 forbidden', serviceError(403, 'forbidden'), 'failed'],
    // Held for the user to sign in again with the write scope (spec 5.2), never dropped.
    ['403 insufficient_scope', serviceError(403, 'insufficient_scope'), 'hold'],
    ['403 oauth2_token_required', serviceError(403, 'oauth2_token_required'), 'hold'],
    ['404 id_err', serviceError(404, 'id_err'), 'failed'],
    ['signed out', new SignedOutError('Sign in.'), 'hold'],
  ];

  it.each(table)('%s -> %s', (_label, error, kind) => {
    expect(verdict(error).kind).toBe(kind);
  });

  it('asks for a new sign-in when the grant cannot write', () => {
    expect(verdict(serviceError(403, 'insufficient_scope'))).toMatchObject({ kind: 'hold', reauth: true });
    expect(verdict(new SignedOutError('Sign in.'))).not.toHaveProperty('reauth');
  });

  it('never returns done for an error', () => {
    for (const [, error] of table) expect(verdict(error).kind).not.toBe('done');
  });
});

describe('verdictForError: network failures', () => {
  it('keeps retrying however many attempts were made, at most a minute apart', () => {
    for (let attempts = 0; attempts <= 50; attempts += 1) {
      for (const random of [0, 0.999]) {
        const delay = retryDelay(verdict(new NetworkError('offline'), attempts, random));
        expect(delay).toBeGreaterThan(0);
        expect(delay).toBeLessThanOrEqual(60 * SECOND);
      }
    }
  });

  it('waits longer after more attempts', () => {
    const first = retryDelay(verdict(new NetworkError('offline'), 0));
    const later = retryDelay(verdict(new NetworkError('offline'), 4));
    expect(later).toBeGreaterThan(first);
  });
});

describe('verdictForError: 400 RATE_LIMIT write lock (spec 7/8: retry shortly, not a quota error)', () => {
  it.each([0, 3, 5, 10, 20])('is still a retry after %d attempts', (attempts) => {
    const delay = retryDelay(verdict(serviceError(400, 'RATE_LIMIT'), attempts));
    expect(delay).toBeGreaterThan(0);
    expect(delay).toBeLessThanOrEqual(20 * SECOND);
  });

  it('honours a larger Retry-After', () => {
    expect(retryDelay(verdict(serviceError(400, 'RATE_LIMIT', 18)))).toBe(18 * SECOND);
  });
});

describe('verdictForError: 429 rate_limit and 5xx back off 1, 2, 4, 8, 16 s then fail', () => {
  const errors: Array<[string, () => ServiceError]> = [
    ['429 rate_limit', () => serviceError(429, 'rate_limit')],
    ['500 internal', () => serviceError(500, 'internal')],
    ['502', () => serviceError(502, 'http_502')],
    ['503', () => serviceError(503, 'http_503')],
  ];

  it.each(errors)('%s: delays by attempt, jitter in [0, 1) s', (_label, make) => {
    const bases = [1, 2, 4, 8, 16];
    bases.forEach((base, attempts) => {
      expect(retryDelay(verdict(make(), attempts, 0))).toBe(base * SECOND);
      const jittered = retryDelay(verdict(make(), attempts, 0.999));
      expect(jittered).toBeGreaterThanOrEqual(base * SECOND);
      expect(jittered).toBeLessThan((base + 1) * SECOND);
    });
  });

  it.each(errors)('%s: fails after 5 attempts', (_label, make) => {
    expect(verdict(make(), 5).kind).toBe('failed');
    expect(verdict(make(), 6).kind).toBe('failed');
  });

  it('a run of 429s retries exactly 5 times, then fails', () => {
    const kinds: Verdict['kind'][] = [];
    for (let attempts = 0; attempts < 10; attempts += 1) {
      const result = verdict(serviceError(429, 'rate_limit'), attempts, 0.5);
      kinds.push(result.kind);
      if (result.kind === 'failed') break;
    }
    expect(kinds).toEqual(['retry', 'retry', 'retry', 'retry', 'retry', 'failed']);
  });

  it.each([
    [429, 'rate_limit', 0, 30, 30 * SECOND],
    [503, 'http_503', 2, 10, 10 * SECOND],
    [502, 'http_502', 4, 120, 120 * SECOND],
  ])('%d %s at attempt %d honours Retry-After %d s when larger', (status, code, attempts, retryAfter, expected) => {
    expect(retryDelay(verdict(serviceError(status, code, retryAfter), attempts, 0.5))).toBe(expected);
  });

  it('keeps the backoff when Retry-After is smaller', () => {
    expect(retryDelay(verdict(serviceError(429, 'rate_limit', 1), 3, 0))).toBe(8 * SECOND);
  });
});

describe('verdictForError: 412 throttling block', () => {
  it.each([0, 1, 4, 5, 9])('waits at least 60 s after %d attempts and keeps retrying', (attempts) => {
    const delay = retryDelay(verdict(serviceError(412, 'client_id_failed'), attempts, 0.9));
    expect(delay).toBeGreaterThanOrEqual(60 * SECOND);
  });

  it('honours a larger Retry-After', () => {
    expect(retryDelay(verdict(serviceError(412, 'client_id_failed', 300)))).toBeGreaterThanOrEqual(300 * SECOND);
  });
});

describe('verdictForError: daily quota 429s without Retry-After retry at the next New York midnight, no backoff', () => {
  const instants = [
    '2026-01-15T12:00:00Z',
    '2026-03-07T23:00:00Z',
    '2026-03-08T05:30:00Z', // 00:30 EST on the spring-forward day
    '2026-03-08T07:30:00Z', // 03:30 EDT, just after the switch
    '2026-06-10T15:00:00Z',
    '2026-10-31T23:00:00Z',
    '2026-11-01T05:30:00Z', // 01:30 EDT, first pass
    '2026-11-01T06:30:00Z', // 01:30 EST, second pass
    '2026-11-01T12:00:00Z',
    '2026-12-31T23:59:59Z',
  ];

  for (const code of ['user_limit_exceeded', 'app_limit_exceeded']) {
    it.each(instants)(`${code} at %s`, (iso) => {
      const now = Date.parse(iso);
      const result = verdict(serviceError(429, code), 0, 0.5, now);
      if (result.kind !== 'retry') throw new Error(`expected retry, got ${result.kind}`);
      expect(newYorkTime(result.atMs)).toBe('00:00:00');
      expect(result.atMs % 1000).toBe(0);
      expect(result.atMs).toBeGreaterThan(now);
      expect(result.atMs - now).toBeLessThanOrEqual(25 * 3600 * SECOND);
      expect(result.atMs).toBe(nextNewYorkMidnight(now));
    });
  }

  it.each([0, 4, 5, 10])('is not subject to the 5-attempt limit (attempt %d)', (attempts) => {
    const result = verdict(serviceError(429, 'user_limit_exceeded'), attempts);
    expect(result.kind).toBe('retry');
  });
});

describe('verdictForError: signed out', () => {
  it('holds the entry until the user signs in again', () => {
    const result = verdict(new SignedOutError('Sign in to start scrobbling.'), 3);
    expect(result).toEqual({ kind: 'hold', reason: 'Sign in to start scrobbling.' });
  });

  it('an item that could not be told apart is parked for the user, with its subject (never failed, never retried)', () => {
    const guess = { site: 'netflix', siteItemId: '1', siteShowId: 'S', kind: 'episode' as const, title: 'Dune', episode: 1 };
    expect(verdictForError(new UnresolvedError(guess, 'which Dune?'), { attempts: 0, now: 0, random: () => 0 })).toEqual({
      kind: 'parked',
      reason: 'which Dune?',
      subject: 'netflix:show:S',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { NetworkError, ServiceError } from '../service/errors';
import { afterFailedPoll } from './poll-retry';

const answer = (status: number, code: string, retryAfter: number | null = null) => new ServiceError(status, code, code, null, retryAfter, null);
const noJitter = () => 0;
const fullJitter = () => 0.999;

describe('a failed sign-in poll (spec 3.4, 7)', () => {
  it('429 rate_limit waits the backoff, never less than the poll interval', () => {
    expect(afterFailedPoll(answer(429, 'rate_limit'), 0, 1, noJitter)).toEqual({ kind: 'retry', delayMs: 1_000, busy: true });
    expect(afterFailedPoll(answer(429, 'rate_limit'), 3, 1, noJitter)).toEqual({ kind: 'retry', delayMs: 8_000, busy: true });
    expect(afterFailedPoll(answer(429, 'rate_limit'), 4, 1, fullJitter)).toEqual({ kind: 'retry', delayMs: 16_999, busy: true });
    // The backoff's first steps are shorter than a 5 s interval: the interval wins.
    expect(afterFailedPoll(answer(429, 'rate_limit'), 1, 5, noJitter)).toEqual({ kind: 'retry', delayMs: 5_000, busy: true });
  });

  it('honours a longer Retry-After', () => {
    expect(afterFailedPoll(answer(429, 'rate_limit', 30), 0, 5, noJitter)).toEqual({ kind: 'retry', delayMs: 30_000, busy: true });
  });

  it('gives up after the fifth wait in a row, for 429 and 5xx alike', () => {
    expect(afterFailedPoll(answer(429, 'rate_limit'), 5, 5, noJitter)).toEqual({ kind: 'end' });
    expect(afterFailedPoll(answer(503, 'http_503'), 5, 5, noJitter)).toEqual({ kind: 'end' });
    expect(afterFailedPoll(answer(500, 'internal'), 2, 1, noJitter)).toEqual({ kind: 'retry', delayMs: 4_000, busy: true });
  });

  it('a daily quota 429 and any other refusal end the flow', () => {
    expect(afterFailedPoll(answer(429, 'user_limit_exceeded', 3600), 0, 5, noJitter)).toEqual({ kind: 'end' });
    expect(afterFailedPoll(answer(400, 'invalid_grant'), 0, 5, noJitter)).toEqual({ kind: 'end' });
  });

  it('a 412 throttling block is waited out: its Retry-After, else a minute', () => {
    expect(afterFailedPoll(answer(412, 'client_id_failed', 90), 0, 5, noJitter)).toEqual({ kind: 'retry', delayMs: 90_000, busy: false });
    expect(afterFailedPoll(answer(412, 'client_id_failed'), 0, 5, noJitter)).toEqual({ kind: 'retry', delayMs: 60_000, busy: false });
  });

  it('no answer at all tries again at the interval, outside the backoff budget', () => {
    expect(afterFailedPoll(new NetworkError('offline'), 9, 5, noJitter)).toEqual({ kind: 'retry', delayMs: 5_000, busy: false });
  });
});

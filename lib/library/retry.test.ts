import { describe, expect, it } from 'vitest';
import { NetworkError, ServiceError } from '../service/errors';
import { withRetries } from './retry';

const failure = (status: number, code: string, retryAfter: number | null = null) => new ServiceError(status, code, code, null, retryAfter, null);

function scripted(outcomes: Array<Error | string>) {
  let calls = 0;
  return {
    call: async () => {
      const next = outcomes[calls++];
      if (next instanceof Error) throw next;
      return next;
    },
    calls: () => calls,
  };
}

describe('library reads retry like the spec says (spec 7)', () => {
  const sleeps: number[] = [];
  const deps = { sleep: async (ms: number) => void sleeps.push(ms), random: () => 0 };

  it('retries a burst 429, a 503 and a dropped connection on 1, 2, 4 s', async () => {
    sleeps.length = 0;
    const service = scripted([failure(429, 'rate_limit'), failure(503, 'http_503'), new NetworkError('offline'), 'ok']);
    await expect(withRetries(service.call, deps)).resolves.toBe('ok');
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('honours a longer Retry-After', async () => {
    sleeps.length = 0;
    const service = scripted([failure(503, 'http_503', 7), 'ok']);
    await withRetries(service.call, deps);
    expect(sleeps).toEqual([7000]);
  });

  it('never retries a daily quota, a 401 or a 404, and gives up after the allowed attempts', async () => {
    for (const error of [failure(429, 'user_limit_exceeded'), failure(401, 'invalid_token'), failure(404, 'id_err')]) {
      const service = scripted([error, 'ok']);
      await expect(withRetries(service.call, deps)).rejects.toBe(error);
      expect(service.calls()).toBe(1);
    }
    const always = scripted(Array.from({ length: 10 }, () => failure(500, 'internal')));
    await expect(withRetries(always.call, { ...deps, attempts: 2 })).rejects.toMatchObject({ status: 500 });
    expect(always.calls()).toBe(3);
  });
});

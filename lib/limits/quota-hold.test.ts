import { describe, expect, it } from 'vitest';
import { ServiceError } from '../service/errors';
import { createQuotaHold, drawsOnQuota } from './quota-hold';

const quota429 = (retryAfter: number | null, code = 'user_limit_exceeded') =>
  new ServiceError(429, code, 'Daily limit.', { error: code, code: 429 }, retryAfter, null);

describe('the client-wide hold after a daily quota 429 (spec 7, 8)', () => {
  it('refuses every request drawing on the quota with the same 429 and the seconds left, until the announced reset', () => {
    let now = 1_000_000;
    const hold = createQuotaHold(() => now);
    hold.check('api', '/sync/activities');
    hold.noteAnswer(quota429(3600));
    now += 1000;
    const refused = (() => {
      try {
        hold.check('api', '/sync/activities');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(ServiceError);
    expect([(refused as ServiceError).status, (refused as ServiceError).code, (refused as ServiceError).retryAfterSeconds]).toEqual([
      429,
      'user_limit_exceeded',
      3599,
    ]);
    expect(() => hold.check('api', '/scrobble/start')).toThrow(ServiceError);
    now += 3599 * 1000;
    expect(() => hold.check('api', '/sync/activities')).not.toThrow();
  });

  it('lets exempt reads, the CDN and the sign-in endpoints through; other 429s and a cleared hold hold nothing', () => {
    const hold = createQuotaHold(() => 0);
    hold.noteAnswer(quota429(60, 'app_limit_exceeded'));
    for (const path of ['/movies/10001', '/tv/episodes/20001', '/anime/30001', '/redirect', '/oauth2/revoke', '/oauth/token'])
      expect(() => hold.check('api', path)).not.toThrow();
    expect(() => hold.check('cdn', '/calendar/tv.json')).not.toThrow();
    expect(() => hold.check('api', '/search/movie')).toThrow(ServiceError);
    hold.clear();
    hold.noteAnswer(new ServiceError(429, 'rate_limit', 'Slow down.', null, 1, null));
    expect(() => hold.check('api', '/search/movie')).not.toThrow();
  });

  it('without Retry-After holds until midnight in New York', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    const hold = createQuotaHold(() => now);
    hold.noteAnswer(quota429(null));
    expect(() => hold.check('api', '/sync/playback')).toThrow(expect.objectContaining({ retryAfterSeconds: 16 * 3600 }));
  });

  it('X-RateLimit-Remaining: 0 on a success starts the hold until midnight in New York (spec 8)', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    const hold = createQuotaHold(() => now);
    hold.noteRemaining('api', '/sync/history', new Headers({ 'x-ratelimit-remaining': '1' }));
    hold.noteRemaining('api', '/movies/10001', new Headers({ 'x-ratelimit-remaining': '0' }));
    expect(() => hold.check('api', '/sync/playback')).not.toThrow();
    hold.noteRemaining('api', '/sync/history', new Headers({ 'x-ratelimit-remaining': '0' }));
    expect(() => hold.check('api', '/sync/playback')).toThrow(
      expect.objectContaining({ status: 429, code: 'user_limit_exceeded', retryAfterSeconds: 16 * 3600 }),
    );
    expect(() => hold.check('api', '/movies/10001')).not.toThrow();
  });

  it('knows which paths draw on the quota', () => {
    expect(['/tv/airing', '/anime/airing', '/users/settings', '/lists/7001'].every((path) => drawsOnQuota('api', path))).toBe(true);
  });
});

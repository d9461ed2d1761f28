import { describe, expect, it } from 'vitest';
import { ServiceError } from '../service/errors';
import { coveredByThrottle, createThrottleHold } from './throttle-hold';

const block = (retryAfter: number | null = null) =>
  new ServiceError(412, 'client_id_failed', 'Throttled.', { error: 'client_id_failed', code: 412 }, retryAfter, null);

function refusal(run: () => void): ServiceError | null {
  try {
    run();
  } catch (error) {
    return error as ServiceError;
  }
  return null;
}

describe('the client-wide hold after a 412 throttling block (spec 7, 8)', () => {
  it('refuses every covered request with the same 412 and the seconds left, for a minute', () => {
    let now = 1_000_000;
    const hold = createThrottleHold(() => now);
    hold.noteAnswer('api', '/scrobble/start', block());
    now += 1_000;
    for (const path of ['/sync/playback', '/users/7/stats', '/search/random', '/oauth2/token', '/oauth/pin/ABCDE']) {
      const refused = refusal(() => hold.check('api', path));
      expect([refused?.status, refused?.code, refused?.retryAfterSeconds]).toEqual([412, 'client_id_failed', 59]);
    }
    now += 59_000;
    expect(refusal(() => hold.check('api', '/sync/playback'))).toBeNull();
  });

  it('lets the edge-cached reads and the CDN through', () => {
    const hold = createThrottleHold(() => 0);
    hold.noteAnswer('api', '/scrobble/start', block());
    expect(['/movies/10001', '/tv/episodes/20001', '/redirect'].every((path) => !coveredByThrottle('api', path))).toBe(true);
    expect(refusal(() => hold.check('api', '/movies/10001'))).toBeNull();
    expect(refusal(() => hold.check('cdn', '/calendar/tv.json'))).toBeNull();
  });

  it('doubles with each 412 met right after a hold, to an hour; honours a longer Retry-After', () => {
    let now = 0;
    const hold = createThrottleHold(() => now);
    const heldFor = (): number => refusal(() => hold.check('api', '/sync/history'))?.retryAfterSeconds ?? 0;
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      hold.noteAnswer('api', '/sync/history', block());
      waits.push(heldFor());
      now += waits.at(-1)! * 1000;
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    hold.noteAnswer('api', '/sync/history', block(7200));
    expect(heldFor()).toBe(7200);
  });

  it('any other answer to a covered request ends the run: the next block starts at a minute', () => {
    let now = 0;
    const hold = createThrottleHold(() => now);
    hold.noteAnswer('api', '/sync/history', block());
    now += 60_000;
    hold.noteAnswer('api', '/sync/history', block());
    now += 120_000;
    hold.noteAnswer('api', '/sync/playback', null);
    hold.noteAnswer('api', '/sync/history', block());
    expect(refusal(() => hold.check('api', '/sync/history'))?.retryAfterSeconds).toBe(60);
    // An exempt read says nothing of the block.
    hold.noteAnswer('api', '/movies/10001', null);
    expect(refusal(() => hold.check('api', '/sync/history'))).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ServiceError, SignedOutError } from '../service/errors';
import { REFRESH_AHEAD_MS, TokenManager } from './tokens';
import { NOW, HOUR, DAY, WEEK_S, serviceError, stored, harness, callRejecting, rejection } from './tokens.fixtures';

describe('TokenManager.accessToken: refresh ahead of expiry', () => {
  it.each<[string, number, boolean]>([
    ['already expired', -HOUR, true],
    ['expires in 1 hour', HOUR, true],
    ['expires in just under a day', DAY - 1, true],
    ['expires in exactly the refresh margin', REFRESH_AHEAD_MS, true],
    ['expires in a day and a minute', DAY + 60_000, false],
    ['expires in 6 days', 6 * DAY, false],
  ])('%s -> refresh = %s', async (_label, expiresIn, refreshes) => {
    const h = harness({ tokens: stored({ expiresAt: NOW + expiresIn }) });
    const token = await h.manager.accessToken();
    expect(h.refreshedWith).toEqual(refreshes ? ['refresh-0'] : []);
    expect(token).toBe(refreshes ? 'access-1' : 'access-0');
  });

  it('stores the refreshed tokens: new access token, rotated refresh token, new expiry, scope kept', async () => {
    const h = harness({ tokens: stored({ expiresAt: NOW + HOUR }) });
    await h.manager.accessToken();
    expect(h.store.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: NOW + WEEK_S * 1000, scope: 'media:read media:write' });
  });

  it('uses the rotated refresh token on the next refresh', async () => {
    const h = harness({
      tokens: stored({ expiresAt: NOW + HOUR }),
      refresh: async (n) => ({ access_token: `access-${n + 1}`, refresh_token: `refresh-${n + 1}`, token_type: 'Bearer', expires_in: 3600 }),
    });
    await h.manager.accessToken();
    await h.manager.accessToken();
    expect(h.refreshedWith).toEqual(['refresh-0', 'refresh-1']);
  });

  it('keeps the old refresh token and scope when the answer carries none', async () => {
    const h = harness({
      tokens: stored({ expiresAt: NOW - 1 }),
      refresh: async () => ({ access_token: 'access-new', token_type: 'bearer' }),
    });
    expect(await h.manager.accessToken()).toBe('access-new');
    expect(h.store.tokens).toMatchObject({ accessToken: 'access-new', refreshToken: 'refresh-0', scope: 'media:read media:write' });
  });

  it('refreshes once for concurrent callers', async () => {
    const h = harness({ tokens: stored({ expiresAt: NOW + HOUR }), refreshDelayTicks: 3 });
    const tokens = await Promise.all([h.manager.accessToken(), h.manager.accessToken(), h.manager.accessToken()]);
    expect(tokens).toEqual(['access-1', 'access-1', 'access-1']);
    expect(h.refreshedWith).toHaveLength(1);
  });

  it('does not refresh a token without a refresh token (V1)', async () => {
    const h = harness({ tokens: { accessToken: 'v1-token', expiresAt: NOW + 1000 * DAY, scope: '' } });
    expect(await h.manager.accessToken()).toBe('v1-token');
    expect(h.refreshedWith).toEqual([]);
  });

  it('throws SignedOutError when nobody is signed in', async () => {
    const h = harness({ tokens: null });
    expect(await rejection(h.manager.accessToken())).toBeInstanceOf(SignedOutError);
  });
});

describe('TokenManager.withToken', () => {
  it('passes the stored token to the call and returns its result', async () => {
    const h = harness();
    expect(await h.manager.withToken(async (token) => `used ${token}`)).toBe('used access-0');
    expect(h.refreshedWith).toEqual([]);
  });

  it('does not call the service when signed out', async () => {
    const h = harness({ tokens: null });
    let called = false;
    const error = await rejection(
      h.manager.withToken(async () => {
        called = true;
      }),
    );
    expect(error).toBeInstanceOf(SignedOutError);
    expect(called).toBe(false);
  });

  it('a 401 invalid_token gets one refresh and one retry with the new token', async () => {
    const h = harness();
    const { call, tokensSeen } = callRejecting('access-0');
    expect(await h.manager.withToken(call)).toBe('ok with access-1');
    expect(tokensSeen).toEqual(['access-0', 'access-1']);
    expect(h.refreshedWith).toEqual(['refresh-0']);
    expect(h.store.tokens?.refreshToken).toBe('refresh-1');
  });

  it('a second 401 after the refresh is not retried again', async () => {
    const h = harness();
    let calls = 0;
    const error = await rejection(
      h.manager.withToken(async () => {
        calls += 1;
        throw serviceError(401, 'invalid_token');
      }),
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect(calls).toBe(2);
    expect(h.refreshedWith).toHaveLength(1);
  });

  const timings: Array<[string, number[], number]> = [
    ['both 401s arrive while the refresh runs', [0, 0], 5],
    ['the second 401 arrives after the refresh finished', [0, 8], 1],
    ['the first 401 arrives last', [6, 0], 1],
    ['five callers, staggered', [0, 1, 2, 5, 9], 3],
    ['five callers, all at once, instant refresh', [0, 0, 0, 0, 0], 0],
  ];

  it.each(timings)('concurrent calls that all get 401 invalid_token refresh exactly once: %s', async (_label, delays, refreshDelayTicks) => {
    const h = harness({ refreshDelayTicks });
    const results = await Promise.all(delays.map((delay) => h.manager.withToken(callRejecting('access-0', delay).call)));
    expect(results).toEqual(delays.map(() => 'ok with access-1'));
    expect(h.refreshedWith).toEqual(['refresh-0']);
    // Once marked refused (so it is never sent again), once the new tokens: one refresh's worth.
    expect(h.store.saved.map(({ accessToken, expiresAt }) => [accessToken, expiresAt === 0])).toEqual([
      ['access-0', true],
      ['access-1', false],
    ]);
    expect(h.signedOut).toEqual([]);
  });

  it('passes other errors through without refreshing', async () => {
    const h = harness();
    const original = serviceError(429, 'rate_limit');
    const error = await rejection(
      h.manager.withToken(async () => {
        throw original;
      }),
    );
    expect(error).toBe(original);
    expect(h.refreshedWith).toEqual([]);
    expect(h.store.tokens).not.toBeNull();
  });

  it.each(['user_token_failed', 'user_token_required', 'invalid_client'])('a 401 %s signs out without refreshing', async (code) => {
    const h = harness();
    let calls = 0;
    const error = await rejection(
      h.manager.withToken(async () => {
        calls += 1;
        throw serviceError(401, code);
      }),
    );
    expect(error).toBeInstanceOf(SignedOutError);
    expect(calls).toBe(1);
    expect(h.refreshedWith).toEqual([]);
    expect(h.store.tokens).toBeNull();
    expect(h.signedOut).toHaveLength(1);
    expect(h.signedOut[0]).toContain(code);
  });

  it('a 401 invalid_token without a refresh token signs out', async () => {
    const h = harness({ tokens: stored({ refreshToken: undefined }) });
    const error = await rejection(h.manager.withToken(callRejecting('access-0').call));
    expect(error).toBeInstanceOf(SignedOutError);
    expect(h.store.tokens).toBeNull();
    expect(h.signedOut).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { NetworkError, type ServiceError, SignedOutError } from '../service/errors';
import { storedTokensFrom, TokenManager } from './tokens';
import { NOW, HOUR, DAY, WEEK_S, serviceError, stored, harness, callRejecting, rejection } from './tokens.fixtures';

describe('TokenManager: a refresh the service refuses', () => {
  it.each<[string, ServiceError]>([
    ['400 invalid_grant', serviceError(400, 'invalid_grant')],
    ['401 invalid_grant', serviceError(401, 'invalid_grant')],
    ['401 invalid_token', serviceError(401, 'invalid_token')],
  ])('%s: clears the store, calls onSignedOut once and throws SignedOutError', async (_label, failure) => {
    const h = harness({ refresh: async () => Promise.reject(failure) });
    const error = await rejection(h.manager.withToken(callRejecting('access-0').call));
    expect(error).toBeInstanceOf(SignedOutError);
    expect(h.store.tokens).toBeNull();
    expect(h.store.clears).toBe(1);
    expect(h.signedOut).toHaveLength(1);
  });

  it('signs out once when the refresh ahead of expiry is refused, for all concurrent callers', async () => {
    const h = harness({ tokens: stored({ expiresAt: NOW + HOUR }), refresh: async () => Promise.reject(serviceError(400, 'invalid_grant')) });
    const errors = await Promise.all([rejection(h.manager.accessToken()), rejection(h.manager.accessToken())]);
    for (const error of errors) expect(error).toBeInstanceOf(SignedOutError);
    expect(h.refreshedWith).toHaveLength(1);
    expect(h.signedOut).toHaveLength(1);
    expect(h.store.tokens).toBeNull();
  });

  it.each<[string, Error]>([
    ['503', serviceError(503, 'http_503')],
    ['500', serviceError(500, 'internal')],
    ['network failure', new NetworkError('offline')],
    // spec 7: a burst limit, a daily quota and a throttling block are waits, not a dead sign-in.
    ['429 rate_limit', serviceError(429, 'rate_limit')],
    ['429 user_limit_exceeded', serviceError(429, 'user_limit_exceeded')],
    ['412 client_id_failed', serviceError(412, 'client_id_failed')],
    // Only invalid_grant / invalid_token say the refresh token is dead; anything else is not the user's sign-in.
    ['401 invalid_client', serviceError(401, 'invalid_client')],
    ['400 invalid_request', serviceError(400, 'invalid_request')],
  ])('%s: keeps the sign-in and passes the error on', async (_label, failure) => {
    const h = harness({ tokens: stored({ expiresAt: NOW + HOUR }), refresh: async () => Promise.reject(failure) });
    const error = await rejection(h.manager.accessToken());
    expect(error).toBe(failure);
    expect(error).not.toBeInstanceOf(SignedOutError);
    // An answer from the service says the token was not rotated; no answer leaves it in doubt.
    const inDoubt = failure instanceof NetworkError ? { refreshInDoubt: true } : {};
    expect(h.store.tokens).toEqual({ ...stored({ expiresAt: NOW + HOUR }), ...inDoubt });
    expect(h.signedOut).toEqual([]);
  });

  it('a later call after a failed transient refresh tries again', async () => {
    let fail = true;
    const h = harness({
      tokens: stored({ expiresAt: NOW + HOUR }),
      refresh: async () => {
        if (fail) throw new NetworkError('offline');
        return { access_token: 'access-ok', refresh_token: 'refresh-ok', token_type: 'Bearer', expires_in: WEEK_S };
      },
    });
    await rejection(h.manager.accessToken());
    fail = false;
    expect(await h.manager.accessToken()).toBe('access-ok');
    expect(h.refreshedWith).toHaveLength(2);
  });
});

describe('TokenManager: an access token the service refused is never sent again', () => {
  it('after a 401 invalid_token whose refresh failed for a while, the next call refreshes first (spec 7: no unchanged retry)', async () => {
    let fail = true;
    const h = harness({
      // Valid by the client's clock: the service ended it early (revoked, or its clock differs).
      tokens: stored({ expiresAt: NOW + 3 * DAY }),
      refresh: async () => {
        if (fail) throw serviceError(429, 'rate_limit');
        return { access_token: 'access-new', refresh_token: 'refresh-new', token_type: 'Bearer', expires_in: WEEK_S };
      },
    });
    const write = callRejecting('access-0');
    expect(await rejection(h.manager.withToken(write.call))).toMatchObject({ status: 429 });
    expect(h.signedOut).toEqual([]);
    fail = false;
    expect(await h.manager.withToken(write.call)).toBe('ok with access-new');
    // The refused token went out once, never twice.
    expect(write.tokensSeen).toEqual(['access-0', 'access-new']);
  });
});

describe('storedTokensFrom', () => {
  it('computes the expiry from expires_in, defaulting to 7 days (spec 5.2)', () => {
    expect(storedTokensFrom({ access_token: 'a', token_type: 'Bearer', expires_in: 60 }, NOW).expiresAt).toBe(NOW + 60_000);
    expect(storedTokensFrom({ access_token: 'a', token_type: 'Bearer' }, NOW).expiresAt).toBe(NOW + 7 * DAY);
  });

  it('takes a rotated refresh token over the previous one', () => {
    const next = storedTokensFrom({ access_token: 'a', refresh_token: 'r2', token_type: 'Bearer', scope: 'media:read' }, NOW, stored());
    expect(next).toMatchObject({ refreshToken: 'r2', scope: 'media:read' });
  });

  it('has no refresh token when neither the answer nor the previous tokens had one', () => {
    expect(storedTokensFrom({ access_token: 'a', token_type: 'Bearer' }, NOW)).not.toHaveProperty('refreshToken');
  });
});

import { describe, expect, it } from 'vitest';
import { SignedOutError } from '../service/errors';
import { createSessionEpoch } from '../service/session-epoch';
import { DAY, HOUR, NOW, harness, rejection, serviceError, stored, tick } from './tokens.fixtures';

describe('a token refresh that answers after sign-out', () => {
  it('does not sign the user back in with the old refresh token', async () => {
    const epoch = createSessionEpoch();
    const h = harness({ tokens: stored({ expiresAt: NOW + HOUR }), refreshDelayTicks: 5, epoch });
    const pending = rejection(h.manager.accessToken());
    await tick();
    expect(h.refreshedWith).toEqual(['refresh-0']);
    const savedBefore = h.store.saved.length;
    await epoch.end(() => h.store.clear());
    const error = await pending;
    expect(error).toBeInstanceOf(SignedOutError);
    expect(h.store.tokens).toBeNull();
    expect(h.store.saved).toHaveLength(savedBefore);
  });

  it('a late refusal does not sign out the account that signed in since', async () => {
    const epoch = createSessionEpoch();
    const h = harness({
      tokens: stored({ expiresAt: NOW + HOUR }),
      refreshDelayTicks: 5,
      epoch,
      refresh: async () => Promise.reject(serviceError(400, 'invalid_grant')),
    });
    const pending = rejection(h.manager.accessToken());
    await tick();
    await epoch.end(async () => h.store.clear());
    h.store.tokens = stored({ accessToken: 'next-user', refreshToken: 'next-refresh', expiresAt: NOW + 5 * DAY });
    expect(await pending).toBeInstanceOf(SignedOutError);
    expect(h.store.tokens?.accessToken).toBe('next-user');
    expect(h.signedOut).toEqual([]);
  });
});

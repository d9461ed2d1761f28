import { describe, expect, it } from 'vitest';
import { replacingTokenStore } from './replacing-store';
import type { StoredTokens, TokenStore } from './tokens';

const tokens = (n: number): StoredTokens => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt: 1_000_000 + n,
  scope: 'media:read media:write',
});

function memoryStore(initial: StoredTokens | null): TokenStore & { current: StoredTokens | null } {
  const store = {
    current: initial,
    load: async () => store.current,
    save: async (next: StoredTokens) => {
      store.current = next;
    },
    clear: async () => {
      store.current = null;
    },
  };
  return store;
}

describe('replacingTokenStore: a new sign-in revokes the connection it replaces', () => {
  it('signed in already: saves the new tokens, then revokes the previous ones', async () => {
    const plain = memoryStore(tokens(1));
    const revoked: StoredTokens[] = [];
    await replacingTokenStore(plain, async (previous) => void revoked.push(previous)).save(tokens(2));
    expect(plain.current).toEqual(tokens(2));
    expect(revoked).toEqual([tokens(1)]);
  });

  it('the first sign-in revokes nothing; a revoke that fails does not undo the sign-in', async () => {
    const plain = memoryStore(null);
    const revoked: StoredTokens[] = [];
    const store = replacingTokenStore(plain, async (previous) => {
      revoked.push(previous);
      throw new Error('offline');
    });
    await store.save(tokens(1));
    expect(revoked).toEqual([]);
    await store.save(tokens(2));
    expect(revoked).toEqual([tokens(1)]);
    expect(plain.current).toEqual(tokens(2));
  });
});

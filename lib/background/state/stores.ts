import type { StoredTokens, TokenStore } from '../../auth/tokens';
import type { Db } from '../../db/database';
import type { MatchCache } from '../../resolve/cache';

/** Tokens live in the extension origin's IndexedDB, out of reach of content scripts. */
export function idbTokenStore(db: () => Promise<Db>): TokenStore {
  return {
    load: async () => (await (await db()).get('tokens', 'current')) ?? null,
    save: async (tokens: StoredTokens) => {
      await (await db()).put('tokens', tokens, 'current');
    },
    clear: async () => {
      await (await db()).delete('tokens', 'current');
    },
  };
}

export function idbMatchCache(db: () => Promise<Db>): MatchCache {
  return {
    get: async (key) => (await db()).get('resolveCache', key),
    put: async (key, value) => {
      await (await db()).put('resolveCache', value, key);
    },
  };
}

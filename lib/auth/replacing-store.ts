import type { StoredTokens, TokenStore } from './tokens';

/**
 * The token store a new sign-in saves through. Signing in again while signed in (after "Sign in
 * again" for a wider grant, say) makes a second connection on the service; the one it replaces is
 * revoked (spec 5.2 revoke), or it would stay valid there for 180 days with nobody using it. A
 * refresh saves through the plain store: it renews the same connection.
 */
export function replacingTokenStore(store: TokenStore, revoke: (previous: StoredTokens) => Promise<void>): TokenStore {
  return {
    load: () => store.load(),
    clear: () => store.clear(),
    async save(tokens) {
      const previous = await store.load();
      await store.save(tokens);
      if (previous && previous.accessToken !== tokens.accessToken) await revoke(previous).catch(() => undefined);
    },
  };
}

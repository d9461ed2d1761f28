import { ServiceError } from '../service/errors';
import type { TokenResponse } from '../service/schemas';
import type { SessionEpoch } from '../service/session-epoch';
import { TokenManager, type StoredTokens, type TokenStore } from './tokens';

export const NOW = Date.parse('2026-06-10T12:00:00Z');
export const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;
export const WEEK_S = 7 * 24 * 3600;

export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class MemoryTokenStore implements TokenStore {
  saved: StoredTokens[] = [];
  clears = 0;
  constructor(public tokens: StoredTokens | null) {}
  async load(): Promise<StoredTokens | null> {
    await Promise.resolve();
    return this.tokens ? structuredClone(this.tokens) : null;
  }
  async save(tokens: StoredTokens): Promise<void> {
    await Promise.resolve();
    this.tokens = structuredClone(tokens);
    this.saved.push(structuredClone(tokens));
  }
  async clear(): Promise<void> {
    await Promise.resolve();
    this.tokens = null;
    this.clears += 1;
  }
}

export const serviceError = (status: number, code: string) =>
  new ServiceError(status, code, `${status} ${code}`, { error: code }, null, status === 401 ? `Bearer realm="api", error="${code}"` : null);

export function stored(overrides: Partial<StoredTokens> = {}): StoredTokens {
  return { accessToken: 'access-0', refreshToken: 'refresh-0', expiresAt: NOW + 5 * DAY, scope: 'media:read media:write', ...overrides };
}

export interface Harness {
  store: MemoryTokenStore;
  manager: TokenManager;
  refreshedWith: string[];
  signedOut: string[];
}

export function harness(
  options: {
    tokens?: StoredTokens | null;
    /** Answer of refresh call number n (0-based); default: rotate to access-(n+1)/refresh-(n+1). */
    refresh?: (n: number, refreshToken: string) => Promise<TokenResponse>;
    refreshDelayTicks?: number;
    epoch?: SessionEpoch;
  } = {},
): Harness {
  const store = new MemoryTokenStore(options.tokens === undefined ? stored() : options.tokens);
  const refreshedWith: string[] = [];
  const signedOut: string[] = [];
  const manager = new TokenManager({
    store,
    ...(options.epoch ? { epoch: options.epoch } : {}),
    now: () => NOW,
    refresh: async (refreshToken) => {
      const n = refreshedWith.length;
      refreshedWith.push(refreshToken);
      for (let i = 0; i < (options.refreshDelayTicks ?? 1); i += 1) await tick();
      if (options.refresh) return options.refresh(n, refreshToken);
      return { access_token: `access-${n + 1}`, refresh_token: `refresh-${n + 1}`, token_type: 'Bearer', expires_in: WEEK_S, scope: 'media:read media:write' };
    },
    onSignedOut: async (reason) => {
      signedOut.push(reason);
    },
  });
  return { store, manager, refreshedWith, signedOut };
}

/** A service call that rejects the first access token with 401 invalid_token after `delayTicks`. */
export function callRejecting(stale: string, delayTicks = 0) {
  const tokensSeen: string[] = [];
  const call = async (token: string) => {
    tokensSeen.push(token);
    for (let i = 0; i < delayTicks; i += 1) await tick();
    if (token === stale) throw serviceError(401, 'invalid_token');
    return `ok with ${token}`;
  };
  return { call, tokensSeen };
}

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

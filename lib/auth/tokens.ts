import { ServiceError, SignedOutError } from '../service/errors';
import type { TokenResponse } from '../service/schemas';
import { NEVER_ENDING, type SessionEpoch } from '../service/session-epoch';
import { t } from '../i18n/t';

export interface StoredTokens {
  accessToken: string;
  refreshToken?: string;
  /** Epoch ms; V1 tokens last years, V2 access tokens 7 days (spec 5.2). */
  expiresAt: number;
  scope: string;
  /**
   * A refresh was sent with this refresh token and no answer came (lost, or later than the
   * deadline): the service may have rotated it (spec 5.2), so an `invalid_grant` for it next is
   * that lost answer, not the user's sign-in ending.
   */
  refreshInDoubt?: true;
}

export interface TokenStore {
  load(): Promise<StoredTokens | null>;
  save(tokens: StoredTokens): Promise<void>;
  clear(): Promise<void>;
}

/** The refresh answers that end the sign-in (spec 7, RFC 6749 5.2); nothing else does. */
const REFRESH_TOKEN_DEAD = new Set(['invalid_grant', 'invalid_token']);

/** Tokens are renewed this long before they expire, so a write never meets an expired one. */
export const REFRESH_AHEAD_MS = 24 * 3600 * 1000;

export function storedTokensFrom(response: TokenResponse, now: number, previous?: StoredTokens): StoredTokens {
  return {
    accessToken: response.access_token,
    // spec 5.2: refresh tokens rotate on use; keep the old one only if none came back.
    ...((response.refresh_token ?? previous?.refreshToken) ? { refreshToken: response.refresh_token ?? previous?.refreshToken } : {}),
    expiresAt: now + (response.expires_in ?? 7 * 24 * 3600) * 1000,
    scope: response.scope ?? previous?.scope ?? '',
  };
}

export interface TokenManagerDeps {
  store: TokenStore;
  now: () => number;
  /** Exchanges a refresh token; throws ServiceError `invalid_grant` when it is dead. */
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  onSignedOut: (reason: string) => Promise<void>;
  /**
   * The refresh token died with a refresh answer that never arrived: the tokens are gone, but the
   * sign-in did not end for the user (their queue stays); they are asked to renew it. Defaults to
   * onSignedOut.
   */
  onRenewalLost?: (reason: string) => Promise<void>;
  /** The sign-in's lifetime: an answer that arrives after sign-out changes nothing. */
  epoch?: SessionEpoch;
}

/** Hands out a valid access token; refreshes once for all concurrent callers (single flight). */
export class TokenManager {
  private refreshing: Promise<string> | null = null;

  constructor(private readonly deps: TokenManagerDeps) {}

  private get epoch(): SessionEpoch {
    return this.deps.epoch ?? NEVER_ENDING;
  }

  async accessToken(): Promise<string> {
    const tokens = await this.deps.store.load();
    if (!tokens) throw new SignedOutError(t('reason_signIn'));
    if (tokens.refreshToken && tokens.expiresAt - REFRESH_AHEAD_MS <= this.deps.now()) {
      return this.refreshOnce(tokens.accessToken);
    }
    return tokens.accessToken;
  }

  /** Runs `call` with a token; a 401 `invalid_token` gets one refresh and one retry. */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const guard = this.epoch.bind();
    const token = await this.accessToken();
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status !== 401) throw error;
      // A refusal of a sign-in that already ended says nothing about the one after it.
      guard.check();
      if (error.code !== 'invalid_token') {
        await this.signOut(t('reason_signInRefused', error.code));
        throw new SignedOutError(t('reason_signInAgain'));
      }
      return call(await this.refreshOnce(token, { refused: true }));
    }
  }

  /** `refused`: the service answered 401 `invalid_token` to `staleToken`. */
  private refreshOnce(staleToken: string, why: { refused?: boolean } = {}): Promise<string> {
    this.refreshing ??= this.doRefresh(staleToken, why.refused === true).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(staleToken: string, refused: boolean): Promise<string> {
    // Bound before the tokens are read: a sign-out from here on voids this refresh.
    const guard = this.epoch.bind();
    const tokens = await this.deps.store.load();
    if (!tokens) throw new SignedOutError(t('reason_signIn'));
    // Another context may have refreshed already while we waited.
    if (tokens.accessToken !== staleToken && tokens.expiresAt - REFRESH_AHEAD_MS > this.deps.now()) {
      return tokens.accessToken;
    }
    if (!tokens.refreshToken) {
      await this.signOut(t('reason_signInExpired'));
      throw new SignedOutError(t('reason_signInAgain'));
    }
    // Never send a refused token again (spec 7), even when this refresh fails for a while and the
    // write is retried later, or the worker restarts: the stored expiry now says "refresh first".
    // And until an answer comes, the refresh token is in doubt (the service may rotate it and the
    // answer be lost). Inside the single flight, so no other refresh can be saving tokens meanwhile.
    const sending: StoredTokens = { ...tokens, ...(refused ? { expiresAt: 0 } : {}), refreshInDoubt: true };
    guard.check();
    await this.deps.store.save(sending);
    try {
      const response = await this.deps.refresh(tokens.refreshToken);
      // Signed out while the answer travelled: saving it would sign the user back in.
      guard.check();
      const next = storedTokensFrom(response, this.deps.now(), tokens);
      await this.deps.store.save(next);
      return next.accessToken;
    } catch (error) {
      guard.check();
      // spec 7: only these two say the refresh token itself is dead. A 429 burst or quota, a 412
      // throttling block, a 5xx or the network are waits: the error goes to the caller, whose
      // retry rules (spec 7) apply, and the user stays signed in.
      if (error instanceof ServiceError && REFRESH_TOKEN_DEAD.has(error.code)) {
        if (tokens.refreshInDoubt) return this.renewalLost();
        await this.signOut(t('reason_signInNotRenewed'));
        throw new SignedOutError(t('reason_signInAgain'));
      }
      // Any other answer is the service's: it did not rotate the token. No answer keeps the doubt.
      if (error instanceof ServiceError) {
        const { refreshInDoubt: _answered, ...answered } = sending;
        await this.deps.store.save(answered);
      }
      throw error;
    }
  }

  private async renewalLost(): Promise<never> {
    const reason = t('reason_signInRenew');
    await this.deps.store.clear();
    await (this.deps.onRenewalLost ?? this.deps.onSignedOut)(reason);
    throw new SignedOutError(reason);
  }

  private async signOut(reason: string): Promise<void> {
    await this.deps.store.clear();
    await this.deps.onSignedOut(reason);
  }
}

import { browser } from 'wxt/browser';
import type { ActivityLog } from '../activity/log';
import { buildAuthorizationRequest, exchangeCode, readAuthorizationResponse, refreshTokens } from '../auth/oauth2';
import { replacingTokenStore } from '../auth/replacing-store';
import { clearIntoNextSignIn } from '../auth/sign-in-generation';
import { storedTokensFrom, TokenManager, type StoredTokens, type TokenStore } from '../auth/tokens';
import type { Db } from '../db/database';
import { t } from '../i18n/t';
import type { QuotaHold } from '../limits/quota-hold';
import type { CorrectionStore } from '../resolve/corrections';
import type { HttpDeps } from '../service/http';
import type { SessionEpoch } from '../service/session-epoch';
import { deviceSignIn } from './device-sign-in';
import { beginNewSignIn } from './previous-sign-in';
import type { StateStore } from './state/state';
import { notifyStatusChanged } from './status/status';

export interface AccountDeps {
  http: HttpDeps;
  db: () => Promise<Db>;
  state: StateStore;
  activity: ActivityLog;
  tokenStore: TokenStore;
  /** One sign-in's lifetime (session-epoch.ts): sign-out ends it. */
  epoch: SessionEpoch;
  quotaHold: QuotaHold;
  corrections: CorrectionStore;
  /** Writes held for a sign-in go out once signed in. */
  drainOutbox: () => void;
  /** Playback outcomes kept in memory while storage was full (playback/unwritten.ts). */
  unwritten: { forget(): void };
  /** Stores tokens to revoke and revokes them, retrying (lib/auth/revocations.ts). */
  revokeLater: (tokens: readonly string[]) => Promise<void>;
}

/**
 * Ends a connection on the service (spec 5.2 revoke), tried again until it is done, across worker
 * restarts (lib/auth/revocations.ts); V1 has no revoke (spec 5.1), its tokens last until the user
 * disconnects the app.
 */
async function revokeConnection(deps: Pick<AccountDeps, 'http' | 'revokeLater'>, tokens: StoredTokens): Promise<void> {
  if (deps.http.config.auth !== 'v2') return;
  await deps.revokeLater([...(tokens.refreshToken ? [tokens.refreshToken] : []), tokens.accessToken]);
}

/** Signing in (in the browser's auth window or with a code) and out: the account's whole life. */
export function account(deps: AccountDeps) {
  const { http, state, activity, epoch } = deps;

  async function signedIn(how: 'browser' | 'code'): Promise<void> {
    await state.delete('signInError');
    await state.delete('needsReauth');
    await activity.add('info', how === 'browser' ? t('log_signedInBrowser') : t('log_signedInCode'));
    await notifyStatusChanged();
    deps.drainOutbox();
  }

  const replacing = replacingTokenStore(deps.tokenStore, (previous) => revokeConnection(deps, previous));
  /**
   * Tokens of both sign-ins, revoking the connection they replace. Signing in while signed in
   * begins a new sign-in's life: what the previous one began (a job, a refresh) writes nothing
   * back, and its queued writes are set aside for the user before the new tokens can send them.
   */
  const signInTokens: TokenStore = {
    ...replacing,
    async save(tokens) {
      if (await deps.tokenStore.load()) await epoch.end(async () => void (await beginNewSignIn(await deps.db())));
      await replacing.save(tokens);
    },
  };

  /** The browser's own auth window: identity.launchWebAuthFlow (Chromium and Firefox both have it). */
  async function signIn(): Promise<void> {
    const guard = epoch.bind();
    const request = await buildAuthorizationRequest(http, browser.identity.getRedirectURL());
    const callbackUrl = await browser.identity.launchWebAuthFlow({ url: request.url, interactive: true });
    const code = readAuthorizationResponse(http, request, callbackUrl);
    const response = await exchangeCode(http, request, code);
    guard.check();
    await signInTokens.save(storedTokensFrom(response, Date.now()));
    await signedIn('browser');
  }

  const device = deviceSignIn({ http, state, tokenStore: signInTokens, epoch, onSignedIn: () => signedIn('code'), onChange: notifyStatusChanged });

  /**
   * Forgets the user: tokens, queued writes, sessions, the activity log, every cache of what they
   * watched (resolve cache, watched log, library, the popup's cached status in storage.session), and
   * on request their corrections (storage.sync; kept by default, as the options page says).
   * Returns the tokens it forgot (none when the service already ended them).
   */
  async function forget(options: { deleteCorrections?: boolean } = {}): Promise<StoredTokens | null> {
    const forgotten: { tokens: StoredTokens | null } = { tokens: null };
    // The sign-in ends before the first await: requests in flight are aborted, and every job, refresh
    // and poll begun under it (or while the stores are being cleared) writes nothing back.
    await epoch.end(async () => {
      forgotten.tokens = await deps.tokenStore.load();
      // The next account's quota is its own.
      deps.quotaHold.clear();
      // Outcomes storage refused are this account's too: dropped with the stores, never written after.
      deps.unwritten.forget();
      const database = await deps.db();
      const stores = ['tokens', 'outbox', 'sessions', 'state', 'activity', 'resolveCache', 'watched', 'viewings', 'library', 'toConfirm', 'written'] as const;
      const tx = database.transaction(stores, 'readwrite');
      const clearAll = () => Promise.all(stores.map((name) => tx.objectStore(name).clear()));
      // Cleared and moved to the next sign-in generation at once: a record stamped before is never this one's.
      await Promise.all([clearIntoNextSignIn(tx.objectStore('state'), clearAll), tx.done]);
      // The popup's cached status and the generic detector's open questions name what was watched.
      await browser.storage.session.clear();
      if (options.deleteCorrections) await deps.corrections.clear();
    });
    return forgotten.tokens;
  }

  /** The user's own sign-out. */
  async function signOut(options: { deleteCorrections?: boolean } = {}): Promise<void> {
    const tokens = await forget(options);
    await notifyStatusChanged();
    // Revoke after forgetting: the user is signed out here even if the service is unreachable.
    if (tokens) await revokeConnection(deps, tokens);
  }

  /**
   * The service ended the sign-in (the app was disconnected on its site, the refresh token lapsed):
   * everything bound to the account goes exactly as on the user's own sign-out, or the held writes
   * and cached lists of this account would reach whoever signs in next. Corrections stay, as they
   * do by default. The user is told why, after the clear, so the reason survives it.
   */
  async function serviceEnded(reason: string): Promise<void> {
    const tokens = await forget();
    await state.set('signInError', reason);
    await activity.add('info', t('log_signedOut', reason));
    await notifyStatusChanged();
    // Whatever of the connection the refusal left alive (a refresh token) is ended too.
    if (tokens) await revokeConnection(deps, tokens);
  }

  return { device, signIn, signOut, serviceEnded };
}

/**
 * The tokens of the signed-in user, renewed once at a time; a refusal that ends the sign-in hands
 * over to `ended` (the account's serviceEnded), which forgets everything bound to the account.
 */
export function signedInTokens(
  deps: Pick<AccountDeps, 'http' | 'tokenStore' | 'epoch' | 'state' | 'activity'>,
  ended: (reason: string) => Promise<void>,
): TokenManager {
  const { epoch, state, activity } = deps;
  // A refresh answer lost on the way (the service rotated the token): the same user renews the
  // sign-in, so their queued writes stay; never cleared like a sign-in the service ended.
  const renewalLost = async (reason: string) => {
    // The tokens are gone: nothing in flight under them may write back.
    void epoch.end();
    await state.set('signInError', reason);
    await activity.add('info', t('log_signedOut', reason));
    await notifyStatusChanged();
  };
  return new TokenManager({
    store: deps.tokenStore,
    now: Date.now,
    refresh: (refreshToken) => refreshTokens(deps.http, refreshToken),
    epoch,
    onSignedOut: ended,
    onRenewalLost: renewalLost,
  });
}

import browser from 'webextension-polyfill';
import { exchangeCode, readAuthorizationResponse, refreshTokens, revokeToken, buildAuthorizationRequest } from '../auth/oauth2';
import { TokenManager, storedTokensFrom, type StoredTokens, type TokenStore } from '../auth/tokens';
import { config } from '../config';
import { openDatabase } from '../db/database';
import { createPacer } from '../limits/pacer';
import { OutboxExecutor } from '../outbox/executor';
import { idbOutboxStore } from '../outbox/store';
import type { CachedMatch } from '../resolve/cache';
import { resolveGuess, type ResolverDeps } from '../resolve/resolver';
import { ServiceError } from '../service/errors';
import type { HttpDeps } from '../service/http';
import { sendScrobble } from '../service/scrobble';
import { searchTitles } from '../service/search';
import { webRequestRedirectReader } from './redirect-reader';
import { stateStore } from './state';
import { summariseAlreadyWatched, summariseScrobble } from './summaries';
import { notifyStatusChanged } from './status';
import { scheduleDrain } from './wake';

/** The background's composition root: every dependency is built here, once per worker life. */
export function createServices() {
  const http: HttpDeps = { config, fetch: (input, init) => fetch(input, init) };
  const state = stateStore(openDatabase);

  const tokenStore: TokenStore = {
    load: async () => (await (await openDatabase()).get('tokens', 'current')) ?? null,
    save: async (tokens: StoredTokens) => {
      await (await openDatabase()).put('tokens', tokens, 'current');
    },
    clear: async () => {
      await (await openDatabase()).delete('tokens', 'current');
    },
  };

  const tokens = new TokenManager({
    store: tokenStore,
    now: Date.now,
    refresh: (refreshToken) => refreshTokens(http, refreshToken),
    onSignedOut: async (reason) => {
      await state.set('signInError', reason);
      await notifyStatusChanged();
    },
  });

  const resolver: ResolverDeps = {
    http,
    readLocation: webRequestRedirectReader(config),
    now: Date.now,
    cache: {
      get: async (key: string) => (await openDatabase()).get('resolveCache', key),
      put: async (key: string, value: CachedMatch) => {
        await (await openDatabase()).put('resolveCache', value, key);
      },
    },
    search: (type, text) => tokens.withToken((token) => searchTitles(http, token, type, text)),
  };

  const outboxStore = idbOutboxStore(openDatabase);
  const outbox: OutboxExecutor = new OutboxExecutor({
    store: outboxStore,
    now: Date.now,
    random: Math.random,
    pace: createPacer(1000, Date.now, (ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    wake: (atMs) => scheduleDrain(atMs, () => void outbox.drain()),
    async send(entry) {
      const { command } = entry;
      const target = await resolveGuess(resolver, command.guess);
      try {
        const response = await tokens.withToken((token) => sendScrobble(http, token, command.action, target, command.progress));
        return summariseScrobble(command, response);
      } catch (error) {
        // spec 7: 409 already_watched is a soft success; the watch is recorded.
        if (error instanceof ServiceError && error.code === 'already_watched') return summariseAlreadyWatched(command);
        throw error;
      }
    },
    async onVerdict(_entry, verdict) {
      if (verdict.kind === 'done') await state.set('lastResult', { summary: verdict.summary, ok: true, at: Date.now() });
      else await state.set('lastResult', { summary: verdict.reason, ok: verdict.kind === 'retry', at: Date.now() });
      await notifyStatusChanged();
    },
  });

  async function signIn(): Promise<void> {
    const request = await buildAuthorizationRequest(http, browser.identity.getRedirectURL());
    const callbackUrl = await browser.identity.launchWebAuthFlow({ url: request.url, interactive: true });
    const code = readAuthorizationResponse(http, request, callbackUrl);
    const response = await exchangeCode(http, request, code);
    await tokenStore.save(storedTokensFrom(response, Date.now()));
    await state.delete('signInError');
    await notifyStatusChanged();
    void outbox.drain();
  }

  async function signOut(): Promise<void> {
    const stored = await tokenStore.load();
    await tokenStore.clear();
    await notifyStatusChanged();
    // Revoke after forgetting: the user is signed out here even if the service is unreachable.
    if (stored) await Promise.allSettled([revokeToken(http, stored.accessToken), ...(stored.refreshToken ? [revokeToken(http, stored.refreshToken)] : [])]);
  }

  return { http, state, tokenStore, tokens, outbox, outboxStore, signIn, signOut };
}

export type Services = ReturnType<typeof createServices>;

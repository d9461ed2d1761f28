import browser from 'webextension-polyfill';
import { activityLog } from '../activity/log';
import { buildAuthorizationRequest, exchangeCode, readAuthorizationResponse, refreshTokens, revokeToken } from '../auth/oauth2';
import { TokenManager, storedTokensFrom, type StoredTokens } from '../auth/tokens';
import { config } from '../config';
import { openDatabase } from '../db/database';
import { createPacer, createSerialPacer } from '../limits/pacer';
import { storedPostTimes } from './state/post-times';
import { createQuotaHold } from '../limits/quota-hold';
import { userAgentRuleReady } from './user-agent-rule';
import { OutboxExecutor } from '../outbox/executor';
import { idbOutboxStore } from '../outbox/store';
import type { ServiceConfig } from '../config';
import type { HttpDeps } from '../service/http';
import { createSessionEpoch, scopedHttp } from '../service/session-epoch';
import { readPlaybackRows } from '../service/saved-playbacks';
import { readActivities } from '../service/sync-reads';
import { idbLibraryCache } from '../library/cache';
import { sharedGatedPlayback } from '../library/refresh';
import type { SavedPlayback } from '../messages/popup';
import { searchTitles } from '../service/search';
import { readAnimeDetail } from '../service/anime';
import { identifyFile } from '../service/search-file';
import { syncCorrectionStore } from './state/corrections-store';
import { deviceSignIn } from './device-sign-in';
import { markWatchedByKey } from '../library/marks';
import { marksStore, reconcileLibraryVerdict, sendLibraryWrites } from './library/library-writes';
import { libraryItemOf, rememberResolved } from './status/now-playing-item';
import { offerRating, type RateOfferDeps } from './library/rate-offer';
import { notifyOutcome } from './status/notify';
import type { ResolverDeps } from '../resolve/resolver';
import { createSender } from './sender';
import { importJobs } from './import/job';
import { idbMatchCache, idbTokenStore } from './state/stores';
import { webRequestRedirectReader } from './redirect-reader';
import { stateStore } from './state/state';
import { knownPlan } from './state/known-plan';
import { loadSettings } from '../settings/settings';
import { notifyStatusChanged } from './status/status';
import { scheduleDrain } from './wake';
import { playbackWriter } from './playback/writer';
import { enforceOutboxLimit } from '../db/prune';
import { describeEntry } from '../db/bounds';
import { t } from '../i18n/t';
import { replacingTokenStore } from '../auth/replacing-store';

/**
 * spec 8 allows 1 POST/s; a little margin keeps requests that travel at different speeds from
 * arriving closer together than that.
 */
const POST_GAP_MS = 1_100;
/** spec 8 allows 10 GET/s on the rate-limited endpoints (search); the redirect helper is exempt. */
const GET_GAP_MS = 110;
/** The popup shows the newest few saved places; the library page shows them all. */
const CONTINUE_WATCHING_ROWS = 5;

/** The background's composition root: every dependency is built here, once per worker life. */
export function createServices(serviceConfig: ServiceConfig = config) {
  // One sign-in's lifetime: sign-out aborts its requests and voids its in-flight work (session-epoch.ts).
  const epoch = createSessionEpoch();
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const paceGet = createPacer(GET_GAP_MS, Date.now, sleep, Date.now());
  // spec 8: one pacer for every POST of the extension, taken inside the HTTP layer (http.ts), so no
  // caller goes around it. After a worker restart the last POST may have been a moment ago: the
  // previous worker's write times say when (post-times.ts), so a woken worker waits only as long
  // as it must.
  const postTimes = storedPostTimes();
  const pacePost = createSerialPacer(POST_GAP_MS, Date.now, sleep, postTimes.lastEnd(Date.now), postTimes);
  // spec 7: one hold after a daily quota 429 for every caller; sign-out ends it.
  const quotaHold = createQuotaHold(Date.now);
  const http: HttpDeps = {
    config: serviceConfig,
    fetch: (input, init) => fetch(input, init),
    signal: () => epoch.signal,
    pacePost,
    ready: () => userAgentRuleReady(serviceConfig),
    quotaHold,
  };
  const db = openDatabase;
  const state = stateStore(db);
  const activity = activityLog(db);
  const tokenStore = idbTokenStore(db);

  const tokens = new TokenManager({
    store: tokenStore,
    now: Date.now,
    refresh: (refreshToken) => refreshTokens(http, refreshToken),
    epoch,
    onSignedOut: async (reason) => {
      // The service refused this sign-in: nothing in flight under it may write back.
      void epoch.end();
      await state.set('signInError', reason);
      await activity.add('info', t('log_signedOut', reason));
      await notifyStatusChanged();
    },
  });

  const marks = marksStore(state);
  const rateOffers: RateOfferDeps = { state, marks, cache: idbLibraryCache(db), onChange: notifyStatusChanged };
  const resolver: ResolverDeps = {
    http,
    readLocation: webRequestRedirectReader(serviceConfig),
    now: Date.now,
    cache: idbMatchCache(db),
    corrections: syncCorrectionStore(),
    search: async (type, text) => {
      await paceGet();
      return tokens.withToken((token) => searchTitles(http, token, type, text));
    },
    // Exempt from the rate limits (spec 8): no pacing, no token.
    animeDetail: (svcId) => readAnimeDetail(http, svcId),
    identifyFile: async (fileName) => {
      await paceGet();
      return tokens.withToken((token) => identifyFile(http, token, fileName));
    },
  };
  // outbox is assigned below; the job only asks it to drain once entries are queued.
  const imports = importJobs({ db, now: Date.now, drain: () => void outbox.drain() });
  const send = createSender({
    onHistoryResponse: (entries, response) => imports.noteHistoryResponse(entries, response),
    watched: {
      get: async (key) => (await db()).get('watched', key),
      put: async (key, at) => {
        await (await db()).put('watched', at, key);
        await marks.update((table) => markWatchedByKey(table, key, Date.now()));
      },
    },
    sendLibrary: (entries, guard) =>
      sendLibraryWrites(
        {
          http: scopedHttp(http, guard),
          tokens,
          marks: { read: marks.read, update: (change) => (guard.check(), marks.update(change)) },
          forgetWatched: async (key) => {
            guard.check();
            await (await db()).delete('watched', key);
          },
        },
        entries,
      ),
    onResolved: (command, target) => rememberResolved({ state, http, onChange: notifyStatusChanged }, command, target),
    onFinished: (command, target) => offerRating(rateOffers, libraryItemOf(target, command.guess)),
    rewatchWanted: async () => (await loadSettings()).countRewatches,
    plan: knownPlan(state),
    http,
    tokens,
    resolver,
  });

  const outboxStore = idbOutboxStore(db);
  // Playback outcomes IndexedDB refused for lack of space wait here, in order (playback/writer.ts).
  const unwritten = playbackWriter(db);

  /** Over its limit the outbox drops its least valuable oldest entries; each is named to the user. */
  async function keepOutboxBounded(): Promise<void> {
    const dropped = await enforceOutboxLimit(await db());
    if (dropped.length === 0) return;
    for (const entry of dropped) await activity.add('failed', t('log_dropped', describeEntry(entry)));
    const before = await state.get('droppedWrites');
    await state.set('droppedWrites', { count: (before?.count ?? 0) + dropped.length, at: Date.now() });
    await notifyStatusChanged();
  }
  const outbox: OutboxExecutor = new OutboxExecutor({
    store: outboxStore,
    epoch,
    now: Date.now,
    random: Math.random,
    wake: (atMs) => scheduleDrain(atMs, () => void outbox.drain()),
    send,
    async onVerdict(entries, verdict) {
      // An import's next slice goes in as the queue drains, whether or not its page is still open.
      if (entries.some((entry) => 'late' in entry && entry.late)) void imports.settle().catch(() => undefined);
      // A done batch has one summary (a history batch names all its watches): one line, not one per
      // entry (a 5,000-entry import would fill the log with copies and push out everything else).
      const commands = entries.flatMap((entry) => (entry.command ? [entry.command] : []));
      if (verdict.kind === 'done' && commands[0]) await activity.verdict(commands[0], verdict);
      else for (const command of commands) await activity.verdict(command, verdict);
      await reconcileLibraryVerdict({ marks, activity }, entries, verdict);
      void notifyOutcome(entries, verdict).catch(() => undefined);
      if (verdict.kind === 'hold' && verdict.reauth) await state.set('needsReauth', verdict.reason);
      const summary = verdict.kind === 'done' ? verdict.summary : verdict.reason;
      await state.set('lastResult', { summary, ok: verdict.kind === 'done' || verdict.kind === 'retry', at: Date.now() });
      await notifyStatusChanged();
    },
  });

  async function signedIn(how: 'browser' | 'code'): Promise<void> {
    await state.delete('signInError');
    await state.delete('needsReauth');
    await activity.add('info', how === 'browser' ? t('log_signedInBrowser') : t('log_signedInCode'));
    await notifyStatusChanged();
    // Writes held for a sign-in go out now.
    void outbox.drain();
  }

  /** Tokens of both sign-ins, revoking what they replace; V1 has no revoke (spec 5.1). */
  const signInTokens = replacingTokenStore(tokenStore, async (previous) => {
    if (serviceConfig.auth !== 'v2') return;
    await Promise.allSettled([revokeToken(http, previous.accessToken), ...(previous.refreshToken ? [revokeToken(http, previous.refreshToken)] : [])]);
  });

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
   */
  async function signOut(options: { deleteCorrections?: boolean } = {}): Promise<void> {
    const forgotten: { tokens: StoredTokens | null } = { tokens: null };
    // The sign-in ends before the first await: requests in flight are aborted, and every job, refresh
    // and poll begun under it (or while the stores are being cleared) writes nothing back.
    await epoch.end(async () => {
      forgotten.tokens = await tokenStore.load();
      // The next account's quota is its own.
      quotaHold.clear();
      const database = await db();
      const stores = ['tokens', 'outbox', 'sessions', 'state', 'activity', 'resolveCache', 'watched', 'library'] as const;
      const tx = database.transaction(stores, 'readwrite');
      await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
      // The popup's cached status and the generic detector's open questions name what was watched.
      await browser.storage.session.clear();
      if (options.deleteCorrections) await resolver.corrections.clear();
    });
    await notifyStatusChanged();
    // Revoke after forgetting: the user is signed out here even if the service is unreachable.
    // V1 has no revoke endpoint (tokens last until the user disconnects the app on the service).
    const revoked = forgotten.tokens;
    if (revoked && serviceConfig.auth === 'v2') {
      await Promise.allSettled([revokeToken(http, revoked.accessToken), ...(revoked.refreshToken ? [revokeToken(http, revoked.refreshToken)] : [])]);
    }
  }

  /**
   * Reads beside the writer: paced like every GET, sharing the token (and its one refresh). Saved
   * playbacks are reread only when /sync/activities says they moved (spec 4.3), like the library.
   */
  const get = async <T>(call: (token: string) => Promise<T>) => {
    await paceGet();
    return tokens.withToken(call);
  };
  const savedPlaybacks = sharedGatedPlayback(
    { activities: () => get((token) => readActivities(http, token)), playback: () => get((token) => readPlaybackRows(http, token)) },
    () => idbLibraryCache(db),
  );
  async function continueWatching(): Promise<SavedPlayback[]> {
    const rows = await savedPlaybacks();
    return rows.slice(0, CONTINUE_WATCHING_ROWS).map(({ title, progress, pausedAt, season, episode }) => ({
      title,
      progress,
      pausedAt,
      ...(episode !== undefined ? { season: season ?? 1, episode } : {}),
    }));
  }

  return {
    http,
    db,
    state,
    activity,
    tokenStore,
    tokens,
    outbox,
    outboxStore,
    unwritten,
    keepOutboxBounded,
    device,
    signIn,
    signOut,
    continueWatching,
    resolver,
    paceGet,
    marks,
    rateOffers,
    imports,
  };
}

export type Services = ReturnType<typeof createServices>;

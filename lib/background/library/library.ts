import { browser } from 'wxt/browser';
import { airingForLibrary, splitByDay, topTrending } from '../../library/calendar';
import { idbLibraryCache } from '../../library/cache';
import { forgetPlayback, refreshLibrary, type LibraryReads } from '../../library/refresh';
import { withRetries } from '../../library/retry';
import { isSitePageFor, siteLinkFor } from '../../library/site-links';
import type { LibraryRequest } from '../../messages/library';
import type { HandlersFor } from '../../messages/protocol';
import type { MediaGuess } from '../../messages/media';
import { cacheKey } from '../../resolve/cache';
import { signInNow } from '../../outbox/store';
import { readListItems, readUserLists } from '../../service/custom-lists';
import { readWatchlistCommunityRatings } from '../../service/community-ratings';
import { SignedOutError } from '../../service/errors';
import { redirectUrl } from '../../service/redirect';
import { deletePlayback, readPlaybackRows, type PlaybackRow } from '../../service/saved-playbacks';
import { fetchStaticFile } from '../../service/static-files';
import { readActivities, readRatings, readWatchlist } from '../../service/sync-reads';
import { readUserStats } from '../../service/user-profile';
import { knownPlan } from '../state/known-plan';
import { webRequestRedirectReader } from '../redirect-reader';
import type { Services } from '../composition-root';
import { t } from '../../i18n/t';
import { sleep } from '../../limits/sleep';

const ITEM_PAGE_ROOT = { movie: 'movies', show: 'tv', anime: 'anime' } as const;
const LIST_PAGE_SIZE = 6;
const TRENDING_COUNT = 10;
const SITE_LINKS_KEPT = 200;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The library page's requests, answered in the background: tokens never leave it. */
export function createLibraryHandler(services: Pick<Services, 'activity' | 'db' | 'http' | 'paceGet' | 'playbackAt' | 'state' | 'tokens'>) {
  const { http, tokens } = services;
  const cache = idbLibraryCache(services.db);
  const readLocation = webRequestRedirectReader(http.config);
  const retry = { sleep, random: Math.random };
  /** spec 8: reads are paced like every GET, writes like every POST; each try is paced. */
  const get = <T>(call: (token: string) => Promise<T>) =>
    withRetries(async () => {
      await services.paceGet();
      return tokens.withToken(call);
    }, retry);
  // POSTs take their turn from the one POST pacer inside the HTTP layer (services.ts).
  const post = <T>(call: (token: string) => Promise<T>) => withRetries(() => tokens.withToken(call), retry);

  const plan = knownPlan(services.state);

  /**
   * The user's profile number, as they gave it on the options page: no read of the contract names
   * the signed-in user, and the stats, header and lists reads need it (spec 4.5, 4.6).
   */
  const profileId = async () => (await cache.get('profile'))?.userId ?? null;

  const reads: LibraryReads = {
    activities: () => get((token) => readActivities(http, token)),
    playbackAt: services.playbackAt,
    watchlist: (type, since) => get((token) => readWatchlist(http, token, type, since)),
    ratings: (type) => get((token) => readRatings(http, token, type)),
    communityRatings: (kind) => get((token) => readWatchlistCommunityRatings(http, token, kind)),
    stats: async () => {
      const userId = await profileId();
      return userId === null ? null : post((token) => readUserStats(http, token, userId));
    },
  };

  /**
   * Two pages opening at once share one refresh instead of racing two. Its cache writes are bound
   * to the sign-in it began under: answers that arrive across a sign-out are not written back.
   */
  let opening: ReturnType<typeof refreshLibrary> | null = null;
  const refreshUnderSignIn = async () => refreshLibrary(reads, idbLibraryCache(services.db, await signInNow(await services.db())), Date.now());
  function open() {
    opening ??= refreshUnderSignIn().finally(() => {
      opening = null;
    });
    return opening;
  }

  async function airing() {
    const watchlist = (await cache.get('watchlist')) ?? [];
    const file = async (path: string) => {
      const { file: fetched, fresh } = await fetchStaticFile(http, path, await cache.getFile(path));
      if (fresh) await cache.setFile(fetched);
      return fetched.body;
    };
    const [tv, anime, trending] = await Promise.all([file('/calendar/tv.json'), file('/calendar/anime.json'), file('/trending/combined_week.json')]);
    const { webUrl } = http.config;
    const days = splitByDay([...airingForLibrary(tv, 'show', watchlist, webUrl), ...airingForLibrary(anime, 'anime', watchlist, webUrl)], Date.now());
    return { ok: true, ...days, trending: topTrending(trending, TRENDING_COUNT, webUrl) };
  }

  /** Finds the site page the user last watched an item on, from one read of the resolve cache and the links. */
  async function sitePages(): Promise<(row: PlaybackRow) => string | null> {
    const database = await services.db();
    const links = (await cache.get('siteLinks')) ?? {};
    // getAll and getAllKeys list the same store in the same key order.
    const [keys, values] = await Promise.all([database.getAllKeys('resolveCache'), database.getAll('resolveCache')]);
    const matches = keys.map((key, index) => ({ key, match: values[index]! }));
    return (row) => siteLinkFor(row, matches, links);
  }

  /** Each saved playback with the site it can be resumed on, when a page is known (Resume shows only then). */
  async function withResumeHosts(rows: PlaybackRow[]) {
    const pageOf = await sitePages();
    return rows.map((row) => {
      const page = pageOf(row);
      return page ? { ...row, resumeHost: new URL(page).hostname } : row;
    });
  }

  /** The site page the user last watched it on, else the item on the service (spec 4.2 redirect helper). */
  async function pageFor(row: PlaybackRow): Promise<string> {
    const local = (await sitePages())(row);
    if (local) return local;
    const url = redirectUrl(http, {
      type: row.kind === 'show' ? 'tv' : row.kind,
      ids: row.externalIds,
      title: row.title,
      ...(row.year ? { year: row.year } : {}),
    });
    if (row.episode !== undefined) {
      url.searchParams.set('season', String(row.kind === 'anime' ? 1 : (row.season ?? 1)));
      url.searchParams.set('episode', String(row.episode));
    }
    const location = await readLocation(url).catch(() => null);
    // Only the service's own web host is opened from an answer (never wherever a Location points).
    const target = location ? new URL(location, http.config.webUrl) : null;
    if (target && target.origin === new URL(http.config.webUrl).origin) return target.toString();
    // spec 4.2 item page shape, from the ids the playback carries.
    return `${http.config.webUrl}/${ITEM_PAGE_ROOT[row.kind]}/${row.svcId}${row.slug ? `/${row.slug}` : ''}`;
  }

  const handlers: HandlersFor<LibraryRequest['type']> = {
    'library-open': () =>
      open().then(
        async (snapshot) => ({
          ok: true,
          signedIn: true,
          ...snapshot,
          playback: await withResumeHosts(snapshot.playback),
          needsProfile: (await profileId()) === null,
        }),
        (error: unknown) => ({
          ok: false,
          signedIn: !(error instanceof SignedOutError),
          playback: [],
          watchlist: [],
          ratings: [],
          community: [],
          stats: null,
          reread: [],
          error: message(error),
        }),
      ),
    'library-airing': () => airing().catch((error: unknown) => ({ ok: false, today: [], week: [], trending: [], error: message(error) })),
    'library-remove-playback': async ({ id }) => {
      // A write: paced like one (spec 8).
      await post((token) => deletePlayback(http, token, id));
      await forgetPlayback(cache, id);
      await services.activity.add('info', t('log_playbackRemoved'));
      return { ok: true };
    },
    'library-open-playback': async ({ id }) => {
      const row = ((await cache.get('playback')) ?? []).find((candidate) => candidate.id === id);
      if (!row) return { ok: false, error: t('error_playbackGone') };
      await browser.tabs.create({ url: await pageFor(row) });
      return { ok: true };
    },
    'library-lists': async ({ type: _type, ...paging }) => {
      const userId = await profileId();
      if (userId === null) return { ok: false, needsProfile: true, error: t('library_lists_needProfile') };
      const result = await get((token) => readUserLists(http, token, userId, { ...paging, limit: LIST_PAGE_SIZE }));
      // spec 2.10: the premium_only body is the one place the contract shows a Free plan.
      await plan.learn(result.kind === 'premium-only' ? 'free' : 'paid');
      return { ok: true, result };
    },
    'library-list-items': async ({ type: _type, listId, ...paging }) => ({
      ok: true,
      result: await get((token) => readListItems(http, token, listId, { ...paging, limit: LIST_PAGE_SIZE })),
    }),
    'account-profile': async () => ({ ok: true, profile: { userId: await profileId(), plan: (await plan.get()) ?? null } }),
    'account-profile-id': async ({ userId }) => {
      if ((await profileId()) !== userId) {
        // What was read for another profile number is not this user's.
        await Promise.all([cache.delete('stats'), cache.delete('background'), userId === null ? cache.delete('profile') : cache.set('profile', { userId })]);
      }
      return { ok: true, profile: { userId, plan: (await plan.get()) ?? null } };
    },
  };

  /** Remembers the page a playback report came from, so "open the site" can return to it. */
  async function rememberSitePage(guess: MediaGuess, url: string | undefined): Promise<void> {
    const key = cacheKey(guess);
    if (!isSitePageFor(key, url)) return;
    const links = (await cache.get('siteLinks')) ?? {};
    if (links[key] === url) return;
    // Newest last; only the most recent items are worth a way back.
    const { [key]: _previous, ...others } = links;
    const kept = Object.entries(others).slice(-(SITE_LINKS_KEPT - 1));
    await cache.set('siteLinks', { ...Object.fromEntries(kept), [key]: url });
  }

  return { handlers, rememberSitePage };
}

import { idbLibraryCache } from '../../library/cache';
import { withRetries } from '../../library/retry';
import { marksOf, withServiceMarks } from '../../library/marks';
import type { CardsAnswer, CardView, DiscoverRequest } from '../../messages/discover';
import type { HandlersFor } from '../../messages/protocol';
import type { CatalogCard } from '../../service/catalog-cards';
import { pickRandom, readAiring, readBest, readGenre, readPremieres, searchCatalog, type CardPage } from '../../service/catalog-lists';
import { answeredImageUrl, posterUrl } from '../../service/image-urls';
import { SignedOutError } from '../../service/errors';
import { readRecentBackground } from '../../service/recent-background';
import { backgroundKey } from './background-key';
import { urlOnOrigin } from '../../service/safe-urls';
import type { Services } from '../composition-root';
import { titleArtworkHandlers } from './title-artwork';
import { titleHandlers } from './title-page';
import { sleep } from '../../limits/sleep';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const retry = { sleep, random: Math.random };

/**
 * Discover lists, the title page and the header background, answered in the background (tokens
 * never leave it). spec 8: the lists and the header background count against 10 GET/s (paced),
 * the random pick is a POST (paced at 1/s); detail records and episode lists are exempt.
 */
export function createDiscoverHandler(services: Pick<Services, 'activity' | 'db' | 'http' | 'keepOutboxBounded' | 'marks' | 'outbox' | 'paceGet' | 'tokens'>) {
  const { http, tokens } = services;
  const cache = idbLibraryCache(services.db);
  const signedGet = <T>(call: (token: string) => Promise<T>) =>
    withRetries(async () => {
      await services.paceGet();
      return tokens.withToken(call);
    }, retry);

  /** Each card with its poster URL and the user's own rating and Watchlist status. */
  async function decorate(cards: CatalogCard[]): Promise<CardView[]> {
    const [table, ratings, watchlist] = await Promise.all([services.marks.read(), cache.get('ratings'), cache.get('watchlist')]);
    return cards.map((card) => {
      const item = { kind: card.kind, svcId: card.svcId, title: card.title };
      const marks = withServiceMarks(marksOf(table, item), { ...(ratings ? { ratings } : {}), ...(watchlist ? { watchlist } : {}) }, item);
      return {
        ...card,
        poster: card.poster ? posterUrl(http.config, card.poster) : null,
        ...(marks.rating ? { userRating: marks.rating.value } : {}),
        ...(marks.status ? { userStatus: marks.status.value } : {}),
      };
    });
  }

  async function answer(read: () => Promise<CardPage>): Promise<CardsAnswer> {
    try {
      const { cards, page } = await read();
      return { ok: true, cards: await decorate(cards), page: page ? { page: page.page, pageCount: page.pageCount, itemCount: page.itemCount } : null };
    } catch (error) {
      if (error instanceof SignedOutError) return { ok: false, signedOut: true, cards: [], page: null };
      return { ok: false, cards: [], page: null, error: message(error) };
    }
  }

  async function readFresh(userId: number, readUnder: string) {
    // Public, but not on spec 8's exempt list: it takes its turn beside the other GETs.
    await services.paceGet();
    const found = await readRecentBackground(http, userId);
    const image = urlOnOrigin(found?.fanart ?? found?.poster, http.config.imageUrl) ?? undefined;
    const fresh = { readUnder, ...(found ? { title: found.title } : {}), ...(image ? { image } : {}) };
    await cache.set('background', fresh);
    return fresh;
  }

  /** Reread only when the user's activity timestamps moved (the answer's image URLs never change). */
  async function background() {
    const profile = await cache.get('profile');
    const activities = await cache.get('activities');
    if (!profile) return { ok: false };
    const readUnder = backgroundKey(profile.userId, activities);
    const cached = await cache.get('background');
    const kept = cached?.readUnder === readUnder ? cached : await readFresh(profile.userId, readUnder);
    // Only the configured image host is shown (never wherever an answer points), with spec 1's parameters
    // added on the way out: a picture kept by an earlier version has none.
    const image = answeredImageUrl(http.config, kept.image);
    return { ok: true, ...(kept.title ? { title: kept.title } : {}), ...(image ? { image } : {}) };
  }

  const handlers: HandlersFor<DiscoverRequest['type']> = {
    'discover-airing': ({ kind, date, sort }) => answer(() => signedGet((token) => readAiring(http, token, kind, date, sort))),
    'discover-premieres': ({ kind, param, page }) => answer(() => signedGet((token) => readPremieres(http, token, kind, param, page))),
    'discover-best': ({ kind, filter }) => answer(() => signedGet((token) => readBest(http, token, kind, filter))),
    'discover-genre': ({ kind, genre, sort, page }) => answer(() => signedGet((token) => readGenre(http, token, kind, genre, sort, page))),
    'discover-search': ({ kind, text, page }) => answer(() => signedGet((token) => searchCatalog(http, token, kind, text, page))),
    'discover-random': ({ type: _type, ...filters }) =>
      answer(async () => {
        // A POST: it takes its turn from the one POST pacer inside the HTTP layer (services.ts).
        const card = await withRetries(() => tokens.withToken((token) => pickRandom(http, token, filters)), retry);
        return { cards: card ? [card] : [], page: null };
      }),
    'library-background': () => background().catch(() => ({ ok: false })),
    ...titleHandlers(services),
    ...titleArtworkHandlers(services),
  };

  return { handlers };
}

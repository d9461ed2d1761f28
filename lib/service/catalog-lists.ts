import { z } from 'zod';
import { AiringItemSchema, airingCard, mediaCard, MediaItemSchema, type CatalogCard } from './catalog-cards';
import {
  BEST_FILTERS,
  genrePath,
  PAGE_LIMITS,
  SEARCH_TEXT_PARAM,
  type AiringKind,
  type AiringSort,
  type BrowseKind,
  type GenreSort,
  type PremiereParam,
} from './catalog-params';
import { ServiceError } from './errors';
import { serviceRequest, type HttpDeps } from './http';
import { clampLimit, clampPage, readPageInfo, type PageInfo } from './pagination';

/**
 * spec 4.1 catalog lists. All count against the rate limits (spec 8: the caller paces them) and,
 * under V2, need a user token (spec 5.2). A list the service does not know (404, 400
 * `wrong_parameter` for a value spec 4.9 leaves unnamed) is "nothing here", as is `[]`.
 */
export interface CardPage {
  cards: CatalogCard[];
  page: PageInfo | null;
}

const NOTHING: CardPage = { cards: [], page: null };

/** A 200 `[]`, a 404 or an unaccepted parameter all mean: this list has nothing to show. */
export async function orNothing(read: () => Promise<CardPage>): Promise<CardPage> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 404 || (error.status === 400 && error.code === 'wrong_parameter'))) return NOTHING;
    throw error;
  }
}

const cardsOf = (list: Array<CatalogCard | null>) => list.filter((card): card is CatalogCard => card !== null);

/** `date`: `today`, `tomorrow` or `DD-MM-YYYY` (spec 4.1; the service falls back to today). */
export function readAiring(deps: HttpDeps, token: string | undefined, kind: AiringKind, date: string, sort: AiringSort): Promise<CardPage> {
  return orNothing(async () => {
    const { data } = await serviceRequest(deps, {
      method: 'GET',
      path: `/${kind}/airing`,
      query: { date, sort },
      accessToken: token,
      schema: z.array(AiringItemSchema),
    });
    return { cards: data.map((item) => airingCard(kind, item)), page: null };
  });
}

async function readPaged<T>(
  deps: HttpDeps,
  token: string | undefined,
  path: string,
  query: Record<string, string>,
  page: number,
  limits: { max: number; asked: number },
  schema: z.ZodType<T>,
  toCard: (item: T) => CatalogCard | null,
): Promise<CardPage> {
  const asked = { page: clampPage(page), limit: clampLimit(limits.asked, limits.max) };
  const { data, headers } = await serviceRequest(deps, { method: 'GET', path, query: { ...query, ...asked }, accessToken: token, schema: z.array(schema) });
  return { cards: cardsOf(data.map(toCard)), page: readPageInfo(headers, asked, data.length) };
}

export function readPremieres(deps: HttpDeps, token: string | undefined, kind: AiringKind, param: PremiereParam, page: number): Promise<CardPage> {
  return orNothing(() =>
    readPaged(deps, token, `/${kind}/premieres/${param}`, {}, page, PAGE_LIMITS.premieres, AiringItemSchema, (item) => airingCard(kind, item)),
  );
}

export function readGenre(deps: HttpDeps, token: string | undefined, kind: BrowseKind, genre: string, sort: GenreSort, page: number): Promise<CardPage> {
  return orNothing(() =>
    readPaged(deps, token, genrePath(kind, [genre], sort), {}, page, PAGE_LIMITS.genres, MediaItemSchema, (item) => mediaCard(item, kind)),
  );
}

/** Best-of lists are not paginated (spec 4.1 names no paging for them). */
export function readBest(deps: HttpDeps, token: string | undefined, kind: AiringKind, filter: string): Promise<CardPage> {
  if (!BEST_FILTERS[kind].includes(filter)) return Promise.resolve(NOTHING);
  return orNothing(async () => {
    const { data } = await serviceRequest(deps, {
      method: 'GET',
      path: `/${kind}/best/${encodeURIComponent(filter)}`,
      accessToken: token,
      schema: z.array(MediaItemSchema),
    });
    return { cards: cardsOf(data.map((item) => mediaCard(item, kind))), page: null };
  });
}

/** `GET /search/{type}`, one page (spec 8: default 10, max 50). V2 needs a signed-in user. */
export function searchCatalog(deps: HttpDeps, token: string | undefined, kind: BrowseKind, text: string, page: number): Promise<CardPage> {
  const type = kind === 'tv' ? 'tv' : kind;
  return orNothing(() =>
    readPaged(deps, token, `/search/${type}`, { [SEARCH_TEXT_PARAM]: text }, page, PAGE_LIMITS.search, MediaItemSchema, (item) => mediaCard(item, kind)),
  );
}

export interface RandomFilters {
  kind?: BrowseKind;
  genre?: string;
  year?: number;
  /** The lowest service rating to pick from. */
  rating?: number;
}

/** `POST /search/random` (a POST: paced at 1/s by the caller): one item, or `[]` when none fits. */
export async function pickRandom(deps: HttpDeps, token: string | undefined, filters: RandomFilters): Promise<CatalogCard | null> {
  const json = {
    ...(filters.kind ? { type: filters.kind } : {}),
    ...(filters.genre ? { genre: filters.genre } : {}),
    ...(filters.year !== undefined ? { year: filters.year } : {}),
    ...(filters.rating !== undefined ? { rating: filters.rating } : {}),
  };
  const picked = await orNothing(async () => {
    const { data } = await serviceRequest(deps, {
      method: 'POST',
      path: '/search/random',
      json,
      accessToken: token,
      schema: z.union([MediaItemSchema, z.array(MediaItemSchema)]),
    });
    const item = Array.isArray(data) ? data[0] : data;
    const card = item ? mediaCard(item, filters.kind) : null;
    return { cards: card ? [card] : [], page: null };
  });
  return picked.cards[0] ?? null;
}

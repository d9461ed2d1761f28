import { z } from 'zod';
import { AIRING_SORTS, BROWSE_KINDS, GENRE_SORTS, PREMIERE_PARAMS } from '../service/catalog-params';
import { LibraryItemSchema, WatchStatusSchema } from './library-writes';

/**
 * Requests of the library page's Discover tab and title page, and the answers the page validates.
 * Joined into PopupRequestSchema (popup.ts): the router's sender check applies to them too.
 */
const airingKind = z.enum(['tv', 'anime']);
const browseKind = z.enum(BROWSE_KINDS);
const page = z.number().int().min(1).max(20);
const slug = z.string().regex(/^[a-z0-9-]{1,40}$/);
const titleKind = z.enum(['movie', 'show', 'anime']);
const episodeRef = z.object({ season: z.number().int().min(0).max(1000), number: z.number().int().min(0).max(100_000) });
/** The outbox holds 1,000 entries: one batch stays well inside it. */
export const MAX_EPISODES_PER_MARK = 500;

export const DISCOVER_REQUESTS = [
  /** `date`: today, tomorrow or DD-MM-YYYY (spec 4.1). */
  z.object({
    type: z.literal('discover-airing'),
    kind: airingKind,
    date: z.string().regex(/^(today|tomorrow|\d{2}-\d{2}-\d{4})$/),
    sort: z.enum(AIRING_SORTS),
  }),
  z.object({ type: z.literal('discover-premieres'), kind: airingKind, param: z.enum(PREMIERE_PARAMS), page }),
  z.object({ type: z.literal('discover-best'), kind: airingKind, filter: slug }),
  z.object({ type: z.literal('discover-genre'), kind: browseKind, genre: slug, sort: z.enum(GENRE_SORTS), page }),
  z.object({
    type: z.literal('discover-random'),
    kind: browseKind.optional(),
    genre: slug.optional(),
    year: z.number().int().min(1870).max(2200).optional(),
    rating: z.number().min(0).max(10).optional(),
  }),
  z.object({ type: z.literal('discover-search'), kind: browseKind, text: z.string().trim().min(1).max(200), page }),
  /** The title page: detail record, episode list, and what the user has watched of it. */
  z.object({ type: z.literal('title-open'), kind: titleKind, svcId: z.number().int().positive() }),
  /** "Mark watched up to here" / "mark season watched" and their undo: one batched history write. */
  z.object({
    type: z.literal('title-mark-episodes'),
    item: LibraryItemSchema,
    episodes: z.array(episodeRef).min(1).max(MAX_EPISODES_PER_MARK),
    watched: z.boolean(),
  }),
  /** The library header's background (spec 4.5 recently-watched-background). */
  z.object({ type: z.literal('library-background') }),
  /** One title's poster and fanart, for library cards whose list carries none (the detail record, spec 4.1). */
  z.object({ type: z.literal('title-artwork'), kind: titleKind, svcId: z.number().int().positive() }),
] as const;

const DiscoverRequestSchema = z.discriminatedUnion('type', [...DISCOVER_REQUESTS]);
export type DiscoverRequest = z.infer<typeof DiscoverRequestSchema>;
const DISCOVER_TYPES = new Set<string>(DISCOVER_REQUESTS.map((schema) => schema.shape.type.value));

export function isDiscoverRequest(request: { type: string }): request is DiscoverRequest {
  return DISCOVER_TYPES.has(request.type);
}

export const CardViewSchema = z.object({
  kind: titleKind,
  svcId: z.number(),
  title: z.string(),
  year: z.number().optional(),
  /** Full URL on the image host, or null: the page shows a placeholder. */
  poster: z.string().nullable(),
  rating: z.number().optional(),
  airsAt: z.string().nullable().optional(),
  season: z.number().optional(),
  episode: z.number().optional(),
  rank: z.number().nullable().optional(),
  animeType: z.string().optional(),
  premiere: z.string().optional(),
  /** The user's own rating and Watchlist status (library cache and writes made here). */
  userRating: z.number().nullable().optional(),
  userStatus: WatchStatusSchema.optional(),
});
export type CardView = z.infer<typeof CardViewSchema>;

export const CardsAnswerSchema = z.object({
  ok: z.boolean(),
  /** The service needs a signed-in user for this list (spec 5.2). */
  signedOut: z.boolean().optional(),
  cards: z.array(CardViewSchema),
  page: z.object({ page: z.number(), pageCount: z.number(), itemCount: z.number() }).nullable(),
  error: z.string().optional(),
});
export type CardsAnswer = z.infer<typeof CardsAnswerSchema>;

const score = z.object({ rating: z.number(), votes: z.number().optional(), rank: z.number().optional() });
const related = z.object({ kind: titleKind, svcId: z.number(), title: z.string(), year: z.number().optional() });

export const TitleViewSchema = z.object({
  kind: titleKind,
  svcId: z.number(),
  title: z.string(),
  year: z.number().optional(),
  slug: z.string().optional(),
  overview: z.string().optional(),
  status: z.enum(['ended', 'tba', 'airing']).optional(),
  genres: z.array(z.string()),
  runtime: z.number().optional(),
  network: z.string().optional(),
  studios: z.array(z.string()),
  certification: z.string().optional(),
  country: z.string().optional(),
  firstAired: z.string().optional(),
  lastAired: z.string().optional(),
  ratings: z.object({ svc: score.optional(), imdb: score.optional(), mal: score.optional() }),
  poster: z.string().nullable(),
  /** The wide picture behind the title page's header (spec 3.2 detail `fanart`), or none. */
  fanart: z.string().nullable().optional(),
  trailers: z.array(z.string()),
  related: z.array(related),
  recommendations: z.array(related),
  alternateTitles: z.array(z.string()),
  enTitle: z.string().optional(),
  animeType: z.string().optional(),
});
export type TitleView = z.infer<typeof TitleViewSchema>;

export const EpisodeViewSchema = z.object({
  season: z.number(),
  number: z.number(),
  title: z.string().optional(),
  special: z.boolean(),
  aired: z.boolean(),
  date: z.string().nullable(),
  watched: z.boolean(),
});
export type EpisodeView = z.infer<typeof EpisodeViewSchema>;

export const TitleAnswerSchema = z.object({
  ok: z.boolean(),
  /** An unknown id (200 with `[]`, spec 4.1). */
  notFound: z.boolean().optional(),
  title: TitleViewSchema.optional(),
  episodes: z.array(EpisodeViewSchema),
  /** Site pages the user watched it on ("where to watch"). */
  siteLinks: z.array(z.string()),
  error: z.string().optional(),
});
export type TitleAnswer = z.infer<typeof TitleAnswerSchema>;

export const BackgroundAnswerSchema = z.object({ ok: z.boolean(), title: z.string().optional(), image: z.string().optional() });
export type BackgroundAnswer = z.infer<typeof BackgroundAnswerSchema>;

/** Full URLs on the image host, or null when the title has none (or it could not be read). */
export const TitleArtworkAnswerSchema = z.object({ ok: z.boolean(), poster: z.string().nullable(), fanart: z.string().nullable() });
export type TitleArtworkAnswer = z.infer<typeof TitleArtworkAnswerSchema>;

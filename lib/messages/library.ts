import { z } from 'zod';

/**
 * Requests of the library page and the options page's account section, and the answers the UI
 * validates. Joined into PopupRequestSchema (lib/messages/popup.ts), so the router's sender check
 * (our own extension pages only) applies to them as to every other page request.
 */
const kind = z.enum(['movie', 'show', 'anime']);
const status = z.enum(['watching', 'plantowatch', 'hold', 'completed', 'dropped']);
/** 64-bit playback ids travel as their exact decimal digits (spec 2.7). */
const playbackId = z.string().regex(/^\d{1,20}$/);
const page = z.number().int().min(1).max(10_000);
const direction = z.enum(['asc', 'desc']);

export const LIBRARY_REQUESTS = [
  /** Opening the page: activities first, then only what moved (spec 4.3). */
  z.object({ type: z.literal('library-open') }),
  /** Calendars and trending from the CDN (spec 4.7), filtered to the cached Watchlist. */
  z.object({ type: z.literal('library-airing') }),
  z.object({ type: z.literal('library-remove-playback'), id: playbackId }),
  z.object({ type: z.literal('library-open-playback'), id: playbackId }),
  z.object({ type: z.literal('library-lists'), sort: z.enum(['updated', 'created', 'name', 'likes', 'followers', 'items', 'popularity']), direction, page }),
  z.object({
    type: z.literal('library-list-items'),
    listId: z.number().int().positive(),
    sort: z.enum(['rank', 'title', 'year', 'added', 'popularity']),
    direction,
    page,
  }),
  /** The profile number the user gave, and the plan as the service's answers showed it. */
  z.object({ type: z.literal('account-profile') }),
  /** The user gives (or clears) their profile number: no read of the contract names the signed-in user. */
  z.object({ type: z.literal('account-profile-id'), userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable() }),
] as const;

const LibraryRequestSchema = z.discriminatedUnion('type', [...LIBRARY_REQUESTS]);
export type LibraryRequest = z.infer<typeof LibraryRequestSchema>;
const LIBRARY_TYPES = new Set<string>(LIBRARY_REQUESTS.map((schema) => schema.shape.type.value));

export function isLibraryRequest(request: { type: string }): request is LibraryRequest {
  return LIBRARY_TYPES.has(request.type);
}

export const PlaybackViewSchema = z.object({
  id: playbackId,
  progress: z.number(),
  pausedAt: z.string(),
  kind,
  svcId: z.number(),
  title: z.string(),
  year: z.number().optional(),
  season: z.number().optional(),
  episode: z.number().optional(),
  episodeTitle: z.string().optional(),
  /** The site of the page the user watched it on, when one is known: Resume opens that page. */
  resumeHost: z.string().optional(),
});
export type PlaybackView = z.infer<typeof PlaybackViewSchema>;

export const WatchlistViewSchema = z.object({ kind, svcId: z.number(), title: z.string(), year: z.number().optional(), status, updatedAt: z.string() });
export type WatchlistView = z.infer<typeof WatchlistViewSchema>;
export const RatingViewSchema = z.object({ kind, svcId: z.number(), title: z.string(), year: z.number().optional(), rating: z.number(), ratedAt: z.string() });
export type RatingView = z.infer<typeof RatingViewSchema>;
export const CommunityViewSchema = z.object({ kind, svcId: z.number(), rating: z.number(), votes: z.number(), droprate: z.number() });
export type CommunityView = z.infer<typeof CommunityViewSchema>;

const part = z.object({ plays: z.number(), minutes: z.number() });
export const StatsViewSchema = z.object({ movies: part, episodes: part, anime: part, showsWatched: z.number(), ratings: z.number() });
export type StatsView = z.infer<typeof StatsViewSchema>;

const failure = { error: z.string().optional() };

export const LibraryViewSchema = z.object({
  ok: z.boolean(),
  signedIn: z.boolean(),
  playback: z.array(PlaybackViewSchema),
  watchlist: z.array(WatchlistViewSchema),
  ratings: z.array(RatingViewSchema),
  community: z.array(CommunityViewSchema),
  stats: StatsViewSchema.nullable(),
  /** No profile number given yet, so no statistics were asked for (options page). */
  needsProfile: z.boolean().optional(),
  reread: z.array(z.string()),
  ...failure,
});
export type LibraryView = z.infer<typeof LibraryViewSchema>;

const AiringSchema = z.object({
  kind: z.enum(['show', 'anime']),
  svcId: z.number(),
  title: z.string(),
  airsAt: z.string(),
  season: z.number().optional(),
  episode: z.number().optional(),
  url: z.string().optional(),
});
export type AiringView = z.infer<typeof AiringSchema>;
const TrendingSchema = z.object({
  rank: z.number(),
  svcId: z.number(),
  title: z.string(),
  kind: z.enum(['movie', 'show', 'anime']).optional(),
  year: z.number().optional(),
  watchers: z.number().optional(),
  url: z.string().optional(),
});
export type TrendingView = z.infer<typeof TrendingSchema>;
export const AiringViewSchema = z.object({
  ok: z.boolean(),
  today: z.array(AiringSchema),
  week: z.array(AiringSchema),
  trending: z.array(TrendingSchema),
  ...failure,
});
export type AiringViewAnswer = z.infer<typeof AiringViewSchema>;

const PaginationSchema = z.object({ page: z.number(), pageCount: z.number(), itemCount: z.number() });
const PremiumOnlySchema = z.object({
  kind: z.literal('premium-only'),
  message: z.string(),
  title: z.string(),
  description: z.string(),
  poster: z.string().optional(),
});
export const ListsAnswerSchema = z.object({
  ok: z.boolean(),
  ...failure,
  /** No profile number given yet: the lists read needs it (options page). */
  needsProfile: z.literal(true).optional(),
  result: z
    .discriminatedUnion('kind', [
      PremiumOnlySchema,
      z.object({
        kind: z.literal('lists'),
        lists: z.array(z.object({ id: z.number(), name: z.string(), description: z.string(), itemCount: z.number(), updatedAt: z.string().optional() })),
        pagination: PaginationSchema,
      }),
      z.object({
        kind: z.literal('items'),
        items: z.array(z.object({ rank: z.number(), kind, svcId: z.number(), title: z.string(), year: z.number().optional() })),
        pagination: PaginationSchema,
      }),
    ])
    .optional(),
});
export type ListsAnswer = z.infer<typeof ListsAnswerSchema>;

export const ProfileAnswerSchema = z.object({
  ok: z.boolean(),
  ...failure,
  profile: z.object({ userId: z.number().int().positive().nullable(), plan: z.enum(['free', 'paid']).nullable() }).optional(),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswerSchema>;

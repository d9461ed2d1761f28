import { z } from 'zod/mini';
import { EARLIEST_YEAR, LATEST_YEAR } from '../media/year';

/** spec 2.6: the five Watchlist statuses (`/sync/add-to-list`). */
export const WATCH_STATUSES = ['watching', 'plantowatch', 'hold', 'completed', 'dropped'] as const;

/**
 * A resolved service item the popup can act on: the current viewing, or one found by search.
 * `episode` names the episode a history write is about; ratings and the Watchlist are per title.
 * zod's mini build, like the status that carries it (lib/messages/status.ts): the popup checks a
 * cached status before its first paint without loading zod's classic build.
 */
export const LibraryItemSchema = z.object({
  kind: z.enum(['movie', 'show', 'anime']),
  svcId: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  year: z.optional(z.number().check(z.int(), z.minimum(EARLIEST_YEAR), z.maximum(LATEST_YEAR))),
  slug: z.optional(z.string().check(z.maxLength(200))),
  episode: z.optional(
    z.object({
      season: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
      number: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
      title: z.optional(z.string().check(z.maxLength(300))),
    }),
  ),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

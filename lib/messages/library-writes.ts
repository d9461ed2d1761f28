import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR } from '../media/year';

/** spec 2.6: the five Watchlist statuses (`/sync/add-to-list`). */
export const WATCH_STATUSES = ['watching', 'plantowatch', 'hold', 'completed', 'dropped'] as const;
export const WatchStatusSchema = z.enum(WATCH_STATUSES);
export type WatchStatus = z.infer<typeof WatchStatusSchema>;

/**
 * A resolved service item the popup can act on: the current viewing, or one found by search.
 * `episode` names the episode a history write is about; ratings and the Watchlist are per title.
 */
export const LibraryItemSchema = z.object({
  kind: z.enum(['movie', 'show', 'anime']),
  svcId: z.number().int().positive(),
  title: z.string().trim().min(1).max(300),
  year: z.number().int().min(EARLIEST_YEAR).max(LATEST_YEAR).optional(),
  slug: z.string().max(200).optional(),
  episode: z
    .object({
      season: z.number().int().min(0).max(1000).optional(),
      number: z.number().int().min(0).max(100_000),
      title: z.string().max(300).optional(),
    })
    .optional(),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

/** A library write the user asked for; stored in the outbox until the service has it. */
export const LibraryWriteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rate'), item: LibraryItemSchema, rating: z.number().int().min(1).max(10) }),
  z.object({ kind: z.literal('unrate'), item: LibraryItemSchema }),
  z.object({ kind: z.literal('list'), item: LibraryItemSchema, status: WatchStatusSchema }),
  /** `at`: when the user watched it (epoch ms), sent as `watched_at`. */
  z.object({ kind: z.literal('watched'), item: LibraryItemSchema, at: z.number().int().positive() }),
  z.object({ kind: z.literal('unwatched'), item: LibraryItemSchema }),
]);
export type LibraryWrite = z.infer<typeof LibraryWriteSchema>;
export type LibraryWriteKind = LibraryWrite['kind'];

/** Where a write stands: shown next to the control that made it (optimistic, then reconciled). */
export const MarkStateSchema = z.enum(['pending', 'saved', 'not_found', 'failed']);
export type MarkState = z.infer<typeof MarkStateSchema>;

const mark = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    state: MarkStateSchema,
    reason: z.string().optional(),
    at: z.number(),
    /** Read from the service (the library's cached reads), not a write made here: no "saved" note. */
    fromService: z.boolean().optional(),
  });

/** What the extension knows of the user's marks on one item (from writes made here). */
export const ItemMarksSchema = z.object({
  rating: mark(z.number().int().min(1).max(10).nullable()).optional(),
  status: mark(WatchStatusSchema).optional(),
  watched: mark(z.boolean()).optional(),
});
export type ItemMarks = z.infer<typeof ItemMarksSchema>;

/** Redirect helper modes the popup opens (spec 4.2). */
export const OpenModeSchema = z.enum(['svc', 'trailer', 'share']);
export type OpenMode = z.infer<typeof OpenModeSchema>;

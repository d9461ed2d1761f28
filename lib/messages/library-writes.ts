import { z } from 'zod';
import { LibraryItemSchema, WATCH_STATUSES } from './library-item';

export { WATCH_STATUSES, LibraryItemSchema, type LibraryItem } from './library-item';
export const WatchStatusSchema = z.enum(WATCH_STATUSES);
export type WatchStatus = z.infer<typeof WatchStatusSchema>;

const PreviousRating = z.number().int().min(1).max(10).nullable().optional();

/** A library write the user asked for; stored in the outbox until the service has it. */
export const LibraryWriteSchema = z.discriminatedUnion('kind', [
  /** `previous` (rate, unrate, list): what the write replaced, as the marks knew it when it was queued; undo puts it back. */
  z.object({ kind: z.literal('rate'), item: LibraryItemSchema, rating: z.number().int().min(1).max(10), previous: PreviousRating }),
  z.object({ kind: z.literal('unrate'), item: LibraryItemSchema, previous: PreviousRating }),
  z.object({ kind: z.literal('list'), item: LibraryItemSchema, status: WatchStatusSchema, previous: WatchStatusSchema.nullable().optional() }),
  /** `at`: when the user watched it (epoch ms), sent as `watched_at`. */
  z.object({ kind: z.literal('watched'), item: LibraryItemSchema, at: z.number().int().positive() }),
  /** `at`: only the watch written at that time goes (an undo); without it every watch of the item. */
  z.object({ kind: z.literal('unwatched'), item: LibraryItemSchema, at: z.number().int().positive().optional() }),
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

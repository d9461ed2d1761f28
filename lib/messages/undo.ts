import { z } from 'zod';

/** A write the extension made, as the activity page lists it with its Undo (lib/undo/written.ts). */
export const WrittenViewSchema = z.object({
  id: z.string(),
  at: z.number(),
  text: z.string(),
  import: z.boolean(),
  undone: z.boolean(),
  /** False where nothing can put it back (a first Watchlist entry). */
  undoable: z.boolean(),
});
export type WrittenView = z.infer<typeof WrittenViewSchema>;

export const WrittenIdSchema = z.string().min(1).max(200);

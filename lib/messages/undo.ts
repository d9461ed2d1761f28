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
  /** Undo asks first: the item was watched again at this time, not through Watchmark. */
  elsewhereAt: z.number().optional(),
  /** The user kept it after that question. */
  kept: z.boolean().optional(),
});
export type WrittenView = z.infer<typeof WrittenViewSchema>;

export const WrittenIdSchema = z.string().min(1).max(200);

/** The answer to Undo's question (a later watch elsewhere): take it back anyway, or keep it. */
export const UndoChoiceSchema = z.enum(['anyway', 'keep']);
export type UndoChoice = z.infer<typeof UndoChoiceSchema>;

import { z } from 'zod';

export const ActivityKindSchema = z.enum(['detected', 'queued', 'sent', 'retry', 'failed', 'info']);

/** One line of the user-visible activity log: what was seen, what was sent, what came back. */
export const ActivityEntrySchema = z.object({
  seq: z.number().int().optional(),
  at: z.number(),
  kind: ActivityKindSchema,
  text: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
export type ActivityKind = z.infer<typeof ActivityKindSchema>;

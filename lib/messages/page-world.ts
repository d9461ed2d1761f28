import { z } from 'zod';

/**
 * Content script -> background (Chrome): read the player's timeline in this tab's page world with
 * the site's reader (content-scripts/page-world/readers.ts). The background runs the reader there
 * through scripting.executeScript, so nothing of ours is posted, injected or web-accessible.
 */
export const PageTimelineRequestSchema = z.object({
  type: z.literal('page-timeline'),
  site: z.string().regex(/^[a-z0-9-]{2,32}$/),
});
export type PageTimelineRequest = z.infer<typeof PageTimelineRequestSchema>;

/** The background's answer: the timeline within bounds, or null (the content script falls back to the video element). */
export interface PageTimelineAnswer {
  timeline: { position: number; duration: number } | null;
}

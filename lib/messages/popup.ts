import { z } from 'zod';

/** Requests an extension page (popup, options) may send to the background. */
export const PopupRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status') }),
  z.object({ type: z.literal('activity') }),
  /** Put writes the service refused back in the queue (after the user fixed the cause). */
  z.object({ type: z.literal('retry-failed') }),
  z.object({ type: z.literal('sign-in') }),
  z.object({ type: z.literal('sign-out') }),
]);
export type PopupRequest = z.infer<typeof PopupRequestSchema>;

export const NowPlayingSchema = z.object({
  title: z.string(),
  kind: z.enum(['movie', 'episode']),
  year: z.number().optional(),
  season: z.number().optional(),
  episode: z.number().optional(),
  episodeTitle: z.string().optional(),
  site: z.string(),
  state: z.enum(['playing', 'paused', 'ended', 'gone']),
  progress: z.number(),
  updatedAt: z.number(),
});
export type NowPlaying = z.infer<typeof NowPlayingSchema>;

export const LastResultSchema = z.object({
  /** Plain-language outcome, e.g. "Marked as watched". */
  summary: z.string(),
  ok: z.boolean(),
  at: z.number(),
});
export type LastResult = z.infer<typeof LastResultSchema>;

export const StatusSchema = z.object({
  signedIn: z.boolean(),
  signInError: z.string().optional(),
  nowPlaying: NowPlayingSchema.nullable(),
  lastResult: LastResultSchema.nullable(),
  pendingWrites: z.number().int(),
  failedWrites: z.array(z.object({ what: z.string(), reason: z.string() })),
});
export type Status = z.infer<typeof StatusSchema>;

export const ActionResultSchema = z.object({ ok: z.boolean(), error: z.string().optional() });
export type ActionResult = z.infer<typeof ActionResultSchema>;

import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR } from '../media/year';

/** External id keys a site may expose (spec 2.1). `svc` is the service's own id. */
export const EXTERNAL_ID_KEYS = ['imdb', 'tmdb', 'tvdb', 'mal', 'anidb', 'anilist', 'kitsu'] as const;
export type ExternalIdKey = (typeof EXTERNAL_ID_KEYS)[number];

const idValue = z.string().trim().min(1).max(64);
export const ExternalIdsSchema = z.partialRecord(z.enum(EXTERNAL_ID_KEYS), idValue);
export type ExternalIds = z.infer<typeof ExternalIdsSchema>;

const count = z.number().int().min(0).max(100_000);
const text = z.string().trim().min(1).max(300);

/** What a site says is playing: made by a site adapter, before any service lookup. */
export const MediaGuessSchema = z
  .object({
    site: z.string().regex(/^[a-z0-9-]{2,32}$/),
    /** The site's own id of what plays (Netflix: the episode or movie id). */
    siteItemId: z.string().min(1).max(128),
    /** The site's id of the show, so a binge resolves the show once. */
    siteShowId: z.string().min(1).max(128).optional(),
    kind: z.enum(['movie', 'episode']),
    title: text,
    year: z.number().int().min(EARLIEST_YEAR).max(LATEST_YEAR).optional(),
    season: count.optional(),
    episode: count.optional(),
    absoluteEpisode: count.optional(),
    episodeTitle: text.optional(),
    ids: ExternalIdsSchema.optional(),
    /**
     * A media server's item it holds no provider ids for: the file's base name, for the service to
     * read (spec 4.1 /search/file). Never a path: the folders name the user's disks.
     */
    fileName: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .regex(/^[^/\\]+$/)
      .optional(),
  })
  .refine((guess) => guess.kind === 'movie' || guess.episode !== undefined || guess.absoluteEpisode !== undefined, {
    message: 'an episode guess needs an episode number',
  });
export type MediaGuess = z.infer<typeof MediaGuessSchema>;

export const PlayerStateSchema = z.enum(['playing', 'paused', 'ended', 'gone']);
export type PlayerState = z.infer<typeof PlayerStateSchema>;

const seconds = z
  .number()
  .finite()
  .min(0)
  .max(30 * 24 * 3600);

/** The user's last jump in the timeline, so a scrub straight to the end is not taken for a watch. */
export const SeekSchema = z.object({
  from: seconds,
  to: seconds,
  /** Media seconds actually played since the jump landed. */
  playedSince: seconds,
});
export type Seek = z.infer<typeof SeekSchema>;

/** A guess plus the player's state; sent by the content script on every media event it cares about. */
export const PlaybackReportSchema = z.object({
  type: z.literal('playback'),
  guess: MediaGuessSchema,
  state: PlayerStateSchema,
  /** Seconds into the media, from the site's most truthful position source. */
  position: seconds,
  duration: seconds.refine((value) => value > 0, 'duration must be known'),
  /** Muted (or at volume 0): autoplaying teasers are, people watching rarely are. */
  muted: z.boolean().default(false),
  seek: SeekSchema.optional(),
  /** Which of the adapter's sources named the item ("netflix-metadata", "json-ld"): for the activity log. */
  source: z
    .string()
    .regex(/^[a-z0-9 -]{1,40}$/)
    .optional(),
  /** Epoch ms in the page when the event happened. */
  at: z.number().int().positive(),
});
export type PlaybackReport = z.infer<typeof PlaybackReportSchema>;

/** Content script -> background: one of the adapter's sources broke on this site (once per page). */
export const SourceFailedSchema = z.object({
  type: z.literal('source-failed'),
  site: z.string().regex(/^[a-z0-9-]{2,32}$/),
  source: z.string().regex(/^[a-z0-9 -]{1,40}$/),
  reason: z.string().trim().min(1).max(200),
});
export type SourceFailed = z.infer<typeof SourceFailedSchema>;

/**
 * Content script -> background: a real video (the main player, unmuted, playing) on a watch page
 * is not counted, once per item: the site's own data says it is no program (`refused`: a trailer,
 * an extra, a live channel), or no source named a film or an episode where the site does not ask
 * the user (`unnamed`: YouTube's vlogs). The activity log then answers "why did this not count?".
 */
export const NotCountedSchema = z.object({
  type: z.literal('not-counted'),
  site: z.string().regex(/^[a-z0-9-]{2,32}$/),
  url: z.string().url().max(2048),
  reason: z.enum(['refused', 'unnamed']),
});
export type NotCounted = z.infer<typeof NotCountedSchema>;

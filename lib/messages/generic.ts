import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR } from '../media/year';

const count = z.number().int().min(0).max(100_000);
const year = z.number().int().min(EARLIEST_YEAR).max(LATEST_YEAR);
const title = z.string().trim().min(1).max(300);

/** What the detector could read on a page it was not confident about: a starting point for the user. */
/** A file's base name only ("Show.S01E02.720p.mp4"): a path would name the user's folders. */
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[^/\\]+$/);

export const GenericCandidateSchema = z.object({
  kind: z.enum(['movie', 'episode']).optional(),
  title: title.optional(),
  year: year.optional(),
  season: count.optional(),
  episode: count.optional(),
  /** The playing video's file name, when its address ends in one: the service can read it (spec 4.1 /search/file). */
  fileName: fileName.optional(),
});
export type GenericCandidate = z.infer<typeof GenericCandidateSchema>;

const pageUrl = z.string().url().max(2048);

/** Content script -> background: a real video plays here, but what it is could not be told. */
export const GenericUnsureSchema = z.object({
  type: z.literal('generic-unsure'),
  url: pageUrl,
  candidate: GenericCandidateSchema,
});
export type GenericUnsure = z.infer<typeof GenericUnsureSchema>;

/** The same from a supported site whose sources all failed (a redesign): the popup asks the user. */
export const SiteUnsureSchema = z.object({
  type: z.literal('site-unsure'),
  site: z.string().regex(/^[a-z0-9-]{2,32}$/),
  url: pageUrl,
  candidate: GenericCandidateSchema,
});
export type SiteUnsure = z.infer<typeof SiteUnsureSchema>;

/** The user's answer to "tell us what this is": enough to resolve, nothing more. */
export const GenericAnswerSchema = z
  .object({
    kind: z.enum(['movie', 'episode']),
    title,
    year: year.optional(),
    season: count.optional(),
    episode: count.optional(),
  })
  .refine((answer) => answer.kind === 'movie' || answer.episode !== undefined, { message: 'an episode needs its number', path: ['episode'] });
export type GenericAnswer = z.infer<typeof GenericAnswerSchema>;

/** Background -> the tab's content script: use this as the guess for that page (same URL). */
export const GenericConfirmSchema = z.object({
  type: z.literal('generic-confirm'),
  url: pageUrl,
  answer: GenericAnswerSchema,
});
export type GenericConfirm = z.infer<typeof GenericConfirmSchema>;

const tabId = z.number().int().min(0);

/**
 * What the user switches on for an origin: the generic detector (`site`), or a media server's
 * adapters (`media-server`: Plex, Jellyfin or Emby, recognised from the page).
 */
export const DetectorSchema = z.enum(['site', 'media-server']);
export type Detector = z.infer<typeof DetectorSchema>;

/** Popup -> background requests about the active tab's page; joined into PopupRequestSchema. */
export const GENERIC_POPUP_REQUESTS = [
  /** Is detection on for this page, and is a video waiting to be named? */
  z.object({ type: z.literal('generic-page'), tabId, url: pageUrl }),
  /**
   * Sent as the permission prompt opens: the popup may close before the prompt is answered. Without
   * a tab when the options page adds a site by its address (Firefox for Android has no toolbar popup
   * over the page): the detector then starts on the site's next page load.
   */
  z.object({ type: z.literal('generic-enable'), tabId: tabId.optional(), url: pageUrl, detector: DetectorSchema.optional() }),
  z.object({ type: z.literal('generic-disable'), url: pageUrl }),
  /** The options page: every site the user switched detection on for. */
  z.object({ type: z.literal('generic-sites') }),
  z.object({ type: z.literal('generic-answer'), tabId, url: pageUrl, answer: GenericAnswerSchema }),
  /** A supported site's page: is a video playing there that its adapter could not name? */
  z.object({ type: z.literal('site-unsure-page'), tabId, url: pageUrl }),
  z.object({ type: z.literal('site-answer'), tabId, url: pageUrl, answer: GenericAnswerSchema }),
  /** What the service reads in a video's file name: a suggestion for the "Tell us" form. */
  z.object({ type: z.literal('identify-file'), fileName }),
] as const;

export const FileIdentitySchema = z.object({
  ok: z.boolean(),
  /** Null: the service knows nothing by that name (or could not be asked). */
  suggestion: GenericAnswerSchema.nullable(),
  error: z.string().optional(),
});
export type FileIdentity = z.infer<typeof FileIdentitySchema>;

export const GenericPageSchema = z.object({
  /** Detection is switched on and the browser still grants the host permission. */
  enabled: z.boolean(),
  /** What runs there when enabled: the generic detector or a media server's adapters. */
  detector: DetectorSchema.nullable(),
  /** Set while a video plays here that the detector could not name. */
  unsure: GenericCandidateSchema.nullable(),
});
export type GenericPage = z.infer<typeof GenericPageSchema>;

export const GenericSitesSchema = z.object({
  sites: z.array(
    z.object({
      origin: z.string(),
      detector: DetectorSchema,
      /** False when the user took the access back in the browser's own settings: nothing runs there. */
      granted: z.boolean(),
    }),
  ),
});
export type GenericSites = z.infer<typeof GenericSitesSchema>;

export const SiteUnsurePageSchema = z.object({
  /** The site's display name; null when the page is no supported site's. */
  site: z.string().nullable(),
  unsure: GenericCandidateSchema.nullable(),
});
export type SiteUnsurePage = z.infer<typeof SiteUnsurePageSchema>;

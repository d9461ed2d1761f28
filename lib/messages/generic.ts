import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR } from '../media/year';
import { PLAYER_FRAME_HOSTS, SITE_HOSTS } from './sites';

/** The site id of pages without an adapter, watched only where the user switched detection on. */
export const GENERIC_SITE = 'generic';

/** Pages the generic detector may be switched on for: any http(s) page no adapter covers. */
export function genericOriginOf(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const adapterHosts: readonly string[] = [...Object.values(SITE_HOSTS), ...Object.values(PLAYER_FRAME_HOSTS)].flat();
  return adapterHosts.includes(parsed.hostname) ? null : parsed.origin;
}

/**
 * A generic report's item id (host, path and query, made by the content script from its page's
 * address) checked against the page the browser says sent it, and given that page's scheme, so it
 * names the page's origin: keys made from it (lib/resolve/cache.ts) stay with that origin. A report
 * that names another host is not believed (null).
 */
export function stampGenericOrigin<G extends { siteItemId: string }>(guess: G, senderUrl: string | undefined): G | null {
  if (!senderUrl) return null;
  let sender: URL;
  try {
    sender = new URL(senderUrl);
  } catch {
    return null;
  }
  const claimedHost = guess.siteItemId.split('/')[0];
  if (claimedHost !== sender.host) return null;
  return { ...guess, siteItemId: `${sender.protocol}//${guess.siteItemId}`.slice(0, 128) };
}

/** The address an answer belongs to: origin, path and query; the fragment is not another page. */
export function pageAddress(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}${parsed.search}`;
}

/** The host permission pattern for an origin (match patterns carry no port). */
export function originPattern(origin: string): string {
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}/*`;
}

const count = z.number().int().min(0).max(100_000);
const year = z.number().int().min(EARLIEST_YEAR).max(LATEST_YEAR);
const title = z.string().trim().min(1).max(300);

/** What the detector could read on a page it was not confident about: a starting point for the user. */
/** A file's base name only ("Show.S01E02.720p.mp4"): a path would name the user's folders. */
const fileName = z.string().trim().min(1).max(255).regex(/^[^/\\]+$/);

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

/** Popup -> background requests about the active tab's page; joined into PopupRequestSchema. */
export const GENERIC_POPUP_REQUESTS = [
  /** Is detection on for this page, and is a video waiting to be named? */
  z.object({ type: z.literal('generic-page'), tabId, url: pageUrl }),
  /**
   * Sent as the permission prompt opens: the popup may close before the prompt is answered. Without
   * a tab when the options page adds a site by its address (Firefox for Android has no toolbar popup
   * over the page): the detector then starts on the site's next page load.
   */
  z.object({ type: z.literal('generic-enable'), tabId: tabId.optional(), url: pageUrl }),
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
  /** Set while a video plays here that the detector could not name. */
  unsure: GenericCandidateSchema.nullable(),
});
export type GenericPage = z.infer<typeof GenericPageSchema>;

export const GenericSitesSchema = z.object({
  sites: z.array(
    z.object({
      origin: z.string(),
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

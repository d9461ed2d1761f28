import type { GenericCandidate } from '../../lib/messages/generic';
import { defined } from '../defined';
import { yearOfDate } from '../../lib/media/year';
import { parseEpisodeLabel, parseSeasonLabel } from '../../lib/media/episode-label';
import { guessOf, readJsonLd, type JsonLdMedia } from './json-ld';
import { readPageSignals, stripSiteName, type PageSignals } from './page-signals';
import { named, type GuessSource, type PageContext } from '../player/site';

// Standard signals only (schema.org JSON-LD, Open Graph, MediaSession, the title): what a page
// without an adapter offers. A guess is made only from structured, typed data; everything else is
// a candidate the user confirms.

/**
 * The address the document was loaded for. Structured data and og: tags are server-rendered for
 * it and are not updated by every single-page app when it moves on.
 */
export type LoadedUrl = (document: Document) => string | undefined;

export const navigationUrl: LoadedUrl = (document) => {
  const entry = document.defaultView?.performance?.getEntriesByType?.('navigation')[0];
  return entry?.name;
};

const samePath = (a: URL, b: URL) => a.pathname.replace(/\/+$/, '') === b.pathname.replace(/\/+$/, '');

/**
 * Does data that names `claimed` (its `@id`, `url` or og:url; may be absent) describe the page at
 * `page.url`? Without a claim, only if the page has not navigated away from the URL it loaded.
 */
export function describesThisPage(page: PageContext, claimed: string | undefined, loadedUrl: LoadedUrl): boolean {
  if (claimed) {
    try {
      return samePath(new URL(claimed, page.url), page.url);
    } catch {
      // A non-URL @id ("#movie", "urn:…") says nothing about which page; fall through.
    }
  }
  const loaded = loadedUrl(page.document);
  return !loaded || samePath(new URL(loaded), page.url);
}

function claimOf(media: JsonLdMedia): string | undefined {
  const isUrl = (value: string | undefined) => !!value && /^(https?:\/\/|\/)/.test(value);
  return [media.url, media.id].find(isUrl);
}

/** "Show - S1:E2", "Show – Season 2", "Show: Episode 4": the show and what the label says. */
export function splitEpisodeTitle(text: string): { show: string; season?: number; episode?: number } | null {
  const separators = /\s[-–—|·•]\s|:\s/gu;
  const cuts = [...text.matchAll(separators)].reverse();
  for (const cut of cuts) {
    const show = text.slice(0, cut.index).trim();
    const label = text.slice((cut.index ?? 0) + cut[0].length).trim();
    if (!show) continue;
    const numbers = parseEpisodeLabel(label);
    if (numbers) return { show, ...numbers };
    const season = parseSeasonLabel(label);
    if (season !== null) return { show, season };
  }
  return null;
}

function ogTitle(signals: PageSignals): string | undefined {
  const siteName = signals.ogSiteName;
  return signals.ogTitle && siteName ? stripSiteName(signals.ogTitle, [siteName]) || signals.ogTitle : signals.ogTitle;
}

/** The page's JSON-LD media if it is about this page (not left over from the address before). */
function freshJsonLd(page: PageContext, loadedUrl: LoadedUrl): JsonLdMedia | null {
  const media = readJsonLd(page.document);
  return media && describesThisPage(page, claimOf(media), loadedUrl) ? media : null;
}

/** What og: tags say about this page (nothing when they describe another address), and the page's other weak signals. */
function freshOpenGraph(page: PageContext, loadedUrl: LoadedUrl, mediaSession?: MediaSession) {
  const signals = readPageSignals(page.document, mediaSession);
  const fresh = describesThisPage(page, signals.ogUrl, loadedUrl);
  const title = fresh ? ogTitle(signals) : undefined;
  return {
    signals,
    title,
    type: fresh ? signals.ogType : undefined,
    year: fresh ? yearOfDate(signals.ogReleaseDate) : undefined,
    split: title ? splitEpisodeTitle(title) : null,
  };
}

/** JSON-LD Movie with a name, or an Episode with its series, season and number, about this page. */
export function confidentJsonLd(loadedUrl: LoadedUrl = navigationUrl): GuessSource {
  return async (page) => {
    const media = freshJsonLd(page, loadedUrl);
    return media && (media.type !== 'episode' || media.season !== undefined) ? guessOf(media, page.siteItemId) : null;
  };
}

/** og:type video.movie with a title, or video.episode whose title carries season and number. */
export function confidentOpenGraph(loadedUrl: LoadedUrl = navigationUrl): GuessSource {
  return async (page) => {
    const { title, type, year, split } = freshOpenGraph(page, loadedUrl);
    if (!title) return null;
    if (type === 'video.movie') return defined({ kind: 'movie', title, siteItemId: page.siteItemId, year });
    if (type !== 'video.episode' || split?.season === undefined || split.episode === undefined) return null;
    return { kind: 'episode', title: split.show, season: split.season, episode: split.episode, siteItemId: page.siteItemId };
  };
}

/**
 * The detector's best reading when it is not confident: every weak signal about this page, first
 * one wins per field (data left over from the page before an in-page move is skipped). Shown to the
 * user to correct, never reported as what plays.
 */
export function candidateOf(page: PageContext, loadedUrl: LoadedUrl = navigationUrl, mediaSession?: MediaSession): GenericCandidate {
  const media = freshJsonLd(page, loadedUrl);
  const og = freshOpenGraph(page, loadedUrl, mediaSession);
  const { signals, split } = og;
  const documentTitle = signals.documentTitle && signals.ogSiteName ? stripSiteName(signals.documentTitle, [signals.ogSiteName]) : signals.documentTitle;
  const title = media?.title ?? split?.show ?? og.title ?? signals.sessionTitle ?? documentTitle;
  const season = media?.season ?? split?.season;
  const episode = media?.episode ?? split?.episode;
  const year = media?.year ?? og.year;
  const kind =
    media?.type === 'movie' || og.type === 'video.movie'
      ? 'movie'
      : media?.type === 'episode' || og.type === 'video.episode' || (season ?? episode) !== undefined
        ? 'episode'
        : undefined;
  // A title the site's name was all of ('' once stripped) is none.
  return defined({ kind, title: title?.slice(0, 300) || undefined, year, season, episode });
}

/**
 * The sources every site adapter's chain ends in: what the page states in standard markup (JSON-LD,
 * Open Graph), each checked against the address. A site that redesigns its own markup or API still
 * yields these; what they cannot name is put to the user with candidateOf (MediaSession, title).
 */
export const STANDARD_SOURCES: readonly GuessSource[] = [named('json-ld', confidentJsonLd()), named('open-graph', confidentOpenGraph())];

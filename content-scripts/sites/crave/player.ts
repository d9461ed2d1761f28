import { parseEpisodeLabel } from '../../../lib/media/episode-label';

// Crave's web player (UTS, 2025-08): a plain <video> and a title block whose subtitle line reads
// "S3 E17: Cutbacks" (`[class^=jasper-player-title__subtitle]`, hashed suffix). Its class is matched
// anywhere in the attribute, so a class listed before it changes nothing. French pages are
// assumed to write "S1 É3 : Titre" (inference: the label parser takes É, and the colon may have
// a space before it), so both spellings are read.

const SUBTITLE = '[class*="jasper-player-title__subtitle"]';

/**
 * Watch pages: /{en|fr}/play/{show}/{episode-slug}-s{n}e{n}-{id} and /{en|fr}/play/{film}-{id}.
 * The language prefix is optional (SITES-2.md: the /fr/ prefix is an inference), and the whole
 * slug path is the item's name: GraphQL's itemByPath resolves "play/{slug path}".
 */
export const WATCH_PATH = /^\/(?:[a-z]{2}\/)?play\/(?<siteItemId>[^?#]+?)\/?$/u;

export const slugPathOf = (url: URL): string | null => WATCH_PATH.exec(url.pathname)?.groups?.siteItemId ?? null;

export interface ShownEpisode {
  season: number;
  episode: number;
  episodeTitle?: string;
}

/** The player's subtitle line as season, episode and title; null where it names no episode (a film). */
export function shownEpisode(document: Document | undefined): ShownEpisode | null {
  const line = document?.querySelector(SUBTITLE)?.textContent?.replace(/\s+/gu, ' ').trim();
  const cut = line?.indexOf(':') ?? -1;
  if (!line || cut < 0) return null;
  const label = parseEpisodeLabel(line.slice(0, cut));
  if (label?.season === undefined || label.episode === undefined) return null;
  const episodeTitle = line.slice(cut + 1).trim();
  return { season: label.season, episode: label.episode, ...(episodeTitle ? { episodeTitle } : {}) };
}

export const markerOf = (shown: ShownEpisode): string => `S${shown.season}E${shown.episode}`;

/**
 * "Play next" plays the next episode without changing the address (UTS), so the item is the
 * address's unless the player's subtitle has moved to other numbers than it first showed on this
 * address: then `{slug path}~S1E2`. The first numbers seen stay the address's own item however
 * late the subtitle renders, and a subtitle that hides with the controls keeps the last numbers,
 * so neither splits a session. One per site definition: it remembers per address.
 */
export function playNextItemId(): (url: URL, document: Document | undefined) => string | null {
  const first = new Map<string, string>();
  const last = new Map<string, string>();
  return (url, document) => {
    const path = slugPathOf(url);
    if (!path) return null;
    const shown = shownEpisode(document);
    const marker = shown ? markerOf(shown) : last.get(path);
    if (!marker) return path;
    last.set(path, marker);
    if (!first.has(path)) first.set(path, marker);
    return first.get(path) === marker ? path : `${path}~${marker}`;
  };
}

import { isObject, isString } from '../../json-shape';
import type { GuessSource } from '../../player/site';
import { episodeOf, imdbIdOf, playerRoute } from './route';

// Where Stremio web states the names of what its route plays (SITES-2.md §10):
// - `localStorage.library_recent` (PM 2026-07): `{items}` of library items `{_id, name, type,
//   _mtime, state{video_id}}`; `items` is read as an object by id or as an array (PM takes the
//   values). Matched by the route's id, never "the newest": autoplay writes it a moment late.
// - the nav bar's `h2` with class `title` (SW; CSS modules, so the class only contains "title"):
//   the film's name, or "{show} - {episode title}" (PM: the player title starts with "{name} -").
// - `navigator.mediaSession.metadata.title` (PM 2026-07): the film's or the episode's title.
// Positions are the <video>'s own (seconds); the app's own times (seek bar, library state) are
// milliseconds and are not read.

const NAV_TITLE = '[class*="player-container"] h2[class*="title"]';

const isName = (value: unknown): value is string => isString(value) && value.trim().length > 0;

/** The library's name for the catalogue id; nothing when the store is missing, foreign or malformed. */
export function libraryName(store: Pick<Storage, 'getItem'> | undefined, id: string): string | undefined {
  try {
    const recent: unknown = JSON.parse(store?.getItem('library_recent') ?? 'null');
    const items = isObject(recent) ? recent.items : undefined;
    const list: unknown[] = Array.isArray(items) ? items : isObject(items) ? Object.values(items) : [];
    const item = list.find((entry) => isObject(entry) && entry._id === id);
    return isObject(item) && isName(item.name) ? item.name.trim() : undefined;
  } catch {
    return undefined;
  }
}

function storageOf(document: Document): Storage | undefined {
  try {
    return document.defaultView?.localStorage;
  } catch {
    // A page that forbids storage: the other sources still name it.
    return undefined;
  }
}

const textOf = (document: Document, selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/gu, ' ').trim() || undefined;

/** The media session's title, where the page set one (a content script reads the page's session). */
function sessionTitle(document: Document): string | undefined {
  const title = document.defaultView?.navigator?.mediaSession?.metadata?.title;
  return isName(title) ? title.trim() : undefined;
}

/**
 * The route names what plays and its IMDb id (Cinemeta's ids), which the service resolves before
 * any title; the names come from the page. A series' route without an episode plays nothing yet.
 */
export const fromPlayerRoute: GuessSource = async ({ url, document, siteItemId }) => {
  const route = playerRoute(url);
  if (!route?.id || (route.type !== 'movie' && route.type !== 'series')) return null;
  const imdb = imdbIdOf(route.id);
  const ids = imdb ? { ids: { imdb } } : {};
  const library = libraryName(storageOf(document), route.id);
  const nav = textOf(document, NAV_TITLE);
  const session = sessionTitle(document);
  if (route.type === 'movie') {
    const title = library ?? nav ?? session;
    return title ? { kind: 'movie', title, siteItemId, ...ids } : null;
  }
  const numbers = episodeOf(route.videoId);
  const show = library ?? nav?.split(' - ')[0]?.trim();
  if (!numbers || !show) return null;
  const episodeTitle = session && session !== show ? { episodeTitle: session } : {};
  return { kind: 'episode', title: show, siteItemId, siteShowId: route.id, ...numbers, ...episodeTitle, ...ids };
};

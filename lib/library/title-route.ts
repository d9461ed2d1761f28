/**
 * The library page's views, kept in the URL hash so every title has an address other pages (the
 * popup, the calendar, lists) can link to: `#/discover`, `#/title/<movie|show|anime>/<svcId>`,
 * `#/to-confirm` (every viewing waiting for the user's confirmation; the popup shows five).
 */
export type Route = { view: 'library' } | { view: 'discover' } | { view: 'to-confirm' } | { view: 'title'; kind: 'movie' | 'show' | 'anime'; svcId: number };

export function parseRoute(hash: string): Route {
  if (hash === '#/discover') return { view: 'discover' };
  if (hash === '#/to-confirm') return { view: 'to-confirm' };
  const title = /^#\/title\/(movie|show|anime)\/(\d{1,12})$/.exec(hash);
  if (title) return { view: 'title', kind: title[1] as 'movie' | 'show' | 'anime', svcId: Number(title[2]) };
  return { view: 'library' };
}

export const titleHash = (item: { kind: 'movie' | 'show' | 'anime'; svcId: number }) => `#/title/${item.kind}/${item.svcId}`;

/** spec 4.2 item page shapes: the kind of a title from its service URL (`/movies/`, `/tv/`, `/anime/`). */
export function kindFromItemUrl(url: string | undefined): 'movie' | 'show' | 'anime' | null {
  const root = url ? /\/(movies|tv|anime)\/\d+/.exec(url)?.[1] : undefined;
  return root === 'movies' ? 'movie' : root === 'tv' ? 'show' : root === 'anime' ? 'anime' : null;
}

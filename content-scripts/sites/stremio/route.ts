// Stremio web (v5) is a single-page app on hash routes (SW src/common/routesRegexp.js): the player
// is `#/player/{stream}/{streamTransportUrl}/{metaTransportUrl}/{type}/{id}/{videoId}`, each segment
// URL-encoded; `id` is the catalogue id (an IMDb id for Cinemeta's films and series) and a series'
// `videoId` is `{id}:{season}:{episode}`. The stream is whatever an add-on offered (a plain http
// URL, a torrent through the local streaming server) and names nothing: what plays is the route's.

const PLAYER_ROUTE = /^#\/player\/([^/?]*)(?:\/([^/?]*)\/([^/?]*)\/([^/?]*)\/([^/?]*)\/([^/?]*))?(?:\?.*)?$/u;

export interface PlayerRoute {
  /** The add-on's stream, still encoded: only a key where the route names nothing else. */
  stream: string;
  type?: string;
  id?: string;
  videoId?: string;
}

function decoded(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function playerRoute(url: URL): PlayerRoute | null {
  const match = PLAYER_ROUTE.exec(url.hash);
  if (!match) return null;
  const [, stream = '', , , type, id, videoId] = match;
  const named = { type: decoded(type), id: decoded(id), videoId: decoded(videoId) };
  return { stream, ...Object.fromEntries(Object.entries(named).filter(([, value]) => value)) };
}

/** Films and series are programs; `tv` (live channels of IPTV add-ons) and `channel` (video channels) never are. */
const PROGRAM_TYPES = ['movie', 'series'];

/**
 * What plays: a series' video id (`tt…:1:2`), a film's id, `{type}:{id}` for what is no program (so
 * `refuses` can tell), or the stream itself where the route names no item (an embedded player).
 */
export function routeItemId(url: URL): string | null {
  const route = playerRoute(url);
  if (!route) return null;
  if (!route.type || !route.id) return `stream:${route.stream.slice(0, 100)}`;
  if (!PROGRAM_TYPES.includes(route.type)) return `${route.type}:${route.id}`.slice(0, 128);
  return (route.type === 'series' ? (route.videoId ?? route.id) : route.id).slice(0, 128);
}

/** The item id says it is a live channel or a video channel's upload, not a film or an episode. */
export const isNoProgram = (siteItemId: string): boolean => /^(?:tv|channel):/u.test(siteItemId);

/** `tt1748166:1:2` -> season 1, episode 2 (PM splits the video id on ':'). */
export function episodeOf(videoId: string | undefined): { season: number; episode: number } | null {
  const match = /:(\d{1,4}):(\d{1,5})$/u.exec(videoId ?? '');
  return match ? { season: Number(match[1]), episode: Number(match[2]) } : null;
}

export const imdbIdOf = (id: string | undefined): string | undefined => (id && /^tt\d{5,10}$/u.test(id) ? id : undefined);

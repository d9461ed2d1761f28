import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromPlayerLine, fromPlexApi, playerLine, type PlexServer } from './metadata';
import { PLEX_ROOT } from './recognise';

/** The hosted app; on it the server lives elsewhere and only the player's own line is read. */
const HOSTED_APP = 'app.plex.tv';

/**
 * A self-hosted Plex Web (`/web/index.html` on the server) asks its own server, with the token it
 * keeps in local storage (`myPlexAccessToken`). The token goes to this page's own origin only.
 * SITES.md names neither the key nor the token: this, like the metadata's `Guid` list
 * (`includeGuids=1`) and `Media[].Part[].file`, is how Plex's API is commonly described, not
 * checked against a live server.
 */
function sameOriginServer(): PlexServer | null {
  if (window.location.hostname === HOSTED_APP) return null;
  const token = window.localStorage.getItem('myPlexAccessToken');
  return token && token.length <= 512 ? { base: window.location.origin, token } : null;
}

/**
 * What plays: the open player's title line links the film or the show (its ratingKey) and names
 * the episode. The overlay player may not change the address, so the line is what says an item
 * plays; the server's ids make the item ours for that server only (its host goes first).
 */
export function plexItemId(url: URL, document: Document | undefined): string | null {
  const line = document && playerLine(document);
  if (!line) return null;
  return `${url.host}:${line.ratingKey}${line.episode !== undefined ? `:${line.season ?? 0}:${line.episode}` : ''}`;
}

/**
 * Plex Web, on app.plex.tv or a server the user added (any host and port). The server's own
 * metadata names what plays, with the provider ids it stores (imdb, tmdb, tvdb); extras such as
 * trailers, and music, never count.
 */
export function plexSite(): SiteDefinition {
  const api = fromPlexApi(sameOriginServer);
  return defineSite({
    id: 'plex',
    watchPath: /(?:^\/desktop\/?|\/web\/(?:index\.html)?)$/,
    itemId: plexItemId,
    playerRoot: `#${PLEX_ROOT}`,
    guess: [named('plex-api', api.guess), named('plex-player', fromPlayerLine), ...STANDARD_SOURCES],
    refuses: api.refuses,
    // Trailers on detail pages loop behind the poster; the player is Plex's overlay.
    isPreview: (video) => video.hasAttribute('loop'),
  });
}

/** This script's adapter: what the server refused is remembered as long as the script lives. */
export default plexSite();

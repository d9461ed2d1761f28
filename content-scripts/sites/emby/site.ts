import type { MediaServerKind } from '../../../lib/messages/media-servers';
import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromServerApi, type ItemRequest } from './metadata';
import { readSession } from './read-session';

/** The player's route: Jellyfin's `#/video`, Emby's `#!/videoosd/videoosd.html`. */
const PLAYER_ROUTE = /^#!?\/(?:video|videoosd)(?:[/.?]|$)/;
/** The item in a direct-play stream's address (`/Videos/{id}/stream…`) or an image's (`/Items/{id}/Images`). */
const STREAM_ITEM = /\/videos\/([\w-]{1,64})\//i;
const IMAGE_ITEM = /\/Items\/([\w-]{1,64})\/Images/;
/** Where the app plays what the user chose; theme videos play elsewhere (backdrops). */
const PLAYER = '.videoPlayerContainer, .htmlVideoPlayerContainer';

/**
 * What plays: the stream's address names the item when the server plays the file directly; a
 * transcoded stream is a blob:, and then the player's poster or backdrop image names it (SITES.md
 * section 13). Ids are the server's own, so our id carries the server's host before it.
 */
export function playingItemId(url: URL, document: Document | undefined): string | null {
  if (!document || !PLAYER_ROUTE.test(url.hash)) return null;
  const fromStream = STREAM_ITEM.exec(document.querySelector(`:is(${PLAYER}) video`)?.getAttribute('src') ?? '')?.[1];
  const fromImage = IMAGE_ITEM.exec(document.querySelector('[style*="/Items/"]')?.getAttribute('style') ?? '')?.[1];
  const id = fromStream ?? fromImage;
  return id ? `${url.host}:${id}` : null;
}

const serverItemId = (siteItemId: string) => siteItemId.slice(siteItemId.lastIndexOf(':') + 1);

/** The web app's kind from its session: both apps share one API and one adapter. */
export const kindOfApp = (app: string): 'jellyfin' | 'emby' => (/jellyfin/i.test(app) ? 'jellyfin' : 'emby');

/** Reads the app's session each time: a sign-in may have changed it. */
async function itemRequest(kind: MediaServerKind): Promise<ItemRequest | null> {
  const session = await readSession();
  return session && { session, apiPrefix: kind === 'emby' ? '/emby' : '' };
}

/**
 * Jellyfin and Emby (one API: Jellyfin began as Emby's fork), on the hosted app.emby.media or a
 * server the user added. The server's own item names what plays, with the provider ids it stores;
 * trailers, extras, music and live TV never count. The hash route says whether the player is open.
 */
export function mediaBrowserSite(kind: 'jellyfin' | 'emby'): SiteDefinition {
  const api = fromServerApi(() => itemRequest(kind), serverItemId);
  return defineSite({
    id: kind,
    // The app at the site's root (the hosted app), or at …/web/ behind any prefix (a server).
    watchPath: /(?:^\/|\/web\/(?:index\.html)?)$/,
    itemId: playingItemId,
    playerRoot: 'body',
    guess: [named(`${kind}-api`, api.guess), ...STANDARD_SOURCES],
    refuses: api.refuses,
    // Theme videos loop behind detail pages; only the player's own video counts.
    isPreview: (video) => (video.ownerDocument.querySelector(PLAYER) ? !video.closest(PLAYER) : video.hasAttribute('loop')),
  });
}

export default mediaBrowserSite('emby');

// Serves Plex Web and its server: the app's page (hosted at app.plex.tv/desktop/, or the server's
// own /web/index.html), the server's metadata API (`/library/metadata/{ratingKey}` and
// `/grandchildren`, answered only with the token), and the clip its player plays.
import { byteRangeResponse } from '../media';
import { header, readClip, text, type FixtureMedia, type FixtureRequest, type FixtureResponse } from '../fixture-http';
import { CLIP_PATH, PLEX_LIBRARY, PLEX_TOKEN, plexItem, type PlexItem } from './catalog';
import { plexPage } from './pages';

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** The API's record: Guids only when asked (`includeGuids=1`), the file under Media[0].Part[0]. */
function metadataOf(item: PlexItem, withGuids: boolean): Record<string, unknown> {
  const { file, Guid, ...fields } = item;
  return {
    ...fields,
    librarySectionTitle: item.type === 'movie' ? 'Filme' : 'TV Shows',
    ...(withGuids && Guid ? { Guid } : {}),
    ...(file ? { Media: [{ Part: [{ file }] }] } : {}),
  };
}

const container = (metadata: unknown[]) => JSON.stringify({ MediaContainer: { size: metadata.length, Metadata: metadata } });

export function plexFixtureHandler(req: FixtureRequest, media: FixtureMedia = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.hostname === 'app.plex.tv' ? url.pathname === '/desktop/' : url.pathname === '/web/index.html')
    return text(200, HTML, plexPage(url.hostname !== 'app.plex.tv'));
  if (url.pathname === CLIP_PATH)
    return media.clipPath ? byteRangeResponse(readClip(media.clipPath), header(req.headers, 'range'), 'video/webm') : text(404, 'text/plain', 'no clip');
  const metadata = /^\/library\/metadata\/(\d+)(\/grandchildren)?$/.exec(url.pathname);
  if (metadata && url.hostname !== 'app.plex.tv') {
    if (header(req.headers, 'x-plex-token') !== PLEX_TOKEN && url.searchParams.get('X-Plex-Token') !== PLEX_TOKEN)
      return text(401, HTML, '<html><head><title>Unauthorized</title></head></html>');
    const item = plexItem(metadata[1]!);
    if (!item) return text(404, HTML, 'Not Found');
    const withGuids = url.searchParams.get('includeGuids') === '1';
    const found = metadata[2] ? PLEX_LIBRARY.filter((child) => child.grandparentRatingKey === item.ratingKey) : [item];
    return text(200, JSON_TYPE, container(found.map((child) => metadataOf(child, withGuids))));
  }
  return text(404, HTML, '<!doctype html><p>Not found</p>');
}

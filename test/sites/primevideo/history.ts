// Prime Video watch history (HISTORY.md §3): the startup config on atv-ps.primevideo.com (home
// region), the profiles and the watch-history widget under /region/<region>/api on
// www.primevideo.com (nextToken paging, day groups, series nesting their episodes), and the
// catalog metadata per title. atv-ps answers the page's cross-origin requests with CORS, as it
// does for the site's own player.
import { askedForChangedSchema, failsThisOnce } from '../history-faults.js';
import { header, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';

export const ATV_HOST = 'atv-ps.primevideo.com';
export const HOME_REGION = 'eu';
const API = `/region/${HOME_REGION}/api`;
const JSON_TYPE = 'application/json; charset=utf-8';
export const PRIME_PROFILE = { id: 'amzn1.actor.person.oid.A2PRIMEFIXTURE', name: 'Sam' };

interface Catalog {
  title: string;
  entityType: 'Movie' | 'TV Show' | 'Trailer' | 'Bonus Content';
  episodeNumber?: number;
  season?: number;
  show?: string;
}

const gti = (name: string) => `amzn1.dv.gti.${name}`;
const BB_SHOW = gti('bb-show-0001');
export const PRIME_CATALOG: Record<string, Catalog> = {
  [gti('bb-s1e1')]: { title: 'Pilot', entityType: 'TV Show', episodeNumber: 1, season: 1, show: 'Breaking Bad' },
  [gti('bb-s1e4')]: { title: 'Cancer Man', entityType: 'TV Show', episodeNumber: 4, season: 1, show: 'Breaking Bad' },
  [gti('bb-s1e5')]: { title: 'Gray Matter [OV]', entityType: 'TV Show', episodeNumber: 5, season: 1, show: 'Breaking Bad' },
  [gti('eeaao-0001')]: { title: 'Everything Everywhere All at Once', entityType: 'Movie' },
  [gti('barbie-0001')]: { title: 'Barbie', entityType: 'Movie' },
  [gti('trailer-0001')]: { title: 'Official Trailer', entityType: 'Trailer' },
  [gti('bonus-0001')]: { title: 'Behind the Scenes', entityType: 'Bonus Content' },
};

interface Node {
  gti: string;
  time: number;
  children: Node[];
}
const at = (name: string, iso: string, children: Node[] = []): Node => ({ gti: name.startsWith('amzn1.') ? name : gti(name), time: Date.parse(iso), children });

/** The pages, by the token that asks for them ('' is the first). */
const PAGES: Record<string, { days: Array<{ date: string; titles: Node[] }>; next?: string }> = {
  '': {
    days: [
      { date: 'May 2, 2026', titles: [at(BB_SHOW, '2026-05-02T21:00:00Z', [at('bb-s1e5', '2026-05-02T21:00:00Z'), at('bb-s1e4', '2026-05-02T20:00:00Z')])] },
      { date: 'May 1, 2026', titles: [at('eeaao-0001', '2026-05-01T19:00:00Z')] },
    ],
    next: 'page-2',
  },
  'page-2': {
    days: [
      { date: 'April 28, 2026', titles: [at('trailer-0001', '2026-04-28T18:00:00Z'), at('bonus-0001', '2026-04-28T17:00:00Z')] },
      { date: 'April 27, 2026', titles: [at(BB_SHOW, '2026-04-27T20:00:00Z', [at('bb-s1e1', '2026-04-27T20:00:00Z')])] },
    ],
    next: 'page-3',
  },
  'page-3': { days: [{ date: 'April 20, 2026', titles: [at('barbie-0001', '2026-04-20T18:00:00Z')] }] },
};

function json(status: number, body: unknown, extra: Record<string, string> = {}): FixtureResponse {
  return { status, headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', ...extra }, body: JSON.stringify(body) };
}

function watchHistory(request: FixtureRequest, url: URL): FixtureResponse {
  if (header(request.headers, 'x-requested-with') !== 'XMLHttpRequest') return json(403, { message: 'Forbidden' });
  let token = '';
  try {
    token = (JSON.parse(url.searchParams.get('widgetArgs') ?? '{}') as { nextToken?: string }).nextToken ?? '';
  } catch {
    return json(400, { message: 'bad widgetArgs' });
  }
  const page = PAGES[token];
  if (!page) return json(400, { message: 'unknown token' });
  if (token === 'page-2' && failsThisOnce('primevideo:page-2')) return json(503, { message: 'Service Unavailable' });
  const titles = page.days;
  const content =
    askedForChangedSchema(request) && token !== '' ? { nextToken: page.next, items: titles } : { ...(page.next ? { nextToken: page.next } : {}), titles };
  return json(200, {
    widgets: [
      { widgetType: 'header', content: {} },
      { widgetType: 'watch-history', content: { content } },
    ],
  });
}

/** atv-ps: the page's own origin may read the answer, with its cookies (CORS). */
function atv(request: FixtureRequest, url: URL): FixtureResponse {
  const origin = header(request.headers, 'origin') ?? '';
  const cors: Record<string, string> = /^https:\/\/www\.(?:primevideo\.com|amazon\.[a-z.]+)$/u.test(origin)
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
    : {};
  if (url.pathname === '/cdp/usage/GetAppStartupConfig') {
    return json(
      200,
      {
        customerConfig: { homeRegion: HOME_REGION.toUpperCase(), locale: { uxLocale: 'en_US' } },
        territoryConfig: { defaultVideoWebsite: 'https://www.primevideo.com', avMarketplace: 'ATVPDKIKX0DER' },
      },
      cors,
    );
  }
  if (url.pathname === '/cdp/catalog/GetPlaybackResources') {
    const asin = url.searchParams.get('asin') ?? '';
    const item = PRIME_CATALOG[asin];
    if (!item) return json(404, { error: { errorCode: 'PRS.NoRights.NotOwned', message: 'not found' } }, cors);
    const family = item.show
      ? {
          tvAncestors: [
            { catalog: { id: `${asin}-season`, seasonNumber: item.season, type: 'SEASON' } },
            { catalog: { id: BB_SHOW, title: item.show, type: 'SHOW' } },
          ],
        }
      : undefined;
    return json(
      200,
      {
        catalogMetadata: {
          catalog: {
            id: asin,
            title: item.title,
            entityType: item.entityType,
            ...(item.episodeNumber !== undefined ? { episodeNumber: item.episodeNumber } : {}),
          },
          ...(family ? { family } : {}),
        },
      },
      cors,
    );
  }
  return json(404, { message: 'no such resource' }, cors);
}

export function watchHistoryPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Prime Video: Watch history</title></head>
<body><main><h1>Watch history</h1><div data-automation-id="activity-history-items"></div></main></body></html>`;
}

/** The history's routes on www.primevideo.com and atv-ps; null for any other request. */
export function primeHistoryRoute(request: FixtureRequest, url: URL): FixtureResponse | null {
  if (url.hostname === ATV_HOST) return atv(request, url);
  if (url.hostname !== 'www.primevideo.com') return null;
  if (url.pathname === '/settings/watch-history') return text(200, 'text/html; charset=utf-8', watchHistoryPage());
  if (url.pathname === `${API}/getProfiles`)
    return json(200, {
      profiles: [
        { ...PRIME_PROFILE, isSelected: true },
        { id: 'amzn1.actor.person.oid.A3OTHER', name: 'Guest', isSelected: false },
      ],
    });
  if (url.pathname === `${API}/getWatchHistorySettingsPage`) return watchHistory(request, url);
  return null;
}

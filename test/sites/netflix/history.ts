// Netflix viewing activity (HISTORY.md §1): POST /api/aui/pathEvaluator/web/%5E2.0.0 with the
// profile's guid, answered from the lists below, FIXTURE_PAGE_SIZE entries a page (the site decides
// the size; the reader pages until an empty page). Two profiles: the browse page is Alex's, or
// Kids' with `?wm_profile=kids` (what switching profiles on Netflix changes for the page).
import { failsThisOnce, askedForChangedSchema, pageOf } from '../history-faults.js';
import type { FixtureRequest, FixtureResponse } from '../fixture-http.js';
import { header, text } from '../fixture-http.js';
import { GLASS_ONION, STRANGER_THINGS } from './catalog.js';

export const HISTORY_PATH = '/api/aui/pathEvaluator/web/%5E2.0.0';

export interface NetflixProfile {
  guid: string;
  name: string;
}
export const NETFLIX_PROFILES = {
  alex: { guid: 'PROFILEALEX0001', name: 'Alex' },
  kids: { guid: 'PROFILEKIDS0002', name: 'Kids' },
} as const satisfies Record<string, NetflixProfile>;

interface ViewedItem {
  movieID: number;
  date: number;
  title: string;
  series?: number;
  seriesTitle?: string;
  episodeTitle?: string;
  bookmark?: number;
  duration?: number;
}

const [s1, s2] = STRANGER_THINGS.seasons;
const episode = (season: typeof s1, index: number, date: string, extra: Partial<ViewedItem> = {}): ViewedItem => {
  const ep = season!.episodes[index]!;
  return {
    movieID: ep.id,
    series: STRANGER_THINGS.id,
    seriesTitle: STRANGER_THINGS.title,
    episodeTitle: ep.title,
    title: ep.title,
    date: Date.parse(date),
    ...extra,
  };
};
/** Gone from the catalogue: the metadata endpoint has nothing for it (UTS #235), only its title. */
export const IRISHMAN_ID = 80175798;

/**
 * Newest first, as Netflix lists it. The two profiles share one account on the service, which
 * records an item once (a second watch is a rewatch, spec 3.1): their titles do not overlap.
 */
export const NETFLIX_HISTORIES: Record<string, ViewedItem[]> = {
  [NETFLIX_PROFILES.alex.guid]: [
    episode(s1, 1, '2026-05-20T21:10:00Z'),
    { movieID: GLASS_ONION.id, title: GLASS_ONION.title, date: Date.parse('2026-05-18T19:30:00Z') },
    episode(s2, 0, '2026-05-10T18:00:00Z'),
    episode(s1, 0, '2026-05-09T21:45:00Z'),
    // Left after five minutes: listed, but no watch (HISTORY.md: #434).
    episode(s1, 1, '2026-04-01T19:00:00Z', { bookmark: 300, duration: 3000 }),
  ],
  [NETFLIX_PROFILES.kids.guid]: [
    episode(s1, 2, '2026-05-21T20:00:00Z'),
    { movieID: IRISHMAN_ID, title: 'The Irishman', date: Date.parse('2026-04-11T20:00:00Z') },
  ],
};

const JSON_TYPE = 'application/json; charset=utf-8';
const ROUTING_TAG = 'auinqweb';

function answer(items: unknown[]): FixtureResponse {
  return text(200, JSON_TYPE, JSON.stringify({ jsonGraph: { aui: { viewingActivity: { $type: 'atom', value: { viewedItems: items } } } } }));
}

export function netflixHistory(request: FixtureRequest, url: URL): FixtureResponse {
  if (request.method !== 'POST') return text(405, JSON_TYPE, '{"status":"error","message":"POST only"}');
  if (!(header(request.headers, 'x-netflix.request.routing') ?? '').includes(ROUTING_TAG))
    return text(404, JSON_TYPE, '{"status":"error","message":"no route"}');
  let page = -1;
  let guid = '';
  try {
    const callPath = JSON.parse(url.searchParams.get('callPath') ?? '') as unknown[];
    if (callPath[0] === 'aui' && callPath[1] === 'viewingActivity' && Number.isInteger(callPath[2])) page = callPath[2] as number;
    guid = (JSON.parse(new URLSearchParams(request.body ?? '').get('param') ?? '{}') as { guid?: string }).guid ?? '';
  } catch {
    return text(400, JSON_TYPE, '{"status":"error","message":"bad callPath or param"}');
  }
  const history = NETFLIX_HISTORIES[guid];
  if (page < 0 || !history) return text(400, JSON_TYPE, '{"status":"error","message":"unknown guid"}');
  if (page === 1 && failsThisOnce(`netflix:${guid}:${page}`)) return text(500, JSON_TYPE, '{"status":"error","message":"internal"}');
  const items = pageOf(history, page);
  // The changed endpoint: from the second page on, dates come as display text.
  if (askedForChangedSchema(request) && page >= 1) return answer(items.map((item) => ({ ...item, date: new Date(item.date).toLocaleDateString('en-US') })));
  return answer(items);
}

/** The page's own context, as netflix.reactContext holds it (userInfo of the current profile). */
export function reactContextScript(profile: NetflixProfile): string {
  const context = { models: { userInfo: { data: { userGuid: profile.guid, name: profile.name, authURL: 'c1.1700000000.AbCdEf==' } } } };
  return `window.netflix = Object.assign(window.netflix || {}, { reactContext: ${JSON.stringify(context)} });`;
}

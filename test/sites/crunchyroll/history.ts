// Crunchyroll watch history (HISTORY.md §2): the token trade (POST /auth/v1/token, grant
// etp_rt_cookie with the device fields required since 2025-06) and GET
// /content/v1/watch-history/<account>, FIXTURE_PAGE_SIZE items a page with `next_page`. The
// history page (/history) carries the site's __APP_CONFIG__, where the client id is read.
import { askedForChangedSchema, failsThisOnce, FIXTURE_PAGE_SIZE, pageOf } from '../history-faults.js';
import { header, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
import { ATTACK_ON_TITAN, COWBOY_BEBOP_MOVIE, SPY_X_FAMILY, type FixtureEpisode, type FixtureSeason, type FixtureSeries } from './catalog.js';

export const CLIENT_ID = 'noaihdevm_6iyg0a8l0q';
export const ACCOUNT_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const ACCESS_TOKEN = 'fixture-access-token';
const JSON_TYPE = 'application/json; charset=utf-8';
const HISTORY = `/content/v1/watch-history/${ACCOUNT_ID}`;

interface HistoryItem {
  id: string;
  parent_id?: string;
  parent_type?: string;
  date_played: string;
  playhead: number;
  fully_watched: boolean;
  panel?: Record<string, unknown>;
}

const DURATION_MS = 1_420_000;

function episodeItem(
  series: FixtureSeries,
  season: FixtureSeason,
  episode: FixtureEpisode,
  seasonSlug: string,
  date: string,
  playhead: number | 'done',
): HistoryItem {
  return {
    id: episode.id,
    parent_id: series.id,
    parent_type: 'series',
    date_played: date,
    playhead: playhead === 'done' ? 1392 : playhead,
    fully_watched: playhead === 'done',
    panel: {
      id: episode.id,
      type: 'episode',
      title: episode.title,
      episode_metadata: {
        series_id: series.id,
        series_title: series.title,
        series_slug_title: series.slug,
        season_id: season.id,
        season_title: season.title,
        season_slug_title: seasonSlug,
        // Counts dubs and OVAs as seasons: the slug is what the reader trusts.
        season_number: season.number + 1,
        season_display_number: String(season.number),
        season_sequence_number: season.number,
        episode: String(episode.number),
        episode_number: episode.number,
        sequence_number: episode.sequence ?? episode.number,
        episode_air_date: '2024-04-06T15:00:00Z',
        duration_ms: DURATION_MS,
      },
    },
  };
}

const spy = SPY_X_FAMILY.seasons[0]!;
const titan = ATTACK_ON_TITAN.seasons[0]!;
const special: FixtureEpisode = { id: 'GZ7V0QK1R', slug: 'extra-mission-recap', number: 1, title: 'Extra Mission: Recap' };
const specials: FixtureSeason = { id: 'GYOVA0001', number: 0, title: 'SPY x FAMILY OVA', episodes: [special] };

/** Newest first. */
export const CRUNCHYROLL_HISTORY: HistoryItem[] = [
  episodeItem(SPY_X_FAMILY, spy, spy.episodes[2]!, 'spy-x-family', '2026-05-02T19:41:07Z', 'done'),
  // Stopped at about a fifth: a partial view (playhead seconds of duration_ms).
  episodeItem(SPY_X_FAMILY, spy, spy.episodes[1]!, 'spy-x-family', '2026-05-01T20:05:00Z', 300),
  {
    id: COWBOY_BEBOP_MOVIE.id,
    parent_id: COWBOY_BEBOP_MOVIE.listingId,
    parent_type: 'movie_listing',
    date_played: '2026-04-30T18:00:00Z',
    playhead: 6800,
    fully_watched: true,
    panel: {
      id: COWBOY_BEBOP_MOVIE.id,
      type: 'movie',
      title: 'Movie',
      movie_metadata: { movie_listing_title: COWBOY_BEBOP_MOVIE.title, duration_ms: 6_900_000 },
    },
  },
  episodeItem(ATTACK_ON_TITAN, titan, titan.episodes[0]!, 'attack-on-titan-season-2', '2026-04-29T21:00:00Z', 'done'),
  episodeItem(SPY_X_FAMILY, specials, special, 'spy-x-family-ova', '2026-04-28T12:00:00Z', 'done'),
  episodeItem(SPY_X_FAMILY, spy, spy.episodes[0]!, 'spy-x-family', '2026-04-27T19:00:00Z', 'done'),
  // CRS: "in some rare occurrences it's missing": an entry without its media is skipped.
  { id: 'GRMISSING1', parent_type: 'series', date_played: '2026-04-26T10:00:00Z', playhead: 10, fully_watched: false },
];

function json(status: number, body: unknown): FixtureResponse {
  return text(status, JSON_TYPE, JSON.stringify(body));
}

function token(request: FixtureRequest): FixtureResponse {
  const form = new URLSearchParams(request.body ?? '');
  if (header(request.headers, 'authorization') !== `Basic ${Buffer.from(`${CLIENT_ID}:`).toString('base64')}`) return json(401, { error: 'invalid_client' });
  if (form.get('grant_type') !== 'etp_rt_cookie') return json(400, { error: 'unsupported_grant_type' });
  // Required since about 2025-06 (UTS #421).
  if (!form.get('device_id') || !form.get('device_type')) return json(400, { error: 'invalid_request', message: 'device_id and device_type are required' });
  return json(200, { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 300, account_id: ACCOUNT_ID, profile_id: 'profile-1', country: 'US' });
}

function history(request: FixtureRequest, url: URL): FixtureResponse {
  if (header(request.headers, 'authorization') !== `Bearer ${ACCESS_TOKEN}`) return json(401, { code: 'auth.unauthorized' });
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1) return json(400, { code: 'bad_request' });
  if (page === 2 && failsThisOnce('crunchyroll:2')) return json(502, { code: 'bad_gateway' });
  const items = pageOf(CRUNCHYROLL_HISTORY, page - 1);
  const more = page * FIXTURE_PAGE_SIZE < CRUNCHYROLL_HISTORY.length;
  const shown = askedForChangedSchema(request) && page >= 2 ? items.map(({ date_played, ...rest }) => ({ ...rest, played_at: date_played })) : items;
  return json(200, { items: shown, ...(more ? { next_page: `${HISTORY}?locale=en-US&page=${page + 1}&page_size=${FIXTURE_PAGE_SIZE}` } : {}) });
}

export function historyPage(): string {
  const config = { cxApiParams: { accountAuthClientId: CLIENT_ID, apiDomain: 'https://www.crunchyroll.com' } };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>History - Crunchyroll</title></head>
<body><main><h1>History</h1></main><script>window.__APP_CONFIG__ = ${JSON.stringify(config)};</script></body></html>`;
}

/** The history's own routes; null for any other path. */
export function crunchyrollHistoryRoute(request: FixtureRequest, url: URL): FixtureResponse | null {
  if (url.pathname === '/auth/v1/token' && request.method === 'POST') return token(request);
  if (url.pathname === HISTORY) return history(request, url);
  if (url.pathname === '/history') return text(200, 'text/html; charset=utf-8', historyPage());
  return null;
}

// Pluto TV's own API as third-party code calls it (SITES.md "16. Pluto TV"; shapes from the
// downloaders and players that use it, where SITES.md is silent: inference). An anonymous boot,
// GET https://boot.pluto.tv/v4/start?appName=…&appVersion=…&clientID=…&clientModelNumber=…, answers
// a session token; the VOD service wants it as a Bearer token:
//   GET https://service-vod.clusters.pluto.tv/v4/vod/items?ids={id or slug,…}  -> [item]
//   GET https://service-vod.clusters.pluto.tv/v4/vod/series/{id}/seasons      -> the series, its seasons and episodes
// Items are found by id or by slug, except a series, which only its id finds. An episode item
// names its series (seriesID) but not its numbers: those are in the seasons answer.
import { BREAKING_BAD_S1, DARK_S1, PLUTO_HOSTS, PLUTO_ITEMS, PLUTO_SERIES, programmeSeconds, type PlutoItem, type PlutoSeries } from './catalog.js';

const IMAGES = 'https://images.pluto.tv';
const REQUIRED_BOOT_PARAMS = ['appName', 'appVersion', 'clientID', 'clientModelNumber'] as const;
const TOKEN = /^eyJ[\w-]+\.[\w-]+\.fixture-signature$/;

export function bootAnswer(url: URL): { status: number; body: unknown } {
  const missing = REQUIRED_BOOT_PARAMS.filter((name) => !url.searchParams.get(name));
  if (missing.length > 0) return { status: 400, body: `invalid params: [${missing.map((name) => name[0]!.toUpperCase() + name.slice(1)).join(' ')}]` };
  const clientID = url.searchParams.get('clientID')!;
  const claims = Buffer.from(JSON.stringify({ sessionID: `fixture-${clientID}`, clientID, appName: url.searchParams.get('appName') })).toString('base64url');
  return {
    status: 200,
    body: {
      session: { sessionID: `fixture-${clientID}`, countryCode: 'US', activeRegion: 'US', preferredLanguage: 'en', deviceType: 'web', restartThresholdMS: 0 },
      servers: {
        vod: 'https://service-vod.clusters.pluto.tv',
        channels: 'https://service-channels.clusters.pluto.tv',
        stitcher: 'https://cfd-v4-service-channel-stitcher-use1-1.prd.pluto.tv',
      },
      sessionToken: `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${claims}.fixture-signature`,
      stitcherParams: `sid=fixture-${clientID}&deviceType=web&serverSideAds=false`,
      refreshInSec: 28_800,
      VOD: [],
      EPG: [],
    },
  };
}

export const isSessionToken = (authorization: string | undefined): boolean => TOKEN.test(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');

const covers = (id: string) => [
  { aspectRatio: '16:9', url: `${IMAGES}/series/${id}/screenshot16_9.jpg` },
  { aspectRatio: '347:500', url: `${IMAGES}/series/${id}/poster.jpg` },
];

function episodeEntry(item: PlutoItem, clipSeconds: number) {
  return {
    _id: item.id,
    slug: item.slug,
    name: item.name,
    type: 'episode',
    number: item.episode,
    season: item.season,
    duration: programmeSeconds(item, clipSeconds) * 1000,
    covers: covers(item.id),
  };
}

export function itemJson(item: PlutoItem, clipSeconds: number): Record<string, unknown> {
  const duration = programmeSeconds(item, clipSeconds) * 1000;
  return {
    _id: item.id,
    slug: item.slug,
    name: item.name,
    type: item.kind,
    summary: `${item.name}.`,
    description: `${item.name}.`,
    duration,
    originalContentDuration: duration,
    genre: item.kind === 'movie' ? 'Comedy' : 'Drama',
    rating: item.kind === 'movie' ? 'PG-13' : 'TV-MA',
    clip: { originalReleaseDate: `${item.released}T00:00:00Z` },
    covers: covers(item.id),
    stitched: { path: `/v2/stitch/hls/episode/${item.id}/master.m3u8` },
    ...(item.series ? { seriesID: item.series.id } : {}),
  };
}

function seriesItemJson(series: PlutoSeries): Record<string, unknown> {
  return { _id: series.id, slug: series.slug, name: series.name, type: 'series', description: `${series.name}.`, covers: covers(series.id) };
}

/** GET /v4/vod/items?ids=…: what it finds, in the order asked. */
export function itemsAnswer(ids: string, clipSeconds: number): unknown[] {
  return ids.split(',').flatMap((key) => {
    const item = PLUTO_ITEMS.find((candidate) => candidate.id === key || candidate.slug === key);
    if (item) return [itemJson(item, clipSeconds)];
    const series = PLUTO_SERIES.find((candidate) => candidate.id === key);
    return series ? [seriesItemJson(series)] : [];
  });
}

/** GET /v4/vod/series/{id}/seasons, or null for an id that is no series. */
export function seasonsAnswer(seriesId: string, clipSeconds: number): Record<string, unknown> | null {
  const series = PLUTO_SERIES.find((candidate) => candidate.id === seriesId);
  if (!series) return null;
  const episodes = [...BREAKING_BAD_S1, ...DARK_S1].filter((item) => item.series === series);
  const numbers = [...new Set(episodes.map((item) => item.season!))];
  return {
    ...seriesItemJson(series),
    seasons: numbers.map((number) => ({ number, episodes: episodes.filter((item) => item.season === number).map((item) => episodeEntry(item, clipSeconds)) })),
  };
}

/** The web app's origins: the API lets only them read its answers. */
export const PLUTO_ORIGINS: readonly string[] = Object.values(PLUTO_HOSTS).map((host) => `https://${host}`);

import { describe, expect, it } from 'vitest';
import type { WatchlistRow } from '../service/sync-reads';
import { airingForLibrary, splitByDay, topTrending } from './calendar';
import { siteLinkFor } from './site-links';

const row = (svcId: number, status: WatchlistRow['status'], kind: WatchlistRow['kind'] = 'show'): WatchlistRow => ({
  kind,
  svcId,
  title: `T${svcId}`,
  status,
  updatedAt: '',
});
const WEB = 'https://web';
const entry = (svc: number, date: string) => ({
  title: `T${svc}`,
  date,
  release_date: '2020-01-01',
  rank: 0,
  url: `https://web/tv/${svc}`,
  ids: { svc, slug: `t${svc}` },
  episode: { season: 2, episode: 5, url: `https://web/tv/${svc}/season-2/episode-5` },
});

describe('airing for the library (spec 4.7 calendars)', () => {
  const now = new Date(2026, 4, 1, 12, 0).getTime(); // local noon
  const at = (days: number, hour: number) => new Date(2026, 4, 1 + days, hour, 30).toISOString();

  it('keeps only followed titles (not dropped), split into today and the next six days', () => {
    const body = [entry(1, at(0, 20)), entry(2, at(0, 21)), entry(1, at(3, 20)), entry(3, at(1, 9)), entry(1, at(8, 20)), { broken: true }];
    const entries = airingForLibrary(body, 'show', [row(1, 'watching'), row(2, 'dropped'), row(3, 'plantowatch'), row(4, 'watching', 'movie')], WEB);
    const { today, week } = splitByDay(entries, now);
    expect(today.map((e) => e.svcId)).toEqual([1]);
    expect(week.map((e) => [e.svcId, e.airsAt])).toEqual([
      [3, at(1, 9)],
      [1, at(3, 20)],
    ]);
    expect(today[0]).toMatchObject({ season: 2, episode: 5, url: 'https://web/tv/1/season-2/episode-5' });
  });

  it('trending: the top entries by rank, malformed rows skipped', () => {
    const body = [
      { rank: 2, title: 'B', ids: { svc: 2 } },
      { rank: 1, title: 'A', ids: { svc: 1 }, watchers: 5, url: 'javascript:alert(1)' },
      { title: 'no rank', ids: { svc: 3 } },
    ];
    expect(topTrending(body, 1, WEB)).toEqual([{ rank: 1, svcId: 1, title: 'A', watchers: 5 }]);
    expect(topTrending([{ rank: 1, title: 'A', ids: { svc: 1 }, url: 'https://web/movies/1/a' }], 1, WEB)[0]?.url).toBe('https://web/movies/1/a');
  });

  it('trending: each entry carries its kind (the artwork read needs it), from the type or else the URL', () => {
    const body = [
      { rank: 1, title: 'A', type: 'movie', ids: { svc: 1 } },
      { rank: 2, title: 'B', type: 'tv', ids: { svc: 2 } },
      { rank: 3, title: 'C', type: 'anime', ids: { svc: 3 } },
      { rank: 4, title: 'D', url: 'https://web/tv/4/d', ids: { svc: 4 } },
      { rank: 5, title: 'E', type: 'podcast', ids: { svc: 5 } },
    ];
    expect(topTrending(body, 5, WEB).map((entry) => entry.kind)).toEqual(['movie', 'show', 'anime', 'show', undefined]);
  });
});

describe('"open the site" for a saved playback', () => {
  const match = (kind: 'show' | 'movie', svcId: number) => ({ item: { kind, svcId, title: 'x' }, expiresAt: 0 });
  it('finds the page of the last session through the resolve cache', () => {
    const matches = [
      { key: 'netflix:show:80057281', match: match('show', 20001) },
      { key: 'netflix:item:1', match: match('movie', 10001) },
    ];
    const links = { 'netflix:show:80057281': 'https://www.netflix.com/watch/80077211' };
    expect(siteLinkFor({ kind: 'show', svcId: 20001 }, matches, links)).toBe('https://www.netflix.com/watch/80077211');
    expect(siteLinkFor({ kind: 'movie', svcId: 10001 }, matches, links)).toBeNull();
    expect(siteLinkFor({ kind: 'anime', svcId: 20001 }, matches, links)).toBeNull();
  });
});

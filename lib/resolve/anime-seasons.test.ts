import { describe, expect, it } from 'vitest';
import type { MediaGuess } from '../messages/media';
import { historyBody } from '../service/history';
import { scrobbleItemBody, type ServiceItem } from '../service/items';
import { watchBody } from '../service/library';
import { animeTarget } from './anime-seasons';

const ENTRY: ServiceItem = { kind: 'anime', svcId: 30001, title: 'Mob Psycho 100' };
const guess = (season: number, episode: number): MediaGuess => ({
  site: 'crunchyroll',
  siteItemId: `M-${season}-${episode}`,
  kind: 'episode',
  title: 'Mob Psycho 100',
  season,
  episode,
});

describe('animeTarget: a site season the mapping does not cover (issue 12 item 3)', () => {
  it.each<[string, undefined | []]>([
    ['no mapped_tvdb_seasons', undefined],
    ['an empty mapping', []],
  ])('%s: season 2 episode 5 goes out as TV-database season 2 episode 5, never as episode 5 of the first entry', (_label, seasons) => {
    const target = animeTarget(ENTRY, seasons, guess(2, 5));
    expect(target.episode).toEqual({ season: 2, number: 5, tvdbSeason: 2, tvdbNumber: 5 });
    expect(scrobbleItemBody(target).episode).toEqual({ season: 2, number: 5 });
  });

  it('a mapping that covers only season 1 does not swallow season 3', () => {
    const target = animeTarget(ENTRY, [{ tvdbSeason: 1, svcId: 30001, title: 'Mob Psycho 100', episodeCount: 12 }], guess(3, 2));
    expect(scrobbleItemBody(target).episode).toEqual({ season: 3, number: 2 });
  });

  it("season 1 without a mapping is the entry's own sequential numbering: its one season, 1", () => {
    expect(scrobbleItemBody(animeTarget(ENTRY, undefined, guess(1, 5))).episode).toEqual({ season: 1, number: 5 });
  });
});

describe('specials keep season 0 in history and library writes too', () => {
  const special = animeTarget(ENTRY, undefined, guess(0, 2));

  it('history: the anime episode names season 0', () => {
    const body = historyBody([{ target: special, watchedAt: Date.parse('2026-06-10T12:00:00Z') }]);
    expect(body.anime).toEqual([
      { ids: { svc: 30001 }, title: 'Mob Psycho 100', episodes: [{ season: 0, number: 2, watched_at: '2026-06-10T12:00:00.000Z' }] },
    ]);
  });

  it('library watched write: the anime episode names season 0', () => {
    const body = watchBody([{ item: { kind: 'anime', svcId: 30001, title: 'Mob Psycho 100', episode: { season: 0, number: 2 } } }]);
    expect(body.anime).toEqual([{ ids: { svc: 30001 }, title: 'Mob Psycho 100', episodes: [{ season: 0, number: 2 }] }]);
  });

  it('an ordinary anime episode sits on the entry in its one season, 1', () => {
    const body = watchBody([{ item: { kind: 'anime', svcId: 30001, title: 'Mob Psycho 100', episode: { number: 2 } } }]);
    expect(body.anime).toEqual([{ ids: { svc: 30001 }, title: 'Mob Psycho 100', episodes: [{ season: 1, number: 2 }] }]);
  });
});

describe('a show or anime is never scrobbled without its episode (issue 12 item 2)', () => {
  it.each<ServiceItem['kind']>(['show', 'anime'])('%s without an episode: refused before anything is sent (no `episode: {}`)', (kind) => {
    expect(() => scrobbleItemBody({ item: { kind, svcId: 1, title: 'Dark' } })).toThrow(/episode/);
  });
});

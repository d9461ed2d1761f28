import type { CatalogItem } from '../service/catalog/types';
import type { FixtureMovie, FixtureShow } from '../../content-scripts/sites/netflix/fixture/catalog';

/** One thing a chaos viewer can watch on the Netflix fixture, and how the service names it. */
export interface Watchable {
  watchId: number;
  /** The service's identity of it: movie svc id, or show svc id + season + number. */
  key: string;
  label: string;
  /** The fixture's id of what autoplay would start next, if any. */
  nextWatchId?: number;
}

const ID_BASE = 91_000_000;

/**
 * Mirrors the simulator's TV shows and movies as Netflix fixture titles (synthetic Netflix ids),
 * so a long run has enough distinct things to watch. Anime stays out: its numbering is resolved
 * elsewhere and is not what this run tests.
 */
export function fixtureTitlesFrom(items: readonly CatalogItem[], now: number): { shows: FixtureShow[]; movies: FixtureMovie[]; watchables: Watchable[] } {
  let nextId = ID_BASE;
  const shows: FixtureShow[] = [];
  const movies: FixtureMovie[] = [];
  const watchables: Watchable[] = [];
  for (const item of items) {
    if (item.kind === 'movie') {
      const id = nextId++;
      movies.push({ type: 'movie', id, title: item.title, year: item.year, synopsis: item.overview });
      watchables.push({ watchId: id, key: `movie:${item.svc}`, label: `${item.title} (${item.year})` });
    } else if (item.kind === 'tv') {
      const aired = (item.episodes ?? []).filter((e) => e.type === 'episode' && e.season > 0 && e.date !== null && Date.parse(e.date) <= now);
      const seasons = new Map<number, FixtureShow['seasons'][number]>();
      for (const episode of aired) {
        const season = seasons.get(episode.season) ?? { id: nextId++, seq: episode.season, year: item.year, episodes: [] };
        season.episodes.push({ id: nextId++, seq: episode.number, title: episode.title, synopsis: '' });
        seasons.set(episode.season, season);
      }
      if (seasons.size === 0) continue;
      const show: FixtureShow = { type: 'show', id: nextId++, title: item.title, year: item.year, synopsis: item.overview, seasons: [...seasons.values()] };
      shows.push(show);
      const ordered = show.seasons.flatMap((season) => season.episodes.map((episode) => ({ season, episode })));
      ordered.forEach(({ season, episode }, index) => {
        const next = ordered[index + 1]?.episode.id;
        watchables.push({
          watchId: episode.id,
          key: `episode:${item.svc}:${season.seq}:${episode.seq}`,
          label: `${item.title} S${season.seq}E${episode.seq}`,
          ...(next ? { nextWatchId: next } : {}),
        });
      });
    }
  }
  return { shows, movies, watchables };
}

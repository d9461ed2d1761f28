import type { Simulator } from '../../service';
import type { CatalogItem } from '../../service/catalog/types';
import type { WatchStatus } from '../../service/watchlist';

const STATUSES: WatchStatus[] = ['watching', 'plantowatch', 'hold', 'completed', 'dropped'];
/** Above every seeded catalog id, so the synthetic films never collide with real ones. */
const FIRST_SVC = 900_001;

function film(n: number): CatalogItem {
  const svc = FIRST_SVC + n;
  return {
    kind: 'movie',
    svc,
    slug: `bench-film-${n}`,
    title: `Bench Film ${n}`,
    year: 1950 + (n % 75),
    ids: { tmdb: String(svc) },
    runtime: 90 + (n % 60),
    overview: '',
    genres: ['drama'],
    country: 'us',
    ratings: { svc: { rating: 5 + (n % 50) / 10, votes: 100 + n } },
    poster: `bench-${n}`,
    fanart: `bench-${n}`,
    released: '2000-01-01',
    droprate: n % 30,
    episodes: [],
  };
}

/**
 * Plants a library at the contract's scale for one user straight into the simulator's state:
 * `count` synthetic films, each on the Watchlist (all "watching", the status the page opens on)
 * and each with a saved playback (spec 2.7; GET /sync/playback answers up to 10,000). Rows are
 * pushed directly: the simulator's own writers search linearly, which is fine for tests and slow
 * for 10,000.
 */
export function seedLargeLibrary(sim: Simulator, userName: string, count = 10_000): void {
  const state = sim.state;
  const user = state.userByName(userName);
  if (!user) throw new Error(`no user ${userName}`);
  const now = state.clock.now();
  const films = Array.from({ length: count }, (_, n) => film(n));
  (state.catalog.items as CatalogItem[]).push(...films);
  const lib = state.library;
  films.forEach((item, n) => {
    // Written now, as the service would stamp them: a client's delta read since its last open sees them.
    lib.watchlist.entries.push({
      userId: user.id,
      item,
      status: n % 10 === 0 ? STATUSES[(n / 10) % STATUSES.length]! : 'watching',
      addedAt: now,
      updatedAt: now,
    });
    lib.playback.push({ id: state.ids.next(), userId: user.id, item, progress: 5 + (n % 90), pausedAt: now - (n + 1) * 60_000 });
  });
  const last = films.at(-1);
  if (!last) return;
  lib.touch(user.id, last, 'watchlisted_at', now);
  lib.touch(user.id, last, 'playback', now);
}

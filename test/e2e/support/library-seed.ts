import type { Simulator } from '../../service';
import { calendar, rollingDays } from '../../service/cdn-files';
import type { CatalogItem } from '../../service/catalog/types';
import type { WatchStatus } from '../../service/watchlist';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SeededLibrary {
  /** Saved playbacks the page must show (ids as exact digits, all above 2^53). */
  visible: Array<{ id: string; title: string; item: CatalogItem }>;
  /** A playback paused and then marked watched elsewhere: hide_watched (spec 3.1) leaves it out. */
  hidden: { id: string; title: string };
  watchlist: Array<{ item: CatalogItem; status: WatchStatus }>;
  ratings: Array<{ item: CatalogItem; rating: number }>;
  /** Titles of the user's shows and anime that air today / later this week (browser-local days). */
  airsToday: string[];
  airsThisWeek: string[];
}

function startOfLocalDay(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** The rolling calendars, split into browser-local today and the six days after (as the page does). */
function airingByDay(sim: Simulator, now: number) {
  const rows = [
    ...calendar(sim.state.catalog.items, 'tv', rollingDays(now), sim.urls.web),
    ...calendar(sim.state.catalog.items, 'anime', rollingDays(now), sim.urls.web),
  ] as Array<{ title: string; date: string; ids: { svc: number } }>;
  const today = startOfLocalDay(now);
  const at = (row: { date: string }) => Date.parse(row.date);
  return {
    today: rows.filter((row) => at(row) >= today && at(row) < today + DAY),
    week: rows.filter((row) => at(row) >= today + DAY && at(row) < today + 7 * DAY),
  };
}

/**
 * Plants a realistic library for one user straight into the simulator's state (the service has
 * no write API for saved playbacks; they come from pauses): pauses with 64-bit ids, Watchlist
 * titles in every status, ratings, and shows airing today and this week.
 */
export function seedLibrary(sim: Simulator, userName: string): SeededLibrary {
  const state = sim.state;
  const user = state.userByName(userName);
  if (!user) throw new Error(`no user ${userName}`);
  const now = state.clock.now();
  const lib = state.library;
  const byId = (svc: number) => {
    const item = state.catalog.byId(svc);
    if (!item) throw new Error(`no catalog item ${svc}`);
    return item;
  };

  const airing = airingByDay(sim, now);
  const todayShow = airing.today[0] ? byId(airing.today[0].ids.svc) : undefined;
  const weekShow = airing.week.find((row) => row.ids.svc !== todayShow?.svc);
  const weekItem = weekShow ? byId(weekShow.ids.svc) : undefined;

  const movie = byId(10001);
  const secondMovie = byId(10002);
  const watchedMovie = byId(10003);
  const show = byId(20002);
  const anime = byId(30001);
  const watchlist: SeededLibrary['watchlist'] = [
    { item: todayShow ?? byId(20003), status: 'watching' },
    { item: weekItem ?? byId(30002), status: 'plantowatch' },
    { item: show, status: 'hold' },
    { item: anime, status: 'dropped' },
    { item: secondMovie, status: 'plantowatch' },
  ];
  for (const { item, status } of watchlist) {
    lib.watchlist.set(user.id, item, status, now - 2 * HOUR);
    lib.touch(user.id, item, 'watchlisted_at', now - 2 * HOUR);
  }
  const ratings = [
    { item: movie, rating: 8 },
    { item: show, rating: 6 },
    { item: anime, rating: 9 },
  ];
  for (const { item, rating } of ratings) {
    lib.ratings.set(user.id, item, rating, now - HOUR);
    lib.touch(user.id, item, 'rated_at', now - HOUR);
  }

  const pause = (item: CatalogItem, progress: number, pausedAt: number, episode = item.episodes.find((e) => e.type === 'episode')) => {
    const id = state.ids.next();
    lib.savePlayback({ id, userId: user.id, item, ...(item.kind === 'movie' ? {} : { episode }), progress, pausedAt });
    return { id: id.toString(), title: item.title, item };
  };
  const visible = [pause(movie, 42, now - 30 * 60_000), pause(show, 63.5, now - 3 * HOUR)];
  const hidden = pause(watchedMovie, 55, now - 5 * HOUR);
  // Finished elsewhere after the pause: moves it to completed and hides the pause (spec 3.1).
  lib.addHistory({ id: state.ids.next(), userId: user.id, item: watchedMovie, watchedAt: now - 4 * HOUR, via: 'history' }, now - 4 * HOUR);
  watchlist.push({ item: watchedMovie, status: 'completed' });
  // The service moves an activity timestamp at the write time, whatever time a row claims (GAPS.md
  // "Activities"): this seed is written now, so a client that read before it sees its buckets move.
  for (const { item } of watchlist) lib.touch(user.id, item, 'watchlisted_at', now);
  for (const { item } of ratings) lib.touch(user.id, item, 'rated_at', now);
  for (const item of [movie, show, watchedMovie]) lib.touch(user.id, item, 'playback', now);
  lib.touch(user.id, watchedMovie, 'watched_at', now);

  const mine = new Set(watchlist.filter((row) => row.item.kind !== 'movie' && row.status !== 'dropped').map((row) => row.item.svc));
  return {
    visible,
    hidden: { id: hidden.id, title: hidden.title },
    watchlist,
    ratings,
    airsToday: [...new Set(airing.today.filter((row) => mine.has(row.ids.svc)).map((row) => row.title))],
    airsThisWeek: [...new Set(airing.week.filter((row) => mine.has(row.ids.svc)).map((row) => row.title))],
  };
}

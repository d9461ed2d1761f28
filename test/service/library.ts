import { PLAYBACK_RETENTION_DAYS, type User } from './accounts.ts';
import { containerKey, episodeRef, mediaRef } from './catalog/present.ts';
import type { CatalogItem, Episode } from './catalog/types.ts';
import type { BigIdGen } from './ids.ts';
import { Rewatches } from './rewatch.ts';
import { UserRatings, Watchlist } from './watchlist.ts';

/**
 * A user's stored library: watch history, saved playbacks (spec 2.7), the Watchlist, ratings,
 * rewatch sessions and the activity timestamps of spec 2.8, which move with every write.
 */

export interface Target {
  item: CatalogItem;
  episode?: Episode;
}

/** A watch's time as a removal names it: epoch ms, or the watched-date-unknown placeholder. */
export interface WatchTime {
  ms: number;
  unknown: boolean;
}

export interface HistoryRow extends Target {
  id: bigint;
  userId: number;
  watchedAt: number;
  /**
   * How it got there: a scrobble stop, a completed checkin, a sync write, or `elsewhere`: the
   * user's own entry on the service's website or another app (seeded by the admin API), which the
   * duplicate rule of the API does not stand in the way of.
   */
  via: 'scrobble' | 'checkin' | 'history' | 'elsewhere';
  /** Written with the watched-date-unknown placeholder (spec 3.1), stored as the epoch. */
  unknownDate?: boolean;
  rewatchId?: bigint;
}

export interface PlaybackRow extends Target {
  id: bigint;
  userId: number;
  progress: number;
  pausedAt: number;
}

export const BUCKETS = ['movies', 'tv_shows', 'anime'] as const;
const FIELDS = ['watched_at', 'playback', 'rated_at', 'watchlisted_at'] as const;
type Bucket = (typeof BUCKETS)[number];
export type ActivityField = (typeof FIELDS)[number];
type Activity = Record<Bucket, Record<ActivityField, number>>;

const DAY = 86_400_000;

export function sameTarget(a: Target, b: Target): boolean {
  return a.item.svc === b.item.svc && a.episode?.svc === b.episode?.svc;
}

function bucketOf(item: CatalogItem): Bucket {
  return item.kind === 'movie' ? 'movies' : item.kind === 'tv' ? 'tv_shows' : 'anime';
}

/** Regular episodes that have aired by `now`: what "completed" and a finished rewatch are measured against. */
export function airedEpisodes(item: CatalogItem, now: number): Episode[] {
  return item.episodes.filter((e) => e.type === 'episode' && e.date !== null && Date.parse(e.date) <= now);
}

export class Library {
  history: HistoryRow[] = [];
  playback: PlaybackRow[] = [];
  readonly watchlist = new Watchlist();
  readonly ratings = new UserRatings();
  readonly rewatches: Rewatches;
  private readonly activity = new Map<number, Activity>();
  /** Day index (UTC) of the last daily cleanup run. */
  private lastCleanupDay: number;

  constructor(
    private readonly since: number,
    ids: BigIdGen,
  ) {
    this.rewatches = new Rewatches(ids);
    this.lastCleanupDay = Math.floor(since / DAY);
  }

  /** Adds a watch; the title moves to `completed` (movie, or every aired episode seen) or `watching`. */
  addHistory(row: HistoryRow, now: number): void {
    this.history.push(row);
    this.touch(row.userId, row.item, 'watched_at', now);
    const seen = new Set(this.history.filter((h) => h.userId === row.userId && h.item.svc === row.item.svc).map((h) => h.episode?.svc));
    const done = row.item.kind === 'movie' || airedEpisodes(row.item, now).every((e) => seen.has(e.svc));
    if (this.watchlist.set(row.userId, row.item, done ? 'completed' : 'watching', now) !== 'unchanged') {
      this.touch(row.userId, row.item, 'watchlisted_at', now);
    }
  }

  hasWatched(userId: number, t: Target): boolean {
    return this.history.some((h) => h.userId === userId && sameTarget(h, t));
  }

  /** The latest watch of exactly this movie or episode (the 2-day rewatch gap is measured from it). */
  lastWatchedAt(userId: number, t: Target): number | undefined {
    const times = this.history.filter((h) => h.userId === userId && sameTarget(h, t)).map((h) => h.watchedAt);
    return times.length ? Math.max(...times) : undefined;
  }

  /**
   * Removes every watch of the target (a whole title when `episode` is absent and `wholeItem`), or
   * only the watch at `at` when the body named a time (the placeholder matches unknown-date rows).
   */
  removeHistory(userId: number, t: Target & { at?: WatchTime }, wholeItem: boolean, now: number): number {
    const before = this.history.length;
    const at = t.at;
    const sameTime = (h: HistoryRow) => at === undefined || (at.unknown ? h.unknownDate === true : !h.unknownDate && h.watchedAt === at.ms);
    this.history = this.history.filter(
      (h) => !(h.userId === userId && h.item.svc === t.item.svc && (wholeItem || h.episode?.svc === t.episode?.svc) && sameTime(h)),
    );
    const removed = before - this.history.length;
    if (removed > 0) {
      this.touch(userId, t.item, 'watched_at', now);
      this.rewatches.close(userId, t.item.svc, now);
    }
    return removed;
  }

  /** Only one paused playback per show, movie or anime (spec 2.7): a new one replaces it. */
  savePlayback(row: PlaybackRow): void {
    this.playback = this.playback.filter((p) => !(p.userId === row.userId && p.item.svc === row.item.svc));
    this.playback.push(row);
    this.touch(row.userId, row.item, 'playback', row.pausedAt);
  }

  /** Removes the container's saved playback, or only the one pointing at `episode` when asked. */
  clearPlayback(userId: number, t: Target, now: number, sameEpisodeOnly = false): void {
    const before = this.playback.length;
    this.playback = this.playback.filter((p) => !(p.userId === userId && p.item.svc === t.item.svc && (!sameEpisodeOnly || p.episode?.svc === t.episode?.svc)));
    if (this.playback.length !== before) this.touch(userId, t.item, 'playback', now);
  }

  deletePlayback(userId: number, id: bigint, now: number): PlaybackRow | undefined {
    const row = this.playback.find((p) => p.userId === userId && p.id === id);
    if (row) {
      this.playback = this.playback.filter((p) => p !== row);
      this.touch(userId, row.item, 'playback', now);
    }
    return row;
  }

  /**
   * hide_watched (spec 3.1): a playback paused first and then marked watched is hidden; one paused
   * after the item was finished is a re-viewing and stays. A watch with the date-unknown
   * placeholder cannot be ordered, so a completed movie or the very episode the playback points
   * at is hidden whatever the pause time.
   */
  listPlayback(userId: number, opts: { kind?: 'movie' | 'episode'; hideWatched: boolean; from?: number; to?: number; limit?: number }): PlaybackRow[] {
    const hidden = (p: PlaybackRow) =>
      this.history.some((h) => h.userId === userId && sameTarget(h, p) && (h.unknownDate === true || h.watchedAt > p.pausedAt));
    const rows = this.playback
      .filter((p) => p.userId === userId)
      .filter((p) => !opts.kind || (opts.kind === 'movie' ? !p.episode : !!p.episode))
      .filter((p) => (opts.from === undefined || p.pausedAt >= opts.from) && (opts.to === undefined || p.pausedAt <= opts.to))
      .filter((p) => !opts.hideWatched || !hidden(p))
      .sort((a, b) => b.pausedAt - a.pausedAt);
    return rows.slice(0, opts.limit ?? 10_000);
  }

  /**
   * The daily cleanup job (spec 3.1), run at 00:00 UTC and caught up lazily: each run deletes,
   * unconditionally, every playback older than the owner's retention at that moment. Between
   * runs an expired playback is still listed (up to a day late, as with a real nightly job).
   */
  cleanup(users: readonly User[], now: number): void {
    const today = Math.floor(now / DAY);
    if (today <= this.lastCleanupDay) return;
    this.lastCleanupDay = today;
    const runAt = today * DAY;
    const plan = new Map(users.map((u) => [u.id, u.plan]));
    this.playback = this.playback.filter((p) => {
      const days = PLAYBACK_RETENTION_DAYS[plan.get(p.userId) ?? 'free'];
      return p.pausedAt > runAt - days * DAY;
    });
  }

  activities(userId: number): Record<string, unknown> {
    const a = this.activityOf(userId);
    const iso = (ms: number) => new Date(ms).toISOString();
    const all = Math.max(...BUCKETS.flatMap((b) => FIELDS.map((f) => a[b][f])));
    const out: Record<string, unknown> = { all: iso(all) };
    for (const b of BUCKETS) out[b] = Object.fromEntries(FIELDS.map((f) => [f, iso(a[b][f])]));
    return out;
  }

  touch(userId: number, item: CatalogItem, field: ActivityField, at: number): void {
    const bucket = this.activityOf(userId)[bucketOf(item)];
    bucket[field] = Math.max(bucket[field], at);
  }

  private activityOf(userId: number): Activity {
    let a = this.activity.get(userId);
    if (!a) {
      const fresh = () => Object.fromEntries(FIELDS.map((f) => [f, this.since])) as Record<ActivityField, number>;
      a = { movies: fresh(), tv_shows: fresh(), anime: fresh() };
      this.activity.set(userId, a);
    }
    return a;
  }
}

/** Spec 2.7 playback shape. */
export function playbackJson(p: PlaybackRow): Record<string, unknown> {
  return {
    id: p.id,
    progress: p.progress,
    paused_at: new Date(p.pausedAt).toISOString(),
    type: p.episode ? 'episode' : 'movie',
    ...(p.episode ? { episode: episodeRef(p.episode) } : {}),
    [containerKey(p.item)]: mediaRef(p.item),
  };
}

export function historyJson(h: HistoryRow): Record<string, unknown> {
  return {
    id: h.id,
    type: h.episode ? 'episode' : 'movie',
    title: h.item.title,
    ids: { svc: h.item.svc, slug: h.item.slug, ...h.item.ids },
    ...(h.episode ? { season: h.episode.season, number: h.episode.number, episode_title: h.episode.title, episode_ids: { svc: h.episode.svc } } : {}),
    watched_at: new Date(h.watchedAt).toISOString(),
    via: h.via,
    ...(h.unknownDate ? { watched_at_unknown: true } : {}),
    ...(h.rewatchId !== undefined ? { rewatch_id: h.rewatchId } : {}),
  };
}

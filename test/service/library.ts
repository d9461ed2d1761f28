import { PLAYBACK_RETENTION_DAYS, type User } from './accounts.ts';
import { containerKey, episodeRef, mediaRef } from './catalog/present.ts';
import type { CatalogItem, Episode } from './catalog/types.ts';

/** A user's stored library: watch history, saved playbacks (spec 2.7) and activity timestamps (spec 2.8). */

export interface Target {
  item: CatalogItem;
  episode?: Episode;
}

export interface HistoryRow extends Target {
  id: bigint;
  userId: number;
  watchedAt: number;
  /** How it got there: a scrobble stop, a completed checkin, or a POST /sync/history. */
  via: 'scrobble' | 'checkin' | 'history';
}

export interface PlaybackRow extends Target {
  id: bigint;
  userId: number;
  progress: number;
  pausedAt: number;
}

const BUCKETS = ['movies', 'tv_shows', 'anime'] as const;
const FIELDS = ['watched_at', 'playback', 'rated_at', 'watchlisted_at'] as const;
type Bucket = (typeof BUCKETS)[number];
type Field = (typeof FIELDS)[number];
type Activity = Record<Bucket, Record<Field, number>>;

export function sameTarget(a: Target, b: Target): boolean {
  return a.item.svc === b.item.svc && a.episode?.svc === b.episode?.svc;
}

function bucketOf(item: CatalogItem): Bucket {
  return item.kind === 'movie' ? 'movies' : item.kind === 'tv' ? 'tv_shows' : 'anime';
}

export class Library {
  readonly history: HistoryRow[] = [];
  playback: PlaybackRow[] = [];
  private readonly activity = new Map<number, Activity>();

  constructor(private readonly since: number) {}

  addHistory(row: HistoryRow): void {
    this.history.push(row);
    this.touch(row.userId, row.item, 'watched_at', row.watchedAt);
  }

  hasWatched(userId: number, t: Target): boolean {
    return this.history.some((h) => h.userId === userId && sameTarget(h, t));
  }

  /** Only one paused playback per show, movie or anime (spec 2.7): a new one replaces it. */
  savePlayback(row: PlaybackRow): void {
    this.playback = this.playback.filter((p) => !(p.userId === row.userId && p.item.svc === row.item.svc));
    this.playback.push(row);
    this.touch(row.userId, row.item, 'playback', row.pausedAt);
  }

  /** Removes the container's saved playback, or only the one pointing at `episode` when given. */
  clearPlayback(userId: number, t: Target, now: number, sameEpisodeOnly = false): void {
    const before = this.playback.length;
    this.playback = this.playback.filter(
      (p) => !(p.userId === userId && p.item.svc === t.item.svc && (!sameEpisodeOnly || p.episode?.svc === t.episode?.svc)),
    );
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
   * hide_watched (spec 3.1): a playback paused first and then marked watched is hidden; one
   * paused after the item was finished is a re-viewing and stays.
   */
  listPlayback(userId: number, opts: { kind?: 'movie' | 'episode'; hideWatched: boolean; from?: number; to?: number; limit?: number }): PlaybackRow[] {
    const rows = this.playback
      .filter((p) => p.userId === userId)
      .filter((p) => !opts.kind || (opts.kind === 'movie' ? !p.episode : !!p.episode))
      .filter((p) => (opts.from === undefined || p.pausedAt >= opts.from) && (opts.to === undefined || p.pausedAt <= opts.to))
      .filter((p) => !opts.hideWatched || !this.history.some((h) => h.userId === userId && sameTarget(h, p) && h.watchedAt > p.pausedAt))
      .sort((a, b) => b.pausedAt - a.pausedAt);
    return rows.slice(0, opts.limit ?? 10_000);
  }

  /** The daily cleanup job (spec 3.1), run lazily: expired playbacks go whatever their state. */
  cleanup(user: User, now: number): void {
    const keepAfter = now - PLAYBACK_RETENTION_DAYS[user.plan] * 86_400_000;
    this.playback = this.playback.filter((p) => p.userId !== user.id || p.pausedAt >= keepAfter);
  }

  activities(userId: number): Record<string, unknown> {
    const a = this.activityOf(userId);
    const iso = (ms: number) => new Date(ms).toISOString();
    const all = Math.max(...BUCKETS.flatMap((b) => FIELDS.map((f) => a[b][f])));
    const out: Record<string, unknown> = { all: iso(all) };
    for (const b of BUCKETS) out[b] = Object.fromEntries(FIELDS.map((f) => [f, iso(a[b][f])]));
    return out;
  }

  private touch(userId: number, item: CatalogItem, field: Field, at: number): void {
    const bucket = this.activityOf(userId)[bucketOf(item)];
    bucket[field] = Math.max(bucket[field], at);
  }

  private activityOf(userId: number): Activity {
    let a = this.activity.get(userId);
    if (!a) {
      const fresh = () => Object.fromEntries(FIELDS.map((f) => [f, this.since])) as Record<Field, number>;
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
  };
}

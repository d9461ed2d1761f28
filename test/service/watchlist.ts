import type { CatalogItem } from './catalog/types.ts';

/** The five-status Watchlist of spec 2.6 (path name `/sync/add-to-list`, spec 9), one row per user and title. */

export const STATUSES = ['watching', 'plantowatch', 'hold', 'completed', 'dropped'] as const;
export type WatchStatus = (typeof STATUSES)[number];

export function isStatus(s: unknown): s is WatchStatus {
  return typeof s === 'string' && (STATUSES as readonly string[]).includes(s);
}

export interface WatchEntry {
  userId: number;
  item: CatalogItem;
  status: WatchStatus;
  addedAt: number;
  updatedAt: number;
}

export class Watchlist {
  entries: WatchEntry[] = [];

  get(userId: number, svc: number): WatchEntry | undefined {
    return this.entries.find((e) => e.userId === userId && e.item.svc === svc);
  }

  /** 'added' for a new row, 'updated' when the status moved, 'unchanged' otherwise. */
  set(userId: number, item: CatalogItem, status: WatchStatus, at: number): 'added' | 'updated' | 'unchanged' {
    const e = this.get(userId, item.svc);
    if (!e) {
      this.entries.push({ userId, item, status, addedAt: at, updatedAt: at });
      return 'added';
    }
    if (e.status === status) return 'unchanged';
    e.status = status;
    e.updatedAt = at;
    return 'updated';
  }

  remove(userId: number, svc: number): boolean {
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => !(e.userId === userId && e.item.svc === svc));
    return this.entries.length !== before;
  }

  list(userId: number): WatchEntry[] {
    return this.entries.filter((e) => e.userId === userId);
  }
}

export interface RatingRow {
  userId: number;
  item: CatalogItem;
  /** Integer 1-10 (spec 1). */
  rating: number;
  ratedAt: number;
}

/** Per-title user ratings (spec 4.3 /sync/ratings). */
export class UserRatings {
  rows: RatingRow[] = [];

  set(userId: number, item: CatalogItem, rating: number, at: number): 'added' | 'updated' {
    const row = this.rows.find((r) => r.userId === userId && r.item.svc === item.svc);
    if (row) {
      row.rating = rating;
      row.ratedAt = at;
      return 'updated';
    }
    this.rows.push({ userId, item, rating, ratedAt: at });
    return 'added';
  }

  remove(userId: number, svc: number): boolean {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !(r.userId === userId && r.item.svc === svc));
    return this.rows.length !== before;
  }

  list(userId: number): RatingRow[] {
    return this.rows.filter((r) => r.userId === userId);
  }
}

import type { CatalogItem } from './catalog/types.ts';
import type { BigIdGen } from './ids.ts';

/**
 * Rewatch sessions (spec 3.3, 2.9): opened by a PRO/VIP watch of an already-watched movie or
 * episode with `allow_rewatch=yes`, when the last watch is at least 2 days old (spec 8). The
 * transitions are "not shown"; the ones chosen here (GAPS.md): a movie rewatch completes at once;
 * a show/anime rewatch is `active` until every aired regular episode has been rewatched
 * (`completed`); removing the title's history or dropping it closes an active one (`closed`).
 */
export const REWATCH_GAP_MS = 2 * 86_400_000;

export type RewatchStatus = 'active' | 'completed' | 'closed';

export interface RewatchSession {
  id: bigint;
  userId: number;
  item: CatalogItem;
  status: RewatchStatus;
  startedAt: number;
  updatedAt: number;
  /** Episode service ids rewatched in this session. */
  episodes: Set<number>;
}

export class Rewatches {
  sessions: RewatchSession[] = [];

  constructor(private readonly ids: BigIdGen) {}

  active(userId: number, svc: number): RewatchSession | undefined {
    return this.sessions.find((s) => s.userId === userId && s.item.svc === svc && s.status === 'active');
  }

  /** The active session of the title, or a new one. */
  open(userId: number, item: CatalogItem, now: number): RewatchSession {
    const s = this.active(userId, item.svc);
    if (s) return s;
    const fresh: RewatchSession = { id: this.ids.next(), userId, item, status: 'active', startedAt: now, updatedAt: now, episodes: new Set() };
    this.sessions.push(fresh);
    return fresh;
  }

  /** Records one rewatched movie or episode in the active session (opening one if needed). */
  record(userId: number, item: CatalogItem, episodeSvc: number | undefined, airedEpisodes: readonly number[], now: number): RewatchSession {
    const s = this.open(userId, item, now);
    s.updatedAt = now;
    if (episodeSvc !== undefined) s.episodes.add(episodeSvc);
    if (item.kind === 'movie' || airedEpisodes.every((e) => s.episodes.has(e))) s.status = 'completed';
    return s;
  }

  close(userId: number, svc: number, now: number): void {
    const s = this.active(userId, svc);
    if (s) {
      s.status = 'closed';
      s.updatedAt = now;
    }
  }

  list(userId: number): RewatchSession[] {
    return this.sessions.filter((s) => s.userId === userId);
  }
}

export function rewatchJson(s: RewatchSession): Record<string, unknown> {
  return { rewatch_id: s.id, rewatch_status: s.status };
}

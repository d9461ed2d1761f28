import { containerKey, mediaRef } from './catalog/present.ts';
import { apiError } from './errors.ts';
import { type Ctx, sendJson, undocumented, violate } from './http.ts';
import { undocumentedHistoryShapes } from './history-shapes.ts';
import { airedEpisodes } from './library.ts';
import { REWATCH_GAP_MS, rewatchJson, type RewatchSession } from './rewatch.ts';
import type { Router } from './router.ts';
import { BadRequest, hasAnyList, planEpisodes, type Planned } from './sync-body.ts';

/**
 * History writes (spec 4.3): POST /sync/history (under the write lock), its legacy twin
 * POST /sync/watched, and POST /sync/history/remove. The whole body is resolved first and written
 * only if valid, so a 400 never leaves half a batch behind.
 */
export function registerHistoryRoutes(router: Router): void {
  router.post('/sync/history', (ctx) => addHistory(ctx, true), { bearer: 'required', write: true, lock: true });
  router.post('/sync/watched', (ctx) => addHistory(ctx, false), { bearer: 'required', write: true });
  router.post('/sync/history/remove', removeHistory, { bearer: 'required', write: true });
}

function plan(ctx: Ctx): ReturnType<typeof planEpisodes> | undefined {
  const body = ctx.body;
  if (!hasAnyList(body)) {
    violate(ctx, 'history-empty-body', 'body has none of movies[], shows[], anime[], episodes[]');
    apiError(ctx, 400, 'empty_field', 'movies, shows, anime or episodes is required');
    return undefined;
  }
  for (const shape of undocumentedHistoryShapes(body)) undocumented(ctx, `${ctx.path}: ${shape} (GAPS.md "Strict mode")`);
  try {
    return planEpisodes(ctx.sim.catalog, body, ctx.sim.clock.now());
  } catch (e) {
    if (!(e instanceof BadRequest)) throw e;
    apiError(ctx, 400, 'wrong_parameter', e.message);
    return undefined;
  }
}

/**
 * Already-watched items are duplicates and record nothing, unless a PRO/VIP user sends
 * `allow_rewatch=yes` (Free: 403 forbidden) and the last watch is at least 2 days before the new
 * one: then it is written as a rewatch and the response names the rewatch session(s).
 */
function addHistory(ctx: Ctx, rewatchable: boolean): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  const raw = rewatchable ? ctx.query.get('allow_rewatch') : null;
  if (raw !== null && raw !== 'yes') return apiError(ctx, 400, 'wrong_parameter', `allow_rewatch: only "yes" is accepted, got "${raw}"`);
  if (raw === 'yes' && user.plan === 'free') return apiError(ctx, 403, 'forbidden', 'rewatches are a PRO/VIP feature');
  const p = plan(ctx);
  if (!p) return;
  const now = ctx.sim.clock.now();
  const lib = ctx.sim.library;
  const added = { movies: 0, episodes: 0 };
  const sessions = new Map<bigint, RewatchSession>();
  for (const w of p.writes) {
    if (w.isRewatch && raw !== 'yes') violate(ctx, 'is-rewatch-without-opt-in', 'is_rewatch: true needs ?allow_rewatch=yes');
    const last = lib.lastWatchedAt(user.id, w);
    let rewatch: RewatchSession | undefined;
    if (last !== undefined) {
      if (raw !== 'yes' || gapOf(w, now) - last < REWATCH_GAP_MS) continue;
      rewatch = lib.rewatches.record(
        user.id,
        w.item,
        w.episode?.svc,
        airedEpisodes(w.item, now).map((e) => e.svc),
        now,
      );
      sessions.set(rewatch.id, rewatch);
    }
    lib.addHistory(
      {
        item: w.item,
        episode: w.episode,
        id: ctx.sim.ids.next(),
        userId: user.id,
        watchedAt: w.watchedAt,
        via: 'history',
        ...(w.unknownDate ? { unknownDate: true } : {}),
        ...(rewatch ? { rewatchId: rewatch.id } : {}),
      },
      now,
    );
    if (w.episode) added.episodes++;
    else added.movies++;
  }
  const rewatches = [...sessions.values()].map((s) => ({ [containerKey(s.item)]: mediaRef(s.item), ...rewatchJson(s) }));
  sendJson(ctx, 201, { added, not_found: p.notFound, ...(rewatches.length ? { rewatches } : {}) });
}

/** The new watch's time for the gap rule: its own watched_at, or now for the placeholder. */
function gapOf(w: Planned, now: number): number {
  return w.unknownDate ? now : w.watchedAt;
}

function removeHistory(ctx: Ctx): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  const p = plan(ctx);
  if (!p) return;
  const now = ctx.sim.clock.now();
  const deleted = { movies: 0, episodes: 0 };
  const wholeDone = new Set<number>();
  for (const planned of p.writes) {
    const w = planned.timed ? { ...planned, at: { ms: planned.watchedAt, unknown: planned.unknownDate } } : planned;
    if (w.whole) {
      if (wholeDone.has(w.item.svc)) continue;
      wholeDone.add(w.item.svc);
      deleted.episodes += ctx.sim.library.removeHistory(user.id, w, true, now);
      continue;
    }
    const n = ctx.sim.library.removeHistory(user.id, w, false, now);
    if (w.episode) deleted.episodes += n;
    else deleted.movies += n;
  }
  sendJson(ctx, 200, { deleted, not_found: p.notFound });
}

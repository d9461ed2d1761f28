import { apiError } from './errors.ts';
import { type Ctx, sendEmpty, sendJson, undocumented, violate } from './http.ts';
import { playbackJson } from './library.ts';
import type { Router } from './router.ts';
import { registerHistoryRoutes } from './history.ts';
import { registerListRoutes } from './sync-lists.ts';

/** Sync endpoints (spec 4.3), Bearer on all. */
export function registerSyncRoutes(router: Router): void {
  // One description of the contract writes activities as POST; both are answered.
  router.get('/sync/activities', activities, { bearer: 'required' });
  router.post('/sync/activities', activities, { bearer: 'required' });
  router.get('/sync/playback', (ctx) => playback(ctx, undefined), { bearer: 'required' });
  router.get('/sync/playback/:type', (ctx) => playback(ctx, ctx.params.type), { bearer: 'required' });
  router.delete('/sync/playback/:id', deletePlayback, { bearer: 'required', write: true });
  registerHistoryRoutes(router);
  registerListRoutes(router);
}

function activities(ctx: Ctx): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  if (ctx.method === 'POST') undocumented(ctx, 'spec 4.3 documents GET /sync/activities only');
  sendJson(ctx, 200, ctx.sim.library.activities(user.id));
}

function playback(ctx: Ctx, type: string | undefined): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  if (type !== undefined && type !== 'episodes' && type !== 'movies') {
    return apiError(ctx, 400, 'wrong_parameter', `type must be episodes or movies, got ${type}`);
  }
  const q = ctx.query;
  const hideWatched = !['false', '0', 'no'].includes((q.get('hide_watched') ?? 'true').toLowerCase());
  const from = parseDate(q.get('date_from'));
  const to = parseDate(q.get('date_to'));
  const limitRaw = Number(q.get('limit') ?? '10000');
  const limit = Number.isFinite(limitRaw) ? Math.min(10_000, Math.max(1, Math.floor(limitRaw))) : 10_000;
  const rows = ctx.sim.library.listPlayback(user.id, {
    ...(type ? { kind: type === 'movies' ? ('movie' as const) : ('episode' as const) } : {}),
    hideWatched,
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    limit,
  });
  sendJson(ctx, 200, rows.map(playbackJson));
}

function deletePlayback(ctx: Ctx): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  const raw = ctx.params.id ?? '';
  if (!/^\d+$/.test(raw)) return apiError(ctx, 404, 'id_err', `no playback ${raw}`);
  const id = BigInt(raw);
  const lib = ctx.sim.library;
  if (lib.deletePlayback(user.id, id, ctx.sim.clock.now())) return sendEmpty(ctx, 204);
  // The classic client bug with 64-bit ids: parsed as a double, rounded, sent back.
  const near = lib.playback.find((p) => p.userId === user.id && Number(p.id) === Number(id));
  if (near) violate(ctx, 'playback-id-precision-lost', `sent ${raw}, the stored id is ${near.id.toString()} (rounded through a double)`);
  apiError(ctx, 404, 'id_err', `no playback ${raw}`);
}

function parseDate(v: string | null): number | undefined {
  if (!v) return undefined;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : ms;
}

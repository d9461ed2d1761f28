import type { User } from '../accounts.ts';
import { containerKey } from '../catalog/present.ts';
import { apiError } from '../errors.ts';
import { type Ctx, isRecord, sendJson, undocumented } from '../http.ts';
import type { Router } from '../router.ts';

/** Users (spec 4.5). Request and response fields beyond the named ones are "not shown" (GAPS.md). */
export function registerUserRoutes(router: Router): void {
  // "public": anonymous under both registrations.
  router.get('/users/recently-watched-background/:user', background);
  router.post('/users/settings', settings, { bearer: 'required', write: true });
  // A read despite the POST: media:read is enough (GAPS.md).
  router.post('/users/:user/stats', stats, { bearer: 'v2' });
}

/** `{user_id}`: the numeric id, or the user name. */
function findUser(ctx: Ctx): User | undefined {
  const raw = ctx.params.user ?? '';
  return ctx.sim.users.find((u) => String(u.id) === raw || u.name === raw);
}

/** The most recently watched title with a large poster and fanart; image URLs are immutable (spec 4.5). */
function background(ctx: Ctx): void {
  const user = findUser(ctx);
  if (!user) return apiError(ctx, 404, 'id_err', `no user ${ctx.params.user ?? ''}`);
  ctx.sim.settle(user);
  const rows = ctx.sim.library.history.filter((h) => h.userId === user.id);
  const last = rows.reduce<(typeof rows)[number] | undefined>((a, b) => (a === undefined || b.watchedAt >= a.watchedAt ? b : a), undefined);
  if (!last) return sendJson(ctx, 200, []);
  const img = ctx.sim.urls.image;
  sendJson(
    ctx,
    200,
    {
      title: last.item.title,
      year: last.item.year,
      type: containerKey(last.item),
      ids: { svc: last.item.svc, slug: last.item.slug },
      poster: `${img}/posters/${last.item.poster}_l.webp`,
      fanart: `${img}/fanart/${last.item.fanart}_l.webp`,
    },
    { 'cache-control': 'public, max-age=300' },
  );
}

function stats(ctx: Ctx): void {
  const user = findUser(ctx);
  if (!user) return apiError(ctx, 404, 'id_err', `no user ${ctx.params.user ?? ''}`);
  ctx.sim.settle(user);
  const lib = ctx.sim.library;
  const rows = lib.history.filter((h) => h.userId === user.id);
  const part = (pred: (r: (typeof rows)[number]) => boolean) => {
    const sel = rows.filter(pred);
    return { plays: sel.length, watched: new Set(sel.map((r) => r.episode?.svc ?? r.item.svc)).size, minutes: sel.reduce((m, r) => m + r.item.runtime, 0) };
  };
  const ratings = lib.ratings.list(user.id);
  const distribution = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), ratings.filter((r) => r.rating === i + 1).length]));
  sendJson(ctx, 200, {
    movies: part((r) => r.item.kind === 'movie'),
    episodes: part((r) => r.item.kind === 'tv'),
    anime: part((r) => r.item.kind === 'anime'),
    shows: { watched: new Set(rows.filter((r) => r.item.kind === 'tv').map((r) => r.item.svc)).size },
    ratings: { total: ratings.length, distribution },
    rewatches: lib.rewatches.list(user.id).length,
  });
}

function settings(ctx: Ctx): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  if (!isRecord(ctx.body)) return apiError(ctx, 400, 'empty_field', 'body must be a JSON object of settings');
  // An update that changes nothing, sent for its answer: the contract shows no fields of either.
  if (Object.keys(ctx.body).length === 0) undocumented(ctx, 'POST /users/settings with an empty body used as a read (spec 4.9: fields not shown)');
  const error = ctx.sim.settings.update(user.id, ctx.body);
  if (error) return apiError(ctx, 400, 'wrong_parameter', error);
  // The answer names the account and its plan, so a client knows whether rewatches are open to it.
  sendJson(ctx, 200, { ...ctx.sim.settings.get(user.id), account: { id: user.id, name: user.name, type: user.plan } });
}

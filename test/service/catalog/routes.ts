import { type Ctx, sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import { detailJson, episodeJson } from './present.ts';
import type { Kind } from './types.ts';
import { registerAiring } from './airing.ts';
import { registerBrowse } from './browse.ts';

/**
 * Detail-by-id and episode lists: anonymous under both registrations (spec 5.2). Unknown ids
 * answer 200 with `[]` (spec 4.1), as the real edge cache does. Register after the list routes
 * (airing, premieres, ...): `/tv/:id` would otherwise swallow `/tv/airing`.
 */
export function registerCatalogRoutes(router: Router): void {
  registerAiring(router);
  registerBrowse(router);
  // Edge-cached, so exempt from the rates and the daily quota (spec 8).
  const exempt = { exempt: true };
  router.get('/movies/:id', (ctx) => detail(ctx, 'movie'), exempt);
  router.get('/tv/episodes/:id', (ctx) => episodes(ctx, 'tv'), exempt);
  router.get('/tv/:id', (ctx) => detail(ctx, 'tv'), exempt);
  router.get('/anime/episodes/:id', (ctx) => episodes(ctx, 'anime'), exempt);
  router.get('/anime/:id', (ctx) => detail(ctx, 'anime'), exempt);
}

function lookup(ctx: Ctx, kind: Kind) {
  const raw = ctx.params.id ?? '';
  return /^\d+$/.test(raw) ? ctx.sim.catalog.byId(Number(raw), [kind]) : undefined;
}

function detail(ctx: Ctx, kind: Kind): void {
  const item = lookup(ctx, kind);
  if (!item) return sendJson(ctx, 200, []);
  const extended = (ctx.query.get('extended') ?? '').split(',').map((s) => s.trim());
  sendJson(ctx, 200, detailJson(ctx.sim.catalog, item, ctx.sim.clock.now(), extended), {
    'cache-control': 'public, max-age=3600',
  });
}

function episodes(ctx: Ctx, kind: Kind): void {
  const item = lookup(ctx, kind);
  if (!item) return sendJson(ctx, 200, []);
  const now = ctx.sim.clock.now();
  const list = [...item.episodes].sort((a, b) => a.season - b.season || a.number - b.number);
  // Specials (season 0) last, as episode lists show them after the regular run.
  list.sort((a, b) => Number(a.season === 0) - Number(b.season === 0));
  sendJson(
    ctx,
    200,
    list.map((e) => episodeJson(item, e, now)),
  );
}

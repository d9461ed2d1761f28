import { z } from 'zod';
import { type Ctx, sendJson } from './http.ts';

const ElsewhereBody = z.object({ user: z.string(), svc: z.number().int().positive(), watched_at: z.string().optional() });

/**
 * POST /__admin/watched-elsewhere: a watch the user made on the service's website or in another
 * app (issue 30: Undo must not take such a viewing away unasked). `svc` names a movie or an
 * episode; `watched_at` defaults to the clock's now. The website logs a repeat viewing whenever
 * asked, so the API's duplicate rule does not apply; the activity stamps move as for any write.
 */
export function watchedElsewhere(ctx: Ctx): void {
  const parsed = ElsewhereBody.safeParse(ctx.body ?? {});
  if (!parsed.success) return sendJson(ctx, 400, { error: 'bad admin request', issues: parsed.error.issues });
  const { user: name, svc, watched_at: watchedAtRaw } = parsed.data;
  const user = ctx.sim.userByName(name);
  const catalog = ctx.sim.catalog;
  const target = catalog.episodeById(svc) ?? (catalog.byId(svc, ['movie']) ? { item: catalog.byId(svc, ['movie'])! } : undefined);
  if (!user || !target) return sendJson(ctx, 404, { error: `unknown user ${name} or movie/episode ${svc}` });
  const now = ctx.sim.clock.now();
  const watchedAt = watchedAtRaw === undefined ? now : Date.parse(watchedAtRaw);
  if (Number.isNaN(watchedAt)) return sendJson(ctx, 400, { error: `watched_at ${watchedAtRaw ?? ''} is not a time` });
  ctx.sim.library.addHistory({ ...target, id: ctx.sim.ids.next(), userId: user.id, watchedAt, via: 'elsewhere' }, now);
  sendJson(ctx, 201, { watched_at: new Date(watchedAt).toISOString() });
}

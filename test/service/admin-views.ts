import { containerKey, episodeRef, mediaRef } from './catalog/present.ts';
import { type Ctx, sendJson } from './http.ts';
import { historyJson, playbackJson } from './library.ts';

/** Read-only views of the admin API: everything stored for one user, and the limiter state. */
export function userView(ctx: Ctx): void {
  const user = ctx.sim.userByName(ctx.params.name ?? '');
  if (!user) return sendJson(ctx, 404, { error: `unknown user ${ctx.params.name ?? ''}` });
  ctx.sim.settle(user);
  const now = ctx.sim.clock.now();
  const { library, scrobbles } = ctx.sim;
  const sessions = scrobbles.listFor(user.id).map((s) => ({
    id: s.id,
    state: s.state,
    watching_now: s.state === 'watching' && now < s.expiresAt,
    checkin: s.checkin,
    progress: scrobbles.progressOf(s, now),
    started_at: new Date(s.startedAt).toISOString(),
    expires_at: new Date(s.expiresAt).toISOString(),
    [containerKey(s.item)]: mediaRef(s.item),
    ...(s.episode ? { episode: episodeRef(s.episode) } : {}),
  }));
  const iso = (ms: number) => new Date(ms).toISOString();
  sendJson(ctx, 200, {
    user,
    history: library.history.filter((h) => h.userId === user.id).map(historyJson),
    playback: library.playback.filter((p) => p.userId === user.id).map(playbackJson),
    sessions,
    activities: library.activities(user.id),
    connections: ctx.sim.auth.connections.filter((c) => c.userId === user.id),
    watchlist: library.watchlist.list(user.id).map((e) => ({
      status: e.status,
      type: containerKey(e.item),
      [containerKey(e.item)]: mediaRef(e.item),
      added_at: iso(e.addedAt),
      updated_at: iso(e.updatedAt),
    })),
    ratings: library.ratings
      .list(user.id)
      .map((r) => ({ rating: r.rating, rated_at: iso(r.ratedAt), type: containerKey(r.item), [containerKey(r.item)]: mediaRef(r.item) })),
    rewatches: library.rewatches.list(user.id).map((r) => ({
      rewatch_id: r.id,
      rewatch_status: r.status,
      [containerKey(r.item)]: mediaRef(r.item),
      started_at: iso(r.startedAt),
      updated_at: iso(r.updatedAt),
      episodes: [...r.episodes],
    })),
    settings: ctx.sim.settings.get(user.id),
    lists: ctx.sim.lists.ofUser(user.id).map((l) => ({ id: l.id, name: l.name, item_count: l.items.length })),
    quota: { used_today: ctx.sim.limits.quotas.usedToday(`user:${user.id}`, now), limit: ctx.sim.limits.config.quota[user.plan] },
  });
}

export function limitsView(ctx: Ctx): void {
  const { limits, clock, clients } = ctx.sim;
  const now = clock.now();
  sendJson(ctx, 200, {
    config: limits.config,
    v1_clients: Object.fromEntries(clients.filter((c) => c.version === 1).map((c) => [c.id, limits.quotas.usedToday(`client:${c.id}`, now)])),
    users: Object.fromEntries(ctx.sim.users.map((u) => [u.name, limits.quotas.usedToday(`user:${u.id}`, now)])),
    throttle: limits.rates.snapshot(),
  });
}

import { z } from 'zod';
import { parseScope } from './auth/store.ts';
import { containerKey, episodeRef, mediaRef } from './catalog/present.ts';
import { FaultSchema } from './faults.ts';
import { type Ctx, sendJson } from './http.ts';
import { historyJson, playbackJson } from './library.ts';
import { Router } from './router.ts';

/**
 * Test-only controls under /__admin/ on the API host. Exempt from the spec 1 checks and from the
 * request log: the real service has none of this.
 */
export function buildAdminRouter(): Router {
  const r = new Router();
  r.get('/__admin', (ctx) => sendJson(ctx, 200, { endpoints: ENDPOINTS }));
  r.get('/__admin/violations', (ctx) => {
    const rule = ctx.query.get('rule');
    sendJson(ctx, 200, ctx.sim.logs.violations.filter((v) => !rule || v.rule === rule));
  });
  r.get('/__admin/requests', (ctx) => {
    const path = ctx.query.get('path') ?? '';
    const host = ctx.query.get('host');
    sendJson(ctx, 200, ctx.sim.logs.requests.filter((e) => e.path.startsWith(path) && (!host || e.host === host)));
  });
  r.post('/__admin/reset', (ctx) => {
    ctx.sim.reset();
    sendJson(ctx, 200, { ok: true, now: ctx.sim.clock.iso() });
  });
  r.get('/__admin/clock', (ctx) => clockJson(ctx));
  r.post('/__admin/clock', (ctx) => withBody(ctx, ClockBody, (b) => {
    if (b.setMs !== undefined) ctx.sim.clock.set(b.setMs);
    if (b.advanceMs !== undefined) ctx.sim.clock.advance(b.advanceMs);
    clockJson(ctx);
  }));
  r.get('/__admin/faults', (ctx) => sendJson(ctx, 200, ctx.sim.faults.queue));
  r.delete('/__admin/faults', (ctx) => {
    ctx.sim.faults.queue = [];
    sendJson(ctx, 200, { ok: true });
  });
  r.post('/__admin/faults', (ctx) => withBody(ctx, z.union([FaultSchema, z.array(FaultSchema)]), (b) => {
    ctx.sim.faults.add(Array.isArray(b) ? b : [b]);
    sendJson(ctx, 200, { queued: ctx.sim.faults.queue.length });
  }));
  r.get('/__admin/users/:name', userView);
  r.post('/__admin/approve-device', (ctx) => withBody(ctx, DeviceBody, (b) => {
    const user = ctx.sim.userByName(b.user ?? 'demo');
    const ok = user !== undefined && ctx.sim.auth.decideDevice(b.user_code, user.id, !b.deny);
    sendJson(ctx, ok ? 200 : 404, ok ? { ok } : { error: 'unknown or expired user_code, or unknown user' });
  }));
  r.post('/__admin/tokens', (ctx) => withBody(ctx, TokenBody, (b) => {
    const user = ctx.sim.userByName(b.user);
    const client = ctx.sim.clients.find((c) => c.id === (b.client_id ?? 'watchmark-dev') && c.version === 2);
    if (!user || !client) return sendJson(ctx, 404, { error: `unknown user ${b.user} or V2 client ${b.client_id ?? ''}` });
    sendJson(ctx, 200, ctx.sim.auth.grant(client.id, user.id, parseScope(b.scope ?? 'media:read media:write')));
  }));
  return r;
}

export async function handleAdmin(ctx: Ctx, router: Router): Promise<void> {
  const match = router.match(ctx.method, ctx.path);
  if (!match) return sendJson(ctx, 404, { error: `no admin endpoint ${ctx.method} ${ctx.path}`, endpoints: ENDPOINTS });
  ctx.params = match.params;
  await match.route.handler(ctx);
}

const ENDPOINTS = [
  'GET /__admin/violations[?rule=]',
  'GET /__admin/requests[?path=<prefix>&host=api|web|cdn|image]',
  'POST /__admin/reset',
  'GET /__admin/users/:name',
  'GET|POST /__admin/clock {advanceMs}|{setMs}',
  'GET|POST|DELETE /__admin/faults {path, host?, method?, status?, error?, retryAfter?, latencyMs?, drop?, times?} (or an array)',
  'POST /__admin/approve-device {user_code, user?, deny?}',
  'POST /__admin/tokens {user, scope?, client_id?}',
];

const ClockBody = z.object({ advanceMs: z.number().optional(), setMs: z.number().optional() })
  .refine((b) => b.advanceMs !== undefined || b.setMs !== undefined, 'advanceMs or setMs is required');
const DeviceBody = z.object({ user_code: z.string(), user: z.string().optional(), deny: z.boolean().optional() });
const TokenBody = z.object({ user: z.string(), scope: z.string().optional(), client_id: z.string().optional() });

function withBody<T>(ctx: Ctx, schema: z.ZodType<T>, then: (b: T) => void): void {
  const parsed = schema.safeParse(ctx.body ?? {});
  if (!parsed.success) return sendJson(ctx, 400, { error: 'bad admin request', issues: parsed.error.issues });
  then(parsed.data);
}

function clockJson(ctx: Ctx): void {
  sendJson(ctx, 200, { now: ctx.sim.clock.now(), iso: ctx.sim.clock.iso() });
}

function userView(ctx: Ctx): void {
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
  sendJson(ctx, 200, {
    user,
    history: library.history.filter((h) => h.userId === user.id).map(historyJson),
    playback: library.playback.filter((p) => p.userId === user.id).map(playbackJson),
    sessions,
    activities: library.activities(user.id),
    connections: ctx.sim.auth.connections.filter((c) => c.userId === user.id),
  });
}

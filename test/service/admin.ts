import { z } from 'zod';
import { parseScope } from './auth/store.ts';
import { opaqueToken } from './ids.ts';
import { watchedElsewhere } from './admin-elsewhere.ts';
import { limitsView, userView } from './admin-views.ts';
import { FaultSchema } from './faults.ts';
import { type Ctx, sendJson } from './http.ts';
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
    const log = ctx.query.get('deferred') === '1' ? ctx.sim.logs.deferred : ctx.sim.logs.violations;
    sendJson(
      ctx,
      200,
      log.filter((v) => !rule || v.rule === rule),
    );
  });
  r.get('/__admin/requests', (ctx) => {
    const path = ctx.query.get('path') ?? '';
    const host = ctx.query.get('host');
    sendJson(
      ctx,
      200,
      ctx.sim.logs.requests.filter((e) => e.path.startsWith(path) && (!host || e.host === host)),
    );
  });
  r.post('/__admin/reset', (ctx) => {
    ctx.sim.reset();
    sendJson(ctx, 200, { ok: true, now: ctx.sim.clock.iso() });
  });
  r.get('/__admin/clock', (ctx) => clockJson(ctx));
  r.post('/__admin/clock', (ctx) =>
    withBody(ctx, ClockBody, (b) => {
      if (b.setMs !== undefined) ctx.sim.clock.set(b.setMs);
      if (b.advanceMs !== undefined) ctx.sim.clock.advance(b.advanceMs);
      clockJson(ctx);
    }),
  );
  r.get('/__admin/faults', (ctx) => sendJson(ctx, 200, ctx.sim.faults.view()));
  r.delete('/__admin/faults', (ctx) => {
    ctx.sim.faults.queue = [];
    sendJson(ctx, 200, { ok: true });
  });
  r.post('/__admin/faults', (ctx) =>
    withBody(ctx, z.union([FaultSchema, z.array(FaultSchema)]), (b) => {
      ctx.sim.faults.add(Array.isArray(b) ? b : [b]);
      sendJson(ctx, 200, { queued: ctx.sim.faults.queue.length });
    }),
  );
  r.post('/__admin/faults/release', (ctx) => sendJson(ctx, 200, { released: ctx.sim.faults.release() }));
  r.get('/__admin/users/:name', userView);
  r.post('/__admin/watched-elsewhere', watchedElsewhere);
  r.post('/__admin/approve-device', (ctx) =>
    withBody(ctx, DeviceBody, (b) => {
      const user = ctx.sim.userByName(b.user ?? 'demo');
      const ok = user !== undefined && ctx.sim.auth.decideDevice(b.user_code, user.id, !b.deny);
      sendJson(ctx, ok ? 200 : 404, ok ? { ok } : { error: 'unknown or expired user_code, or unknown user' });
    }),
  );
  r.post('/__admin/tokens', (ctx) =>
    withBody(ctx, TokenBody, (b) => {
      const user = ctx.sim.userByName(b.user);
      const client = ctx.sim.clients.find((c) => c.id === (b.client_id ?? 'watchmark-dev'));
      if (!user || !client) return sendJson(ctx, 404, { error: `unknown user ${b.user} or client ${b.client_id ?? ''}` });
      if (client.version === 1) return sendJson(ctx, 200, ctx.sim.auth.grantV1(client.id, user.id));
      sendJson(ctx, 200, ctx.sim.auth.grant(client.id, user.id, parseScope(b.scope ?? 'media:read media:write'), 'admin'));
    }),
  );
  r.post('/__admin/approve-pin', (ctx) =>
    withBody(ctx, DeviceBody, (b) => {
      const user = ctx.sim.userByName(b.user ?? 'demo');
      const ok = user !== undefined && ctx.sim.v1.decide(b.user_code, user.id, !b.deny);
      sendJson(ctx, ok ? 200 : 404, ok ? { ok } : { error: 'unknown or expired PIN, or unknown user' });
    }),
  );
  r.post('/__admin/revoke-app', (ctx) =>
    withBody(ctx, RevokeBody, (b) => {
      const user = ctx.sim.userByName(b.user);
      if (!user) return sendJson(ctx, 404, { error: `unknown user ${b.user}` });
      sendJson(ctx, 200, { revoked: ctx.sim.auth.revokeApp(user.id, b.client_id) });
    }),
  );
  r.post('/__admin/expire-access', (ctx) =>
    withBody(ctx, UserBody, (b) => {
      const user = ctx.sim.userByName(b.user);
      if (!user) return sendJson(ctx, 404, { error: `unknown user ${b.user}` });
      sendJson(ctx, 200, { expired: ctx.sim.auth.expireAccess(user.id) });
    }),
  );
  r.get('/__admin/clients', (ctx) => sendJson(ctx, 200, ctx.sim.clients));
  r.get('/__admin/users', (ctx) => sendJson(ctx, 200, ctx.sim.users));
  r.post('/__admin/clients/:id/rotate-secret', (ctx) => {
    const client = ctx.sim.clients.find((c) => c.id === ctx.params.id && c.kind === 'confidential');
    if (!client) return sendJson(ctx, 404, { error: `no confidential client ${ctx.params.id ?? ''}` });
    client.secret = `${client.id}-secret-${opaqueToken(6)}`;
    sendJson(ctx, 200, { client_id: client.id, client_secret: client.secret });
  });
  r.get('/__admin/limits', limitsView);
  r.post('/__admin/limits', (ctx) =>
    withBody(ctx, LimitsBody, (b) => {
      const c = ctx.sim.limits.config;
      if (b.rates !== undefined) c.rates = b.rates;
      if (b.quotas !== undefined) c.quotas = b.quotas;
      if (b.quota) Object.assign(c.quota, b.quota);
      limitsView(ctx);
    }),
  );
  return r;
}

export async function handleAdmin(ctx: Ctx, router: Router): Promise<void> {
  const match = router.match(ctx.method, ctx.path);
  if (!match) return sendJson(ctx, 404, { error: `no admin endpoint ${ctx.method} ${ctx.path}`, endpoints: ENDPOINTS });
  ctx.params = match.params;
  await match.route.handler(ctx);
}

const ENDPOINTS = [
  'GET /__admin/violations[?rule=][&deferred=1]',
  'GET /__admin/requests[?path=<prefix>&host=api|web|cdn|image]',
  'POST /__admin/reset',
  'GET /__admin/users/:name',
  'POST /__admin/watched-elsewhere {user, svc (movie or episode), watched_at?}: a watch made on the website or another app',
  'GET|POST /__admin/clock {advanceMs}|{setMs}',
  'GET|POST|DELETE /__admin/faults {path, host?, method?, status?, error?, retryAfter?, latencyMs?, drop?, hang?, times?, probability?, seed?} (or an array)',
  'POST /__admin/faults/release: ends every fault latency still running (a test holds a request in flight with a long latencyMs, then lets it go)',
  'POST /__admin/approve-device {user_code, user?, deny?}',
  'POST /__admin/tokens {user, scope?, client_id?} (a V1 client_id gives a V1 token)',
  'POST /__admin/approve-pin {user_code, user?, deny?}',
  'POST /__admin/revoke-app {user, client_id}',
  'POST /__admin/expire-access {user} (V2 access tokens end now; refresh tokens stay)',
  'GET /__admin/clients, GET /__admin/users',
  'POST /__admin/clients/:id/rotate-secret',
  'GET|POST /__admin/limits {rates?, quotas?, quota?: {free?, pro?, vip?, v1?}}',
];

const ClockBody = z
  .object({ advanceMs: z.number().optional(), setMs: z.number().optional() })
  .refine((b) => b.advanceMs !== undefined || b.setMs !== undefined, 'advanceMs or setMs is required');
const DeviceBody = z.object({ user_code: z.string(), user: z.string().optional(), deny: z.boolean().optional() });
const TokenBody = z.object({ user: z.string(), scope: z.string().optional(), client_id: z.string().optional() });
const RevokeBody = z.object({ user: z.string(), client_id: z.string() });
const UserBody = z.object({ user: z.string() });
const count = z.number().int().min(0);
const LimitsBody = z
  .object({
    rates: z.boolean().optional(),
    quotas: z.boolean().optional(),
    quota: z.object({ free: count, pro: count, vip: count, v1: count }).partial().strict().optional(),
  })
  .strict();

function withBody<T>(ctx: Ctx, schema: z.ZodType<T>, then: (b: T) => void): void {
  const parsed = schema.safeParse(ctx.body ?? {});
  if (!parsed.success) return sendJson(ctx, 400, { error: 'bad admin request', issues: parsed.error.issues });
  then(parsed.data);
}

function clockJson(ctx: Ctx): void {
  sendJson(ctx, 200, { now: ctx.sim.clock.now(), iso: ctx.sim.clock.iso() });
}

import { containerKey, episodeRef, mediaRef } from './catalog/present.ts';
import { apiError } from './errors.ts';
import { type Ctx, isRecord, sendJson, undocumented, violate } from './http.ts';
import { resolveScrobbleTarget } from './resolve.ts';
import type { Router } from './router.ts';
import type { Action } from './scrobble.ts';
import { rewatchJson } from './rewatch.ts';
import type { Plan } from './accounts.ts';

/** POST /scrobble/{start,pause,stop,checkin} (spec 4.4): Bearer + media:write, under the write lock. */
export function registerScrobbleRoutes(router: Router): void {
  for (const op of ['start', 'pause', 'stop', 'checkin'] as const) {
    router.post(`/scrobble/${op}`, (ctx) => scrobble(ctx, op), { bearer: 'required', write: true, lock: true });
  }
}

type Op = 'start' | 'pause' | 'stop' | 'checkin';

function scrobble(ctx: Ctx, op: Op): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  if (!isRecord(ctx.body)) {
    violate(ctx, 'scrobble-without-item', 'body is missing or not a JSON object');
    return apiError(ctx, 400, 'empty_field', 'body must name a movie, show or anime');
  }
  // Checkin drops progress (spec 3.1), so it is not validated there either.
  const progress = op === 'checkin' ? 0 : checkProgress(ctx, ctx.body.progress);
  if (progress === undefined) return;
  const resolved = resolveScrobbleTarget(ctx.sim.catalog, ctx.body);
  if (!resolved.ok) {
    if (resolved.violation) violate(ctx, resolved.violation.rule, resolved.violation.detail);
    return apiError(ctx, resolved.status, resolved.error, resolved.message);
  }
  if (resolved.undocumented) undocumented(ctx, resolved.undocumented);
  const rewatch = rewatchOptIn(ctx, op, user.plan);
  if (rewatch === undefined) return;
  const now = ctx.sim.clock.now();
  const s = ctx.sim.scrobbles;
  const t = resolved.target;
  // spec 3.1 documents pause from watching, and stop from watching, paused or just finished.
  const before = s.stateOf(user.id, t, now);
  if (op === 'pause' && before !== 'watching' && before !== 'paused')
    undocumented(ctx, `pause with no session of this item (${before}): spec 3.1 pauses a watching session`);
  if (op === 'stop' && before === 'none') undocumented(ctx, 'stop with no session of this item (none or expired): spec 3.1 stops a watching or paused session');
  if (op === 'checkin' && s.watchingOf(user.id, t, now))
    undocumented(ctx, 'checkin over an active watching session of this item: spec 3.1 checks in from none (stop or let it expire first)');
  const outcome =
    op === 'checkin' ? s.checkin(user.id, t, now, rewatch) : op === 'stop' ? s.stop(user.id, t, progress, now, rewatch) : s[op](user.id, t, progress, now);
  if (outcome.kind === 'already_watched') {
    return apiError(
      ctx,
      409,
      'already_watched',
      'this item was already scrobbled within the last hour',
      {},
      {
        watched_at: new Date(outcome.watchedAt).toISOString(),
        expires_at: new Date(outcome.expiresAt).toISOString(),
      },
    );
  }
  const { session, action } = outcome;
  sendJson(ctx, 201, { ...scrobbleJson(session.id, action, session.progress, session.expiresAt, t), ...(outcome.rewatch ? rewatchJson(outcome.rewatch) : {}) });
}

/**
 * `allow_rewatch=yes` (spec 4.4, 8): PRO/VIP only (Free: 403 forbidden, spec 7), and meaningful on
 * stop and checkin only; on start or pause it is ignored and recorded as a violation (on start it
 * "can log a rewatch of a different title"). Any other value is 400. Returns undefined after answering.
 */
function rewatchOptIn(ctx: Ctx, op: Op, plan: Plan): boolean | undefined {
  const raw = ctx.query.get('allow_rewatch');
  if (raw === null) return false;
  if (raw !== 'yes') {
    apiError(ctx, 400, 'wrong_parameter', `allow_rewatch: only "yes" is accepted, got "${raw}"`);
    return undefined;
  }
  if (op === 'start' || op === 'pause') {
    violate(ctx, 'rewatch-on-start', `allow_rewatch=yes belongs on stop and checkin, not on ${op}`);
    return false;
  }
  if (plan === 'free') {
    apiError(ctx, 403, 'forbidden', 'rewatches are a PRO/VIP feature');
    return undefined;
  }
  return true;
}

function scrobbleJson(
  id: bigint,
  action: Action,
  progress: number,
  expiresAt: number,
  t: { item: Parameters<typeof mediaRef>[0]; episode?: Parameters<typeof episodeRef>[0] },
) {
  return {
    id,
    action,
    progress,
    expires_at: new Date(expiresAt).toISOString(),
    [containerKey(t.item)]: mediaRef(t.item),
    ...(t.episode ? { episode: episodeRef(t.episode) } : {}),
  };
}

/** Spec 4.4 / 8: 0.00-100.00, at most 2 decimals; omitted means 0. Returns undefined after answering 400. */
function checkProgress(ctx: Ctx, raw: unknown): number | undefined {
  if (raw === undefined || raw === null) return 0;
  const fail = (rule: string, detail: string) => {
    violate(ctx, rule, detail);
    apiError(ctx, 400, 'wrong_parameter', `progress: ${detail}`);
    return undefined;
  };
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return fail('progress-invalid', `not a number: ${JSON.stringify(raw)}`);
  if (raw < 0 || raw > 100) return fail('progress-out-of-range', `${raw} is outside 0-100`);
  if (Number(raw.toFixed(2)) !== raw) return fail('progress-too-precise', `${raw} has more than 2 decimals`);
  return raw;
}

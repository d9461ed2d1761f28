import { createHash } from 'node:crypto';
import { type Ctx, violate } from '../http.ts';

/**
 * Rules about the client's behaviour over time, not about one request (issue 12): spec 7 "Do not
 * retry 400, 401, 403, 404, 409, 412 unchanged". A refused request is remembered by everything
 * that makes it what it is (method, path, query, body, token); the same one again within
 * REPEAT_WINDOW_MS is recorded. Answers that invite the same request again are not refusals here:
 * the 400 `RATE_LIMIT` write lock ("retry shortly") and device polling's pending answers. An
 * injected fault is the test's doing, not the service's verdict on the request: not remembered.
 */
const REFUSAL_STATUSES = new Set([400, 401, 403, 404, 409, 412]);
const RETRY_INVITED = new Set(['RATE_LIMIT', 'authorization_pending', 'slow_down']);
export const REPEAT_WINDOW_MS = 60_000;

export class RefusedRequests {
  private readonly refused = new Map<string, { at: number; status: number; error: string }>();

  /** Before the request is handled: was this exact request refused a moment ago? */
  check(ctx: Ctx): void {
    const key = requestKey(ctx);
    const prior = this.refused.get(key);
    if (prior && ctx.sim.clock.now() - prior.at < REPEAT_WINDOW_MS) {
      violate(
        ctx,
        'repeated-refused-request',
        `${ctx.method} ${ctx.path} sent again unchanged after ${prior.status} ${prior.error} (spec 7: do not retry unchanged)`,
      );
    }
  }

  /** After the answer went out: remember a refusal, forget the request on anything else. */
  answered(ctx: Ctx, status: number, faulted: boolean): void {
    const key = requestKey(ctx);
    const error = typeof (ctx.responseJson as { error?: unknown } | undefined)?.error === 'string' ? (ctx.responseJson as { error: string }).error : '';
    if (!faulted && REFUSAL_STATUSES.has(status) && !RETRY_INVITED.has(error)) this.refused.set(key, { at: ctx.sim.clock.now(), status, error });
    else this.refused.delete(key);
  }
}

function requestKey(ctx: Ctx): string {
  const query = [...ctx.query].sort(([a], [b]) => a.localeCompare(b));
  const auth = createHash('sha256')
    .update(ctx.req.headers.authorization ?? '')
    .digest('hex');
  return JSON.stringify([ctx.host, ctx.method, ctx.path, query, ctx.rawBody, auth]);
}

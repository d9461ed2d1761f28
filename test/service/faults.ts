import { z } from 'zod';
import { apiError, defaultErrorFor, oauthError } from './errors.ts';
import { type Ctx, sendEmpty, sleep } from './http.ts';
import type { HostName } from './violations.ts';

/** One-shot faults queued by tests through POST /__admin/faults; the first match is consumed. */
export const FaultSchema = z.object({
  path: z.string().startsWith('/'),
  host: z.enum(['api', 'web', 'cdn', 'image']).optional(),
  method: z.string().optional(),
  status: z.number().int().min(100).max(599).optional(),
  error: z.string().optional(),
  retryAfter: z.number().int().min(0).optional(),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  drop: z.boolean().optional(),
  times: z.number().int().min(1).optional(),
});
export type Fault = z.infer<typeof FaultSchema>;

interface Queued extends Fault {
  left: number;
}

export class Faults {
  queue: Queued[] = [];

  add(faults: Fault[]): void {
    for (const f of faults) this.queue.push({ ...f, left: f.times ?? 1 });
  }

  take(host: HostName, method: string, path: string): Fault | undefined {
    const f = this.queue.find(
      (q) => (q.host ?? 'api') === host && (!q.method || q.method.toUpperCase() === method) && path.startsWith(q.path),
    );
    if (!f) return undefined;
    f.left -= 1;
    if (f.left <= 0) this.queue = this.queue.filter((q) => q !== f);
    return f;
  }
}

/**
 * Applies a fault. Returns true when it answered (or dropped) the request. A pure-latency fault
 * is left in ctx.delayMs for the pipeline: locked writes serve it while holding the lock, which
 * is how a test makes a write "still running" for the RATE_LIMIT rule.
 */
export async function applyFault(ctx: Ctx, f: Fault): Promise<boolean> {
  const latency = f.latencyMs ?? 0;
  if (f.drop) {
    await sleep(latency);
    ctx.req.socket.destroy();
    return true;
  }
  if (f.status === undefined) {
    ctx.delayMs = latency;
    return false;
  }
  await sleep(latency);
  const headers: Record<string, string> = f.retryAfter !== undefined ? { 'retry-after': String(f.retryAfter) } : {};
  const error = f.error ?? defaultErrorFor(f.status);
  if (f.status < 400) sendEmpty(ctx, f.status, headers);
  else if (ctx.path.startsWith('/oauth2/')) oauthError(ctx, f.status, error, 'injected fault', headers);
  else apiError(ctx, f.status, error, 'injected fault', headers);
  return true;
}

import { z } from 'zod';
import { apiError, defaultErrorFor, oauthError } from './errors.ts';
import { type Ctx, sendEmpty } from './http.ts';
import type { HostName } from './violations.ts';

/**
 * Faults queued by tests through POST /__admin/faults. A fault hits either the next `times`
 * matching requests (default 1), or, with `probability`, a share of them drawn from a PRNG seeded
 * by `seed` (default 1), so a "30 % of requests fail" run is the same run every time. A
 * probabilistic fault stays until `times` hits have happened (unbounded without `times`) or the
 * queue is cleared.
 */
export const FaultSchema = z
  .object({
    path: z.string().startsWith('/'),
    host: z.enum(['api', 'web', 'cdn', 'image']).optional(),
    method: z.string().optional(),
    status: z.number().int().min(100).max(599).optional(),
    error: z.string().optional(),
    retryAfter: z.number().int().min(0).optional(),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    drop: z.boolean().optional(),
    /** No answer at all: the connection stays open until the client gives up (or the simulator closes). */
    hang: z.boolean().optional(),
    /** The request is processed in full, then its answer is lost (none comes; the client gives up). */
    loseAnswer: z.boolean().optional(),
    times: z.number().int().min(1).optional(),
    probability: z.number().min(0).max(1).optional(),
    seed: z.number().int().optional(),
  })
  .strict();
export type Fault = z.infer<typeof FaultSchema>;

interface Queued extends Fault {
  /** Hits left; Infinity for an unbounded probabilistic fault. */
  left: number;
  hits: number;
  /** Matching requests seen (probabilistic faults draw once per match). */
  seen: number;
  rng?: () => number;
}

export class Faults {
  queue: Queued[] = [];
  /** Latencies still running: a test may end them all at once (POST /__admin/faults/release). */
  private readonly held = new Set<() => void>();

  /** Waits out a fault's latency, or less if the test releases it first. */
  delay(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.held.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.held.add(done);
    });
  }

  /** Ends every latency still running; returns how many there were. */
  release(): number {
    const waiting = [...this.held];
    for (const done of waiting) done();
    return waiting.length;
  }

  add(faults: Fault[]): void {
    for (const f of faults) {
      const probabilistic = f.probability !== undefined;
      this.queue.push({
        ...f,
        left: f.times ?? (probabilistic ? Number.POSITIVE_INFINITY : 1),
        hits: 0,
        seen: 0,
        ...(probabilistic ? { rng: mulberry32(f.seed ?? 1) } : {}),
      });
    }
  }

  take(host: HostName, method: string, path: string): Fault | undefined {
    for (const q of this.queue) {
      if ((q.host ?? 'api') !== host || (q.method && q.method.toUpperCase() !== method) || !path.startsWith(q.path)) continue;
      q.seen += 1;
      if (q.rng && q.rng() >= (q.probability ?? 1)) continue;
      q.hits += 1;
      q.left -= 1;
      if (q.left <= 0) this.queue = this.queue.filter((x) => x !== q);
      return q;
    }
    return undefined;
  }

  /** JSON view (Infinity and the PRNG do not serialise). */
  view(): unknown[] {
    return this.queue.map(({ rng: _rng, left, ...f }) => ({ ...f, left: Number.isFinite(left) ? left : null }));
  }
}

/** A tiny seeded PRNG (public-domain mulberry32): reproducible shares without dependencies. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Applies a fault. Returns true when it answered (or dropped) the request. A pure-latency fault
 * is left in ctx.delayMs for the pipeline: locked writes serve it while holding the lock, which
 * is how a test makes a write "still running" for the RATE_LIMIT rule.
 */
export async function applyFault(ctx: Ctx, f: Fault): Promise<boolean> {
  const latency = f.latencyMs ?? 0;
  if (f.hang) {
    // Answered never; nothing of the request is processed. Ends when the client aborts it.
    await new Promise<void>((resolve) => {
      if (ctx.req.socket.destroyed) return resolve();
      ctx.req.socket.once('close', () => resolve());
    });
    return true;
  }
  if (f.loseAnswer) {
    // Whatever the handler answers never arrives: the write happened, the client cannot know it
    // and gives up on its own deadline. (Not a reset: a browser silently resends a POST whose
    // reused connection was reset, which is not what this fault is about.)
    const res = ctx.res;
    res.writeHead = (() => res) as typeof res.writeHead;
    res.end = (() => res) as typeof res.end;
    ctx.delayMs = latency;
    return false;
  }
  if (f.drop) {
    await ctx.sim.faults.delay(latency);
    ctx.req.socket.destroy();
    return true;
  }
  if (f.status === undefined) {
    ctx.delayMs = latency;
    return false;
  }
  await ctx.sim.faults.delay(latency);
  const headers: Record<string, string> = f.retryAfter !== undefined ? { 'retry-after': String(f.retryAfter) } : {};
  const error = f.error ?? defaultErrorFor(f.status);
  if (f.status < 400) sendEmpty(ctx, f.status, headers);
  else if (ctx.path.startsWith('/oauth2/')) oauthError(ctx, f.status, error, 'injected fault', headers);
  else apiError(ctx, f.status, error, 'injected fault', headers);
  return true;
}

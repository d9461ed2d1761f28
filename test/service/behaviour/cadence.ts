import { type Ctx, isRecord, violate } from '../http.ts';

/**
 * Spec 4.4: "Send events only on user actions, never on a timer." A timer shows as scrobble events
 * (`/scrobble/start|pause|stop`) for one user and item at a fixed cadence: CADENCE_EVENTS events in
 * a row whose gaps are each within ±CADENCE_TOLERANCE of their mean, between CADENCE_MIN_GAP_MS and
 * CADENCE_MAX_GAP_MS of the virtual clock. People do not pause and resume that regularly.
 *
 * What is not a timer, and so never judged:
 * - a frozen clock (tests): every gap is 0, below the minimum;
 * - a queue draining: the extension paces its POSTs 1 s apart, so queued events go out at a fixed
 *   ~1 s cadence. Only an event sent while the client was idle counts: at least CADENCE_IDLE_MS after
 *   the previous event of the item was answered (a paced drain sends the next one within 1 s of the
 *   answer; a timer waits its period). An event whose predecessor got no answer is not judged either;
 * - a retry: the same action with the same body as the item's previous event is that event again.
 */
export const CADENCE_EVENTS = 4;
export const CADENCE_TOLERANCE = 0.05;
export const CADENCE_MIN_GAP_MS = 2_000;
export const CADENCE_MAX_GAP_MS = 5 * 60_000;
export const CADENCE_IDLE_MS = 1_000;

interface ScrobbleEvent {
  signature: string;
  at: number;
  /** When its answer went out; undefined while it runs or when none came. */
  answeredAt?: number;
}

export class CadenceWatch {
  private readonly byItem = new Map<string, ScrobbleEvent[]>();

  /** An authenticated scrobble event, before its handler runs. */
  observe(ctx: Ctx): void {
    const action = /^\/scrobble\/(start|pause|stop)$/.exec(ctx.path)?.[1];
    const user = ctx.auth?.user;
    if (!action || !user || !isRecord(ctx.body)) return;
    const { movie, show, anime, episode } = ctx.body;
    const key = JSON.stringify([user.id, movie, show, anime, episode]);
    const events = this.byItem.get(key) ?? [];
    const signature = `${action} ${ctx.rawBody}`;
    if (events.at(-1)?.signature === signature) return;
    const event: ScrobbleEvent = { signature, at: ctx.sim.clock.now() };
    ctx.res.once('finish', () => {
      event.answeredAt = ctx.sim.clock.now();
    });
    events.push(event);
    const recent = events.slice(-CADENCE_EVENTS);
    this.byItem.set(key, recent);
    const gaps = timerGaps(recent);
    if (!gaps) return;
    const seconds = gaps.map((g) => (g / 1000).toFixed(1)).join(' s, ');
    violate(ctx, 'scrobble-fixed-cadence', `${CADENCE_EVENTS} scrobble events for one item ${seconds} s apart: a timer, not user actions (spec 4.4)`);
    // One record per run of regular events: the next needs a fresh run.
    this.byItem.set(key, [event]);
  }
}

/** The gaps of a full run of idle-started, evenly spaced events; undefined when it is not one. */
function timerGaps(events: ScrobbleEvent[]): number[] | undefined {
  if (events.length < CADENCE_EVENTS) return undefined;
  const gaps: number[] = [];
  for (let i = 1; i < events.length; i++) {
    const prev = events[i - 1] as ScrobbleEvent;
    const next = events[i] as ScrobbleEvent;
    if (prev.answeredAt === undefined || next.at - prev.answeredAt < CADENCE_IDLE_MS) return undefined;
    gaps.push(next.at - prev.at);
  }
  return evenlySpaced(gaps, CADENCE_MIN_GAP_MS, CADENCE_MAX_GAP_MS) ? gaps : undefined;
}

/** Gaps a timer makes: each between min and max, and each within ±CADENCE_TOLERANCE of their mean. */
export function evenlySpaced(gaps: number[], minMs: number, maxMs: number): boolean {
  if (gaps.some((g) => g < minMs || g > maxMs)) return false;
  const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  return gaps.every((g) => Math.abs(g - mean) <= CADENCE_TOLERANCE * mean);
}

import { type Ctx, violate } from '../http.ts';
import { CADENCE_TOLERANCE, evenlySpaced } from './cadence.ts';

/**
 * Spec 4.3: "reread only when it moved; do not poll". `/sync/activities` is how a client learns
 * what moved, so reading it is fine when something asks (a popup opening, a page load, coming back
 * online); reading it on a timer is polling. A timer shows as ACTIVITIES_READS reads with one
 * token in a row whose gaps are each within ±CADENCE_TOLERANCE of their mean and between
 * ACTIVITIES_MIN_GAP_MS and ACTIVITIES_MAX_GAP_MS of the virtual clock: people do not open a popup
 * that regularly. A frozen clock (gaps 0) is never judged; one record per run of regular reads.
 * A refresh timer runs every half minute or slower; pages opened one after another a few seconds
 * apart (a person, or a test's loop over cases) are regular without being a timer.
 */
export const ACTIVITIES_READS = 4;
export const ACTIVITIES_MIN_GAP_MS = 30_000;
export const ACTIVITIES_MAX_GAP_MS = 6 * 3_600_000;

export class ActivitiesPollWatch {
  private readonly byToken = new Map<string, number[]>();

  /** An authenticated request, before its handler runs. */
  observe(ctx: Ctx): void {
    if (ctx.method !== 'GET' || ctx.path !== '/sync/activities' || !ctx.auth) return;
    const times = [...(this.byToken.get(ctx.auth.token) ?? []), ctx.sim.clock.now()].slice(-ACTIVITIES_READS);
    this.byToken.set(ctx.auth.token, times);
    if (times.length < ACTIVITIES_READS) return;
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? at));
    if (!evenlySpaced(gaps, ACTIVITIES_MIN_GAP_MS, ACTIVITIES_MAX_GAP_MS)) return;
    const seconds = gaps.map((g) => (g / 1000).toFixed(1)).join(' s, ');
    violate(
      ctx,
      'polling',
      `/sync/activities read ${ACTIVITIES_READS} times ${seconds} s apart (within ±${CADENCE_TOLERANCE * 100} %): a timer, not a need to know (spec 4.3: do not poll)`,
    );
    this.byToken.set(ctx.auth.token, [times.at(-1) ?? 0]);
  }
}

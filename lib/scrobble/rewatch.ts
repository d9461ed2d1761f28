/**
 * What the service's answers have shown of the user's plan: `free` after a PRO/VIP-only answer
 * (403 forbidden on a rewatch, the premium_only lists body), `paid` after a lists read that
 * answered items. The contract has no read of the plan itself.
 */
export type KnownPlan = 'free' | 'paid';

/** spec 3.1 / 8: a rewatch must come at least two days after the previous watch. */
export const REWATCH_GAP_MS = 2 * 24 * 3600 * 1000;

export interface RewatchContext {
  action: 'start' | 'pause' | 'stop' | 'checkin';
  /** Unknown until an answer showed it: then the service decides, and a refusal teaches `free`. */
  plan: KnownPlan | undefined;
  /** The user wants repeat viewings counted (their Watchmark setting). */
  wanted: boolean;
  /** When we last saw this item recorded as watched, if ever. */
  lastWatchedAt: number | undefined;
  /** When this viewing finished. */
  at: number;
  /** The user said "I'm watching this again" for this viewing (the popup): gap, setting and held history give way. */
  deliberate?: boolean;
}

/**
 * `allow_rewatch=yes` only on stop and checkin (on start it can log a rewatch of another title),
 * never for a plan known to be Free, only for an item already watched, and only two days or more after that watch;
 * a viewing the user marked as a rewatch asks for it whatever the gap (the service decides).
 * Without it the service treats a second finish as a duplicate and records nothing: never wrong.
 */
export function allowRewatch(context: RewatchContext): boolean {
  if (context.action !== 'stop' && context.action !== 'checkin') return false;
  if (context.plan === 'free') return false;
  if (context.deliberate) return true;
  if (!context.wanted) return false;
  if (context.lastWatchedAt === undefined) return false;
  return context.at - context.lastWatchedAt >= REWATCH_GAP_MS;
}

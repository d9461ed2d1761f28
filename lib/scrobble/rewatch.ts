import type { Plan } from '../service/users';

/** spec 3.1 / 8: a rewatch must come at least two days after the previous watch. */
export const REWATCH_GAP_MS = 2 * 24 * 3600 * 1000;

export interface RewatchContext {
  action: 'start' | 'pause' | 'stop' | 'checkin';
  plan: Plan;
  /** The user wants repeat viewings counted (their setting on the service). */
  wanted: boolean;
  /** When we last saw this item recorded as watched, if ever. */
  lastWatchedAt: number | undefined;
  /** When this viewing finished. */
  at: number;
}

/**
 * `allow_rewatch=yes` only on stop and checkin (on start it can log a rewatch of another title),
 * only for PRO/VIP, only for an item already watched, and only two days or more after that watch.
 * Without it the service treats a second finish as a duplicate and records nothing: never wrong.
 */
export function allowRewatch(context: RewatchContext): boolean {
  if (context.action !== 'stop' && context.action !== 'checkin') return false;
  if (context.plan === 'free' || !context.wanted) return false;
  if (context.lastWatchedAt === undefined) return false;
  return context.at - context.lastWatchedAt >= REWATCH_GAP_MS;
}

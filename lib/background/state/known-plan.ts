import type { KnownPlan } from '../../scrobble/rewatch';
import type { StateStore } from './state';

/** A plan can change (an upgrade): what an answer showed is trusted for a week, then learned again. */
const PLAN_KEPT_MS = 7 * 24 * 3600 * 1000;

/** The plan as the service's answers showed it; the contract has no read of it. */
export function knownPlan(state: StateStore, now: () => number = Date.now) {
  return {
    async get(): Promise<KnownPlan | undefined> {
      const known = await state.get('plan');
      return known && now() - known.learnedAt < PLAN_KEPT_MS ? known.value : undefined;
    },
    async learn(value: KnownPlan): Promise<void> {
      await state.set('plan', { value, learnedAt: now() });
    },
  };
}
export type KnownPlanStore = ReturnType<typeof knownPlan>;

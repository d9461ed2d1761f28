import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { knownPlan } from './known-plan';
import { stateStore } from './state';

const DAY = 24 * 3600 * 1000;

describe("knownPlan: the plan as the service's answers showed it", () => {
  it('is unknown until learned, then trusted for a week (a plan can be upgraded)', async () => {
    let now = Date.parse('2026-11-27T00:00:00Z');
    const plan = knownPlan(stateStore(openDatabase), () => now);
    expect(await plan.get()).toBeUndefined();
    await plan.learn('free');
    expect(await plan.get()).toBe('free');
    now += 7 * DAY - 1;
    expect(await plan.get()).toBe('free');
    now += 1;
    expect(await plan.get()).toBeUndefined();
    await plan.learn('paid');
    expect(await plan.get()).toBe('paid');
  });
});

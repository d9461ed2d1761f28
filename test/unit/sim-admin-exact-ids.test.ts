import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimAdmin } from '../e2e/support/sim-admin';
import type { Simulator } from '../service/index.ts';
import { call, startTestSim, tokenFor } from '../service/test-helpers.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());

describe('the admin view the demo prints keeps 64-bit ids exact (issue 12 item 11)', () => {
  it('a history row id past 2^53 reads back digit for digit', async () => {
    const token = await tokenFor(sim, 'demo');
    await call(sim, '/sync/history', { token, body: { movies: [{ ids: { svc: 10004 } }] } });
    const exact = sim.state.library.history.at(-1)!.id.toString();
    expect(BigInt(exact)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    const view = await new SimAdmin(sim.urls.api).user('demo');
    expect(String(view.history.at(-1)!.id)).toBe(exact);
  });
});

import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { checkNothingCrossed, commandArbitraries, REGRESSIONS } from './support/commands';
import { historyKeys } from './support/effects';
import { AccountsModel } from './support/model';
import { USER, World } from './support/world';

// Issue 29, "Accounts stay apart": a model-based test. fast-check interleaves sign-in (A or B, the
// device flow), sign-out, the service ending the sign-in, expiring tokens, playback reports from two
// tabs, import slices, answers to "updates recorded under the previous sign-in", worker restarts,
// drains, time passing and service outages (writes refused, held through sign-outs and sign-ins),
// against the real background and the real simulator. After every
// command nothing on either account may be what the model does not place there; after the last, a
// drain, and every finished viewing and whole import of the sign-in still current must be there.
// A failure prints fast-check's seed and the shrunk list of commands; MODEL_SEED replays a seed.

const SEED = Number(process.env.MODEL_SEED ?? 2911);
const RUNS = Number(process.env.MODEL_RUNS ?? 60);

let sim: Simulator;
let world: World;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // Rates off: the worker's pacers are shortened (world.ts), pacing is not what is tested here.
  sim = await startSimulator({ apiPort: 0, webPort: 0, cdnPort: 0, imagePort: 0, frozenClock: true, rates: false });
  world = new World(sim);
});

afterAll(async () => {
  world.worker.stop();
  vi.useRealTimers();
  await sim.close();
});

it('every write reaches the account it was made under, or nobody', { timeout: 180_000 }, async () => {
  const property = fc.asyncProperty(fc.commands(commandArbitraries, { maxCommands: 30, size: 'medium' }), async (commands) => {
    await world.reset();
    // Every run begins signed in as A: a run that starts signed out has little to write.
    const model = new AccountsModel();
    await world.signIn('A');
    model.signedIn('A');
    await fc.asyncModelRun(async () => ({ model, real: world }), commands);
    // The service is back for the last drain: what was held through an outage goes out now.
    await world.outage(false);
    await world.drained();
    checkNothingCrossed(model, world, 'the last drain');
    const account = model.signIn?.account;
    if (account) expect(model.lost(historyKeys(sim.state, USER[account])), `lost under ${account}'s sign-in`).toEqual([]);
  });
  await fc.assert(property, { seed: SEED, numRuns: RUNS, examples: REGRESSIONS.map((commands) => [commands]) });
});

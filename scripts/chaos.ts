/**
 * `npm run chaos -- [--seed N] [--viewings N]`: the seeded, bounded chaos run of the outbox in real
 * Chromium against the simulator. Ends with one summary line; exits non-zero on any loss,
 * duplicate, unexpected watch, refused write or contract violation.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runChaos, summaryLine } from '../test/chaos/run';
import { buildExtension } from '../test/e2e/support/build';
import { REPO_ROOT } from '../test/e2e/support/paths';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    viewings: { type: 'string', default: '100' },
    quiet: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const viewings = Number(values.viewings);
if (!Number.isInteger(seed) || !Number.isInteger(viewings) || viewings < 1 || viewings > 1000) {
  console.error('chaos: --seed must be an integer and --viewings an integer from 1 to 1000');
  process.exit(2);
}

// WATCHMARK_E2E_PORT_BASE moves the simulator's four ports, so runs in parallel worktrees do not collide.
const base = Number(process.env.WATCHMARK_E2E_PORT_BASE ?? 48787);
const ports = { api: base, web: base + 1, cdn: base + 2, image: base + 3 };
const outDir = path.join(REPO_ROOT, `.output/chaos-${base}`);
buildExtension({ outDir, ports });
const started = Date.now();
const result = await runChaos({
  seed,
  viewings,
  ports,
  extensionDir: path.join(outDir, 'chrome-mv3'),
  log: values.quiet ? undefined : (line) => console.log(line),
});
for (const [name, keys] of Object.entries(result.details)) if (keys.length > 0) console.log(`${name}: ${keys.join(', ')}`);
if (result.unexpected > 0) console.log(`unexpected watches (not finished, yet in history): ${result.unexpected}`);
if (result.failedWrites > 0) console.log(`writes refused by the service and left for the user: ${result.failedWrites}`);
console.log(`service answers: ${JSON.stringify(result.answers)}`);
console.log(`chaos: seed=${seed} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(summaryLine(result));
const clean = result.lost + result.duplicated + result.unexpected + result.violations + result.failedWrites === 0;
process.exit(clean ? 0 : 1);

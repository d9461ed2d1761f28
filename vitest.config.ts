import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { writeSiteRegistry } from './modules/sites/write.ts';

// The site lists are generated from the site folders (modules/sites/): fresh for every run, so a
// folder added or removed since the last `wxt prepare` is already in (or out of) the tests.
await writeSiteRegistry(import.meta.dirname);

export default defineConfig({
  test: {
    reporters: ['default', 'junit'],
    outputFile: { junit: 'reports/junit.xml' },
    projects: [
      {
        // WXT's fake browser (an in-memory browser/chrome global) for the background's glue.
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          setupFiles: ['test/unit/fake-i18n.ts'],
          include: [
            'lib/**/*.test.ts',
            'content-scripts/**/*.test.ts',
            'docs/**/*.test.ts',
            'test/unit/**/*.test.ts',
            'test/fuzz/**/*.test.ts',
            'test/model/**/*.test.ts',
            'test/service/**/*.test.ts',
            'test/sites/**/*.test.ts',
          ],
          environment: 'node',
          // A hang guard, not a speed check: these machines are shared and a busy one runs a
          // CPU-heavy test several times slower than an idle one.
          testTimeout: 30_000,
        },
      },
      {
        // `npm run fuzz`: the property-based suite alone, 20 times longer than in `npm test`
        // (FUZZ_RUNS overrides; FUZZ_SEED replays a run).
        test: {
          name: 'fuzz',
          include: ['test/fuzz/**/*.test.ts'],
          environment: 'node',
          env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200000' },
          testTimeout: 0,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // No retries anywhere: a test that passes on its second try hides a race a user can hit.
          retry: 0,
        },
      },
    ],
  },
});

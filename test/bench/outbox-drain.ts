import { build } from 'esbuild';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, REPO_ROOT } from '../e2e/support/paths';
import type { DrainRun } from './outbox-drain.page';

const ORIGIN = 'https://outbox-bench.invalid';

/** The page script: lib/outbox on the real IndexedDB, the extension API stubbed (only i18n is touched). */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, 'test/bench/outbox-drain.page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    plugins: [
      {
        name: 'no-extension-api',
        setup(plugin) {
          plugin.onResolve({ filter: /^wxt\/browser$/ }, () => ({ path: 'stub', namespace: 'stub' }));
          plugin.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            contents: 'export const browser = { i18n: { getMessage: (key) => key } };',
            loader: 'js',
          }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

/**
 * Drains `sizes` queued entries, one job each, in headless Chromium's real IndexedDB with a sender
 * that answers at once: the executor's own time and reads, without the 1 POST/s pacing (there is
 * no seam to shorten the client's pacer, so the sender is fake; the store and IndexedDB are real).
 */
export async function benchOutboxDrain(sizes: readonly number[] = [100, 1_000, 5_000]): Promise<DrainRun[]> {
  const script = await bundle();
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>outbox drain</title>' }));
    await page.goto(`${ORIGIN}/`);
    await page.addScriptTag({ content: script });
    const runs: DrainRun[] = [];
    for (const size of sizes) {
      runs.push(await page.evaluate((count) => (globalThis as unknown as { drainBench: (n: number) => Promise<DrainRun> }).drainBench(count), size));
    }
    return runs;
  } finally {
    await browser.close();
  }
}

export function printOutboxDrain(runs: readonly DrainRun[]): void {
  console.log('\noutbox drain (real IndexedDB in Chromium, a sender that answers at once; one job per entry)');
  console.log('  entries    ms   ms/entry   entries read   reads/entry   read requests');
  for (const run of runs) {
    console.log(
      `  ${String(run.entries).padStart(7)} ${String(run.ms).padStart(5)} ${(run.ms / run.entries).toFixed(3).padStart(10)} ${String(run.entriesRead).padStart(14)} ${(run.entriesRead / run.entries).toFixed(2).padStart(13)} ${String(run.readRequests).padStart(15)}`,
    );
  }
}

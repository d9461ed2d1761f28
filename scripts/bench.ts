/**
 * `npm run bench`: what the extension costs a user. Main-thread time per minute of playback on
 * the Netflix fixture, and per minute on its browse page, in the same run and interleaved: with
 * Watchmark, with no extension, and with a polling reference (test/bench/polling-reference: what
 * polling scrobblers do, every 500 ms); page-wide and attributed to the extension's content
 * scripts by their URL (tracing); each site's content-script bundle size; resolve requests per
 * viewing; a 5,000-entry history import (requests, time, the 1 POST/s rule). Prints a table with
 * the ratios and writes bench-results.json (gitignored) at the repo root.
 * The busy page (test/bench/busy-page.ts): generic detection switched on for a site whose ticker
 * changes the DOM 1,000 times a second beside the playing film, the same three conditions.
 * `BENCH_ONLY=history-import` runs the import line alone; `BENCH_ONLY=pages` only the per-minute
 * page samples, and `BENCH_PAGES=busy,playback` (any of playback, browse, busy) picks which.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startSimulator } from '../test/service';
import { contentScriptSizes } from '../test/bench/bundle';
import { sampleBrowsePage, sampleBusyPage, sampleMainThread } from '../test/bench/main-thread';
import { emptyConditions, median, printPage, summaryOf, type PageConditions } from '../test/bench/page-conditions';
import { enableGenericDetection, routeBusyPage } from '../test/bench/busy-page';
import { measureHistoryImport } from '../test/bench/history-import';
import { printHistoryImport, printMainThread } from '../test/bench/print';
import { measurePopupOpen } from '../test/bench/popup-open';
import { ensureClip } from '../test/sites/media';
import { STRANGER_THINGS } from '../content-scripts/sites/netflix/fixture/catalog';
import { buildExtension } from '../test/e2e/support/build';
import { launchWithExtension } from '../test/e2e/support/chromium';
import { serveNetflix, signInThroughConsent } from '../test/e2e/support/flows';
import { chromiumPath, REPO_ROOT } from '../test/e2e/support/paths';
import { SimAdmin } from '../test/e2e/support/sim-admin';
import { runScaleBench, SCALE_PARTS, type ScalePart } from '../test/bench/scale';

// BENCH_PORT_BASE moves the simulator, so a bench can run beside someone else's e2e run.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 58787);
const PORTS = { api: PORT_BASE, web: PORT_BASE + 1, cdn: PORT_BASE + 2, image: PORT_BASE + 3 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const [first, second] = STRANGER_THINGS.seasons[0]!.episodes;

const outDir = path.join(REPO_ROOT, '.output/bench');
buildExtension({ outDir, ports: PORTS });
const extensionDir = path.join(outDir, 'chrome-mv3');
// `--only outbox,library,latency` runs just those parts of the scale bench (test/bench/scale.ts).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : null;
const scaleParts = new Set(SCALE_PARTS.filter((part) => !only || only.has(part))) as Set<ScalePart>;
if (only) {
  await runScaleBench(scaleParts, { extensionDir, ports: PORTS });
  process.exit(0);
}
const clip = await ensureClip();
const sim = await startSimulator({ apiPort: PORTS.api, webPort: PORTS.web, cdnPort: PORTS.cdn, imagePort: PORTS.image });
const admin = new SimAdmin(sim.urls.api);

const withExtension = await launchWithExtension(extensionDir);
await serveNetflix(withExtension.context, clip);
await routeBusyPage(withExtension.context, clip);
await signInThroughConsent(withExtension);

if (process.env.BENCH_ONLY === 'history-import') {
  const line = await measureHistoryImport(withExtension, admin, sim.state.catalog);
  printHistoryImport(line);
  console.log(JSON.stringify(line.requestsByPath));
  await withExtension.close();
  await sim.close();
  process.exit(0);
}
const profile = await mkdtemp(path.join(os.tmpdir(), 'watchmark-bench-'));
const without = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath(),
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
await serveNetflix(without, clip);
const polling = await launchWithExtension(path.join(REPO_ROOT, 'test/bench/polling-reference'));
await serveNetflix(polling.context, clip);
await routeBusyPage(without, clip);
await routeBusyPage(polling.context, clip);
// The user's opt-in for the busy page's site; the other two conditions have nothing to switch on.
await enableGenericDetection(withExtension);
const pagesOnly = process.env.BENCH_ONLY === 'pages';
const pages = new Set((process.env.BENCH_PAGES ?? 'playback,browse,busy').split(','));

// Alternate the conditions so drift in machine load hits all alike.
const samples = {
  extension: [] as number[],
  baseline: [] as number[],
  polling: [] as number[],
  extensionTasks: [] as number[],
  baselineTasks: [] as number[],
  pollingTasks: [] as number[],
};
/** Every sample of each condition, attributed times included. */
const playback = emptyConditions();
const browse = emptyConditions();
const busy = emptyConditions();
const resolveCounts: number[] = [];
const resolveBreakdown: Array<{ viewing: string; redirect: number; search: number }> = [];
/** Resolve requests: the redirect helper (free, spec 8) and search (counts against limits). */
const lookups = async () => ({ redirect: (await admin.requests('/redirect')).length, search: (await admin.requests('/search/')).length });
for (let round = 0; round < ROUNDS; round += 1) {
  if (pages.has('playback')) {
    const before = await lookups();
    const episode = (round % 2 === 0 ? first : second)!;
    const a = await sampleMainThread(withExtension.context, episode.id, SECONDS);
    const after = await lookups();
    const spent = { redirect: after.redirect - before.redirect, search: after.search - before.search };
    resolveBreakdown.push({ viewing: `${STRANGER_THINGS.title} S1E${episode.seq}`, ...spent });
    resolveCounts.push(spent.redirect + spent.search);
    const b = await sampleMainThread(without, first!.id, SECONDS);
    const c = await sampleMainThread(polling.context, first!.id, SECONDS);
    samples.polling.push(c.scriptMsPerMinute);
    samples.pollingTasks.push(c.taskMsPerMinute);
    samples.extension.push(a.scriptMsPerMinute);
    samples.extensionTasks.push(a.taskMsPerMinute);
    samples.baseline.push(b.scriptMsPerMinute);
    samples.baselineTasks.push(b.taskMsPerMinute);
    playback.extension.push(a);
    playback.baseline.push(b);
    playback.polling.push(c);
  }
  if (pages.has('browse')) {
    browse.extension.push(await sampleBrowsePage(withExtension.context, SECONDS));
    browse.baseline.push(await sampleBrowsePage(without, SECONDS));
    browse.polling.push(await sampleBrowsePage(polling.context, SECONDS));
  }
  if (pages.has('busy')) {
    busy.extension.push(await sampleBusyPage(withExtension.context, SECONDS));
    busy.baseline.push(await sampleBusyPage(without, SECONDS));
    busy.polling.push(await sampleBusyPage(polling.context, SECONDS));
  }
}
// Proof the detector was on: each Watchmark round on the busy page started a session for its film.
const busyStarts = (await admin.requests('/scrobble/start')).filter((request) => JSON.stringify(request.body).includes('The Matrix')).length;
const popupOpen = pagesOnly ? null : await measurePopupOpen(withExtension);
const historyImport = pagesOnly ? null : await measureHistoryImport(withExtension, admin, sim.state.catalog);
await withExtension.close();
await without.close();
await polling.close();
await rm(profile, { recursive: true, force: true });
await sim.close();

const playbackSummary = summaryOf(playback);
const ratio = (ours: number, theirs: number) => (theirs > 0 ? Math.round((ours / theirs) * 100) / 100 : null);
const sizes = await contentScriptSizes(extensionDir);
const pageResult = (fixture: string, group: PageConditions) =>
  group.extension.length > 0 ? { fixture, secondsPerSample: SECONDS, rounds: ROUNDS, conditions: summaryOf(group) } : null;
const results = {
  date: new Date().toISOString(),
  mainThread:
    playback.extension.length === 0
      ? null
      : {
          fixture: 'netflix watch page, 1x playback',
          secondsPerSample: SECONDS,
          rounds: ROUNDS,
          scriptMsPerMinute: {
            withExtension: median(samples.extension),
            withoutExtension: median(samples.baseline),
            pollingReference: median(samples.polling),
            samples,
          },
          taskMsPerMinute: {
            withExtension: median(samples.extensionTasks),
            withoutExtension: median(samples.baselineTasks),
            pollingReference: median(samples.pollingTasks),
          },
          conditions: playbackSummary,
          ratios: {
            attributedOursToPolling: ratio(
              playbackSummary.withExtension.attributedMsPerMinute.median,
              playbackSummary.pollingReference.attributedMsPerMinute.median,
            ),
            addedScriptOursToPolling: ratio(median(samples.extension) - median(samples.baseline), median(samples.polling) - median(samples.baseline)),
            scriptOursToNone: ratio(median(samples.extension), median(samples.baseline)),
            pageScriptOursToNone: playbackSummary.pageWideOursToNone,
          },
        },
  browsePage: pageResult('netflix /browse, muted billboard trailer looping', browse),
  busyPage:
    busy.extension.length > 0
      ? {
          ...pageResult(
            'generic detection switched on, a ticker beside the playing <video> changing the DOM ~1,000 times a second (test/bench/busy-page.ts)',
            busy,
          ),
          scrobbleStartsWithExtension: busyStarts,
        }
      : null,
  bundles: sizes,
  popupOpenMs: popupOpen && {
    warm: median(popupOpen.warmMs),
    coldWorker: median(popupOpen.coldMs),
    liveWarm: median(popupOpen.warmLiveMs),
    liveColdWorker: median(popupOpen.coldLiveMs),
    samples: popupOpen,
    note: "navigation start to the first status on screen (cached), and to the background's answer (live)",
  },
  historyImport,
  resolveRequestsPerViewing: {
    samples: resolveCounts,
    breakdown: resolveBreakdown,
    note: 'the first episode of a show costs one lookup; later episodes hit the per-show cache',
  },
};
await writeFile(path.join(REPO_ROOT, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);

if (results.mainThread) printMainThread(results.mainThread, ROUNDS, SECONDS);
for (const [title, group] of [
  ['Netflix playback', playback],
  ['Netflix browse page', browse],
  ['busy page, generic detection on', busy],
] as const) {
  if (group.extension.length > 0) printPage(title, group, ROUNDS);
}
if (busy.extension.length > 0) console.log(`  Watchmark's scrobble starts for the busy page's film: ${busyStarts} in ${busy.extension.length} rounds`);
console.log('\ncontent script bundles');
for (const size of sizes) console.log(`  ${size.file.padEnd(32)} ${String(size.bytes).padStart(8)} B  ${String(size.gzipBytes).padStart(7)} B gzip`);
console.log(`\nresolve requests per viewing: ${resolveCounts.join(', ')}`);
for (const row of resolveBreakdown) console.log(`  ${row.viewing.padEnd(32)} redirect ${row.redirect}  search ${row.search}`);
const open = results.popupOpenMs;
if (open)
  console.log(
    `popup open to first status (median): ${open.warm} ms (worker stopped first: ${open.coldWorker} ms); to the live status: ${open.liveWarm} ms (${open.liveColdWorker} ms)`,
  );
if (!pagesOnly) await runScaleBench(scaleParts, { extensionDir, ports: PORTS });
if (historyImport) printHistoryImport(historyImport);
console.log('\nwritten: bench-results.json');

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSimulator } from '../service';
import { ensureClip } from '../sites/media';
import { registerFixtureTitles } from '../../content-scripts/sites/netflix/fixture/catalog';
import { routeNetflix } from '../../content-scripts/sites/netflix/fixture/serve';
import { launchWithExtension, type ExtensionBrowser } from '../e2e/support/chromium';
import { openPopup, signInThroughConsent } from '../e2e/support/flows';
import { SimAdmin, type UserView } from '../e2e/support/sim-admin';
import { drained, FIRST_ACCOUNT, SECOND_ACCOUNT, switchAccountAfterForcedSignOut } from './accounts';
import { hangingWrite, randomFault, refreshThrottledThenFailing } from './faults';
import { Rng } from './rng';
import { fixtureTitlesFrom, type Watchable } from './titles';
import { compareAccounts } from './verify';
import { view, viewInTwoTabs, type Behaviour } from './viewer';

export interface ChaosOptions {
  seed: number;
  viewings: number;
  extensionDir: string;
  ports: { api: number; web: number; cdn: number; image: number };
  log?: (line: string) => void;
}

export interface ChaosResult {
  viewings: number;
  watched: number;
  lost: number;
  duplicated: number;
  unexpected: number;
  faults: number;
  kills: number;
  restarts: number;
  /** Forced sign-outs followed by another account's sign-in. */
  switches: number;
  /** Viewings played in two tabs at once. */
  twins: number;
  violations: number;
  failedWrites: number;
  /** How the service answered the extension's writes, e.g. {"POST /scrobble/start 201": 80}. */
  answers: Record<string, number>;
  details: { lost: string[]; duplicated: string[]; unexpected: string[]; violations: string[] };
}

/** The clip is short so a run is quick; still above the two-minute floor under which videos are clips. */
const CLIP_SECONDS = 150;

export function summaryLine(result: ChaosResult): string {
  return `chaos: viewings=${result.viewings} watched=${result.watched} lost=${result.lost} duplicated=${result.duplicated} faults=${result.faults} kills=${result.kills} restarts=${result.restarts} switches=${result.switches} twins=${result.twins} violations=${result.violations}`;
}

/**
 * A seeded, bounded chaos run: many viewings on the Netflix fixture while the service fails in
 * every way the contract allows, the worker is killed at random moments and the browser restarts
 * once; one title plays in two tabs at once; mid-run the service ends the sign-in and another
 * account signs in. Then each account's history must be exactly the viewings that reached the
 * threshold under it: nothing lost, doubled, or written to the other account.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const log = options.log ?? (() => undefined);
  const rng = new Rng(options.seed);
  const clip = await ensureClip({ seconds: CLIP_SECONDS });
  const sim = await startSimulator({ apiPort: options.ports.api, webPort: options.ports.web, cdnPort: options.ports.cdn, imagePort: options.ports.image });
  const admin = new SimAdmin(sim.urls.api);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'watchmark-chaos-'));
  const titles = fixtureTitlesFrom(sim.state.catalog.items, Date.now());
  registerFixtureTitles(titles);
  let pool = rng.shuffle(titles.watchables);
  const used = new Set<string>();
  const expected = new Map<string, Set<string>>([
    [FIRST_ACCOUNT, new Set()],
    [SECOND_ACCOUNT, new Set()],
  ]);
  let account = FIRST_ACCOUNT;
  let switches = 0;
  let twins = 0;
  let faults = 0;
  let kills = 0;
  let restarts = 0;
  const restartAt = Math.floor(options.viewings / 2);
  const twinAt = Math.floor(options.viewings / 4);
  const switchAt = Math.floor((options.viewings * 3) / 4);
  // Once per run, after the first few viewings: a refresh that is throttled, then fails.
  const refreshFaultAt = Math.min(3, options.viewings - 1);

  let browser: ExtensionBrowser = await launchWithExtension(options.extensionDir, { userDataDir: profile });
  const prepare = async () => {
    await routeNetflix(browser.context, { clipPath: clip, clipSeconds: CLIP_SECONDS });
    return openPopup(browser);
  };
  let popup = await prepare();
  await popup.close();
  popup = await signInThroughConsent(browser, FIRST_ACCOUNT);

  const killWorker = async () => {
    await browser.killWorker(popup);
    kills += 1;
  };
  // Every run, however short, has at least one kill and one fault (the first moment of the first viewing).
  let first = true;
  const between = async () => {
    const forced = first;
    first = false;
    if (forced || rng.chance(0.15)) await killWorker();
    if (forced || rng.chance(0.12)) {
      const { fault, label } = forced ? hangingWrite(rng) : randomFault(rng);
      await admin.faults(fault);
      faults += fault.times ?? 1;
      log(`  fault: ${label} on ${fault.method ?? ''} ${fault.path}`);
    }
  };

  try {
    for (let index = 0; index < options.viewings; index += 1) {
      pool = pool.filter((candidate) => !used.has(candidate.key));
      const item = pool[0];
      if (!item) throw new Error(`chaos: ran out of distinct titles after ${index} viewings`);
      const next = item.nextWatchId ? titles.watchables.find((w) => w.watchId === item.nextWatchId && !used.has(w.key)) : undefined;
      let behaviour: Behaviour = rng.pick(['watch', 'watch', 'watch', 'watch', 'abandon', 'abandon', 'scrub', 'binge', 'binge']);
      if (behaviour === 'binge' && !next) behaviour = 'watch';
      log(`viewing ${index + 1}/${options.viewings}: ${behaviour} ${item.label}`);
      if (index === refreshFaultAt) {
        const { faults: refreshFaults, label } = refreshThrottledThenFailing();
        await admin.faults(refreshFaults);
        await admin.expireAccess();
        faults += refreshFaults.length;
        log(`  fault: ${label}`);
      }
      if (index === switchAt && index > 0) {
        log(`  the service ends ${account}'s sign-in; ${SECOND_ACCOUNT} signs in`);
        popup = await switchAccountAfterForcedSignOut(browser, admin, sim.urls.api, popup);
        account = SECOND_ACCOUNT;
        switches += 1;
      }
      const twin = index === twinAt;
      if (twin) log('  in two tabs at once');
      const outcome = twin
        ? await viewInTwoTabs(browser.context, rng, item, between)
        : await view(browser.context, rng, item, behaviour, next as Watchable | undefined, between);
      if (twin) twins += 1;
      for (const key of outcome.touched) used.add(key);
      for (const key of outcome.watched) expected.get(account)?.add(key);

      if (index + 1 === restartAt) {
        // Close with writes still queued; the new browser must finish them from IndexedDB.
        log('  browser restart');
        await browser.close();
        browser = await launchWithExtension(options.extensionDir, { userDataDir: profile });
        popup = await prepare();
        restarts += 1;
      }
    }

    log('waiting for the outbox to drain');
    const final = await drained(admin, popup);

    const histories = new Map<string, UserView['history']>();
    for (const user of expected.keys()) histories.set(user, (await admin.user(user)).history);
    const verdict = compareAccounts(expected, histories);
    const watched = [...expected.values()].reduce((sum, keys) => sum + keys.size, 0);
    const violations = await admin.violations();
    const answers: Record<string, number> = {};
    for (const request of await admin.requests()) {
      if (request.method !== 'POST' && !request.path.startsWith('/redirect')) continue;
      const key = `${request.method} ${request.path.replace(/\/\d+$/, '/:id')} ${request.status}`;
      answers[key] = (answers[key] ?? 0) + 1;
    }
    return {
      answers,
      viewings: options.viewings,
      watched,
      lost: verdict.lost.length,
      duplicated: verdict.duplicated.length,
      unexpected: verdict.unexpected.length,
      faults,
      kills,
      restarts,
      switches,
      twins,
      violations: violations.length,
      failedWrites: final.failedWrites.length,
      details: { ...verdict, violations: violations.map((v) => `${v.rule}: ${v.method} ${v.path}: ${v.detail}`) },
    };
  } finally {
    await browser.close().catch(() => undefined);
    await sim.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * The main job, end to end: build the extension against the embedded simulator, start it, launch
 * Chromium with the extension, sign in on the consent page, watch a Netflix fixture episode
 * (play, pause, resume, skip to the credits, end) and print what the extension detected beside
 * what the service recorded. Saves a popup screenshot to demo-output/popup.png.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startSimulator } from '../test/service';
import { ensureClip } from '../test/sites/media';
import { STRANGER_THINGS } from '../content-scripts/sites/netflix/fixture/catalog';
import { buildExtension } from '../test/e2e/support/build';
import { launchWithExtension } from '../test/e2e/support/chromium';
import { openNetflixWatch, openPopup, player, serveNetflix, signInThroughConsent } from '../test/e2e/support/flows';
import { REPO_ROOT } from '../test/e2e/support/paths';
import { SimAdmin, waitFor } from '../test/e2e/support/sim-admin';
import { Timeline } from './timeline';

const PORTS = { api: 28787, web: 28788, cdn: 28789, image: 28790 };
const OUT_DIR = path.join(REPO_ROOT, 'demo-output');
const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;

async function main(): Promise<void> {
  const timeline = new Timeline();
  process.stdout.write('demo: building the extension against the simulator... ');
  const extensionDir = path.join(REPO_ROOT, '.output/demo');
  buildExtension({ outDir: extensionDir, ports: PORTS });
  console.log('done');
  const clip = await ensureClip();

  const sim = await startSimulator({ apiPort: PORTS.api, webPort: PORTS.web, cdnPort: PORTS.cdn, imagePort: PORTS.image });
  const admin = new SimAdmin(sim.urls.api);
  console.log(`demo: simulator up (api ${sim.urls.api}, web ${sim.urls.web})`);
  // Headed when a display exists (DISPLAY set), headless otherwise.
  if (!process.env.DISPLAY && process.env.HEADED === undefined) process.env.HEADED = '0';
  else if (process.env.DISPLAY && process.env.HEADED === undefined) process.env.HEADED = '1';
  const browser = await launchWithExtension(path.join(extensionDir, 'chrome-mv3'));
  try {
    await serveNetflix(browser.context, clip);
    timeline.user('signs in on the service consent page');
    const popup = await signInThroughConsent(browser);
    const stopWatching = watchExtension(popup, timeline);

    const page = await openNetflixWatch(browser.context, EPISODE.id);
    timeline.user(`opens Netflix /watch/${EPISODE.id} and presses play`);
    await player.play(page);
    await page.waitForTimeout(3000);
    timeline.user('pauses');
    await player.pause(page);
    await waitFor('the pause to reach the service', async () => (await admin.requests('/scrobble/pause')).length > 0);
    await page.waitForTimeout(1500);
    timeline.user('resumes');
    await player.play(page);
    await waitFor('the resume', async () => (await admin.requests('/scrobble/start')).length > 1);
    timeline.user('skips to the credits (85%) and watches to the end');
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await player.waitEnded(page, 60_000);
    await waitFor('the stop', async () => (await admin.requests('/scrobble/stop')).length > 0);
    await page.waitForTimeout(800);
    stopWatching();

    for (const request of await admin.requests('/scrobble/')) timeline.service(request);
    const view = await admin.user('demo');
    const violations = await admin.violations();

    await mkdir(OUT_DIR, { recursive: true });
    const shot = await openPopup(browser);
    await shot.getByTestId('last-result').waitFor();
    const screenshot = path.join(OUT_DIR, 'popup.png');
    await shot.locator('main').screenshot({ path: screenshot });

    console.log(`\n${timeline.render()}\n`);
    console.log(`service history for "demo": ${view.history.length} item(s)`);
    for (const row of view.history) console.log(`  - ${JSON.stringify(row)}`);
    console.log(`contract violations: ${violations.length}`);
    for (const violation of violations) console.log(`  - ${violation.rule}: ${violation.method} ${violation.path}: ${violation.detail}`);
    console.log(`popup screenshot: ${path.relative(REPO_ROOT, screenshot)}`);
    if (violations.length > 0 || view.history.length !== 1) process.exitCode = 1;
  } finally {
    await browser.close();
    await sim.close();
  }
}

/** Records each change of what the extension shows (its popup status) as a timeline line. */
function watchExtension(popup: Page, timeline: Timeline): () => void {
  let last = '';
  let running = true;
  const tick = async () => {
    while (running) {
      const status = await popup
        .evaluate(() =>
          (globalThis as unknown as { chrome: { runtime: { sendMessage: (m: unknown) => Promise<unknown> } } }).chrome.runtime.sendMessage({ type: 'status' }),
        )
        .catch(() => null);
      const line = Timeline.describeStatus(status);
      if (line && line !== last) {
        timeline.extension(line);
        last = line;
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
  void tick();
  return () => {
    running = false;
  };
}

main().catch((error: unknown) => {
  console.error(`demo failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});

/**
 * Dev loop: the simulator on its default ports, the extension built against it, and Chromium
 * with the extension and the Netflix fixture open. Source changes rebuild and reload the extension.
 * Needs a display for a visible window (or run under `xvfb-run -a`); without one it runs headless.
 */
import { watch } from 'node:fs';
import path from 'node:path';
import { startSimulator } from '../test/service';
import { ensureClip } from '../test/sites/media';
import { STRANGER_THINGS } from '../content-scripts/sites/netflix/fixture/catalog';
import { buildExtension } from '../test/e2e/support/build';
import { launchWithExtension } from '../test/e2e/support/chromium';
import { openNetflixWatch, openPopup, serveNetflix } from '../test/e2e/support/flows';
import { REPO_ROOT } from '../test/e2e/support/paths';

const PORTS = { api: 8787, web: 8788, cdn: 8789, image: 8790 };
const OUT_DIR = path.join(REPO_ROOT, '.output/dev');
const WATCHED = ['lib', 'content-scripts', 'entrypoints', 'public'];

function rebuild(): boolean {
  try {
    buildExtension({ outDir: OUT_DIR, ports: PORTS });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
}

const sim = await startSimulator({
  apiPort: PORTS.api,
  webPort: PORTS.web,
  cdnPort: PORTS.cdn,
  imagePort: PORTS.image,
  onViolation: (v) => console.log(`[violation] ${v.rule}: ${v.method} ${v.path}: ${v.detail}`),
});
console.log(`simulator: api ${sim.urls.api}  web ${sim.urls.web}  admin ${sim.urls.api}/__admin`);
if (!rebuild()) process.exit(1);
process.env.HEADED ??= process.env.DISPLAY ? '1' : '0';
const browser = await launchWithExtension(path.join(OUT_DIR, 'chrome-mv3'));
await serveNetflix(browser.context, await ensureClip());
await openPopup(browser);
await openNetflixWatch(browser.context, STRANGER_THINGS.seasons[0]!.episodes[0]!.id);
console.log(`extension ${browser.extensionId} loaded; popup: chrome-extension://${browser.extensionId}/popup.html`);
console.log('watching sources; Ctrl-C to stop');

async function rebuildAndReload() {
  console.log('change seen: rebuilding');
  if (!rebuild()) return;
  const worker = await browser.worker();
  await worker.evaluate(() => (globalThis as unknown as { chrome: { runtime: { reload(): void } } }).chrome.runtime.reload()).catch(() => undefined);
  console.log('extension reloaded');
}

let timer: NodeJS.Timeout | undefined;
for (const folder of WATCHED) {
  watch(path.join(REPO_ROOT, folder), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuildAndReload(), 300);
  });
}

const stop = async () => {
  await browser.close().catch(() => undefined);
  await sim.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

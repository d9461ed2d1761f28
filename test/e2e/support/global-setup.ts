import { ensureClip } from '../../sites/media';
import { buildExtension } from './build';
import { firefoxPath } from './firefox';
import { chromiumPath, E2E_OUT_DIR, E2E_PORTS, E2E_V1_OUT_DIR } from './paths';

/**
 * Once per e2e run: a browser must exist (fail, never skip), the extension is built, the clip made.
 * WATCHMARK_E2E_PREBUILT=1: the builds for these ports are made already (scripts/e2e.ts builds the
 * chaos lane's before both lanes start: two builds at once in one checkout would race on .wxt/).
 */
export default async function setup(): Promise<void> {
  chromiumPath();
  firefoxPath();
  if (process.env.WATCHMARK_E2E_PREBUILT !== '1') buildAll();
  await ensureClip();
}

function buildAll(): void {
  buildExtension({ outDir: E2E_OUT_DIR, ports: E2E_PORTS });
  buildExtension({ outDir: E2E_OUT_DIR, ports: E2E_PORTS, browser: 'firefox' });
  buildExtension({ outDir: E2E_V1_OUT_DIR, ports: E2E_PORTS, auth: 'v1' });
}

import { ensureClip } from '../../sites/media';
import { buildExtension } from './build';
import { firefoxPath } from './firefox';
import { chromiumPath, E2E_OUT_DIR, E2E_PORTS, E2E_V1_OUT_DIR } from './paths';

/** Once per e2e run: a browser must exist (fail, never skip), the extension is built, the clip made. */
export default async function setup(): Promise<void> {
  chromiumPath();
  firefoxPath();
  buildExtension({ outDir: E2E_OUT_DIR, ports: E2E_PORTS });
  buildExtension({ outDir: E2E_OUT_DIR, ports: E2E_PORTS, browser: 'firefox' });
  buildExtension({ outDir: E2E_V1_OUT_DIR, ports: E2E_PORTS, auth: 'v1' });
  await ensureClip();
}

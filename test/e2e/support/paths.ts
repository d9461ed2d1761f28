import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Ports of the simulator the e2e build talks to: apart from `npm run service`'s so both can run,
 * and movable (WATCHMARK_E2E_PORT_BASE) so two e2e runs can share a machine.
 */
export const PORT_BASE = Number(process.env.WATCHMARK_E2E_PORT_BASE ?? 18787);
export const portsFrom = (base: number) => ({ api: base, web: base + 1, cdn: base + 2, image: base + 3 }) as const;
/** Where the e2e build for the ports from `base` goes. */
export const e2eOutDir = (base: number): string => path.join(REPO_ROOT, `.output/e2e-${base}`);
export const E2E_PORTS = portsFrom(PORT_BASE);
export const E2E_OUT_DIR = e2eOutDir(PORT_BASE);
export const E2E_CHROME_EXTENSION = path.join(E2E_OUT_DIR, 'chrome-mv3');
export const E2E_FIREFOX_EXTENSION = path.join(E2E_OUT_DIR, 'firefox-mv2');
/** The same extension built for a V1 client registration (PIN sign-in). */
export const E2E_V1_OUT_DIR = `${E2E_OUT_DIR}-v1`;
export const E2E_CHROME_V1_EXTENSION = path.join(E2E_V1_OUT_DIR, 'chrome-mv3');

export function urlsFor(ports: { api: number; web: number; cdn: number; image: number }) {
  return {
    api: `http://127.0.0.1:${ports.api}`,
    web: `http://127.0.0.1:${ports.web}`,
    cdn: `http://127.0.0.1:${ports.cdn}`,
    image: `http://127.0.0.1:${ports.image}`,
  };
}

/** Chromium: $CHROMIUM_PATH, then Debian's, then none (the caller fails loudly: never skip). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) {
    throw new Error('No Chromium found. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.');
  }
  return found;
}

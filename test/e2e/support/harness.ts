import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startSimulator, type Simulator } from '../../service';
import { ensureClip } from '../../sites/media';
import { launchWithExtension, type ExtensionBrowser } from './chromium';
import { serveNetflix } from './flows';
import { E2E_CHROME_EXTENSION, E2E_PORTS } from './paths';
import { SimAdmin } from './sim-admin';

export interface Harness {
  sim: Simulator;
  admin: SimAdmin;
  browser: ExtensionBrowser;
}

/** The simulator on the e2e ports and Chromium with the built extension; the site fixture is the caller's. */
export async function openStage(opts: { browserArgs?: string[]; extension?: string; userDataDir?: string } = {}): Promise<Harness> {
  const sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
  const browser = await launchWithExtension(opts.extension ?? E2E_CHROME_EXTENSION, {
    args: opts.browserArgs ?? [],
    ...(opts.userDataDir ? { userDataDir: opts.userDataDir } : {}),
  });
  return { sim, admin: new SimAdmin(sim.urls.api), browser };
}

export async function closeStage(stage: Partial<Harness>): Promise<void> {
  await stage.browser?.close();
  await stage.sim?.close();
}

/**
 * The usual e2e stage for a describe block: the simulator on the e2e ports, Chromium with the built
 * extension, and the Netflix fixture on its real hostname. Closed after the block.
 */
export function useNetflixStage(): Harness {
  const stage = {} as Harness;
  beforeAll(async () => {
    Object.assign(stage, await openStage());
    await serveNetflix(stage.browser.context, await ensureClip());
  });
  afterAll(() => closeStage(stage));
  return stage;
}

/**
 * useNetflixStage on a profile of its own that outlives the browser: `restart()` closes Chromium
 * and launches it again on the same profile, as a user quitting and reopening the browser.
 */
export function useRestartableNetflixStage(): Harness & { restart: () => Promise<void> } {
  const stage = {} as Harness & { restart: () => Promise<void> };
  let profile: string;
  beforeAll(async () => {
    profile = await mkdtemp(path.join(os.tmpdir(), 'watchmark-restart-profile-'));
    Object.assign(stage, await openStage({ userDataDir: profile }));
    await serveNetflix(stage.browser.context, await ensureClip());
  });
  stage.restart = async () => {
    await stage.browser.close();
    stage.browser = await launchWithExtension(E2E_CHROME_EXTENSION, { userDataDir: profile });
    await serveNetflix(stage.browser.context, await ensureClip());
  };
  afterAll(async () => {
    await closeStage(stage);
    await rm(profile, { recursive: true, force: true });
  });
  return stage;
}

/**
 * A fresh stage for every test of a describe block (a new service, a new profile), for tests that
 * move the service's clock or leave the extension signed out: `extension` is the V2 build unless
 * named; `netflix` adds the Netflix fixture.
 */
export function useFreshStage(opts: { extension?: string; netflix?: boolean } = {}): Harness {
  const stage = {} as Harness;
  beforeEach(async () => {
    Object.assign(stage, await openStage(opts.extension ? { extension: opts.extension } : {}));
    if (opts.netflix) await serveNetflix(stage.browser.context, await ensureClip());
  });
  afterEach(() => closeStage(stage));
  return stage;
}

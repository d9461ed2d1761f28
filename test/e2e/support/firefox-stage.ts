import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startSimulator, type Simulator } from '../../service';
import type { FixtureHttps } from './fixture-https';
import { launchFirefoxWithExtension, type FirefoxWithExtension } from './firefox';
import { E2E_FIREFOX_EXTENSION, E2E_PORTS } from './paths';
import { SimAdmin } from './sim-admin';

export interface FirefoxStage<Site extends FixtureHttps | undefined> {
  sim: Simulator;
  admin: SimAdmin;
  /** The HTTPS site fixture Firefox reaches through its proxy prefs, when the block has one. */
  site: Site;
  /** Firefox with the MV2 build, launched on first use. */
  firefox(): Promise<FirefoxWithExtension>;
  /** With `restartable`: the user quits Firefox and opens it again on the same profile. */
  restart(): Promise<FirefoxWithExtension>;
}

/**
 * A describe block's Firefox stage: the simulator on the e2e ports, an optional HTTPS site fixture,
 * and Firefox with the built extension. Firefox is launched from inside a test, never in beforeAll:
 * vitest reports the tests of a failed hook as skipped, and a missing Firefox must fail loudly.
 */
export function useFirefoxStage<Site extends FixtureHttps | undefined = undefined>(
  opts: {
    startSite?: () => Promise<Site>;
    /** Firefox prefs beside the site's proxy prefs (e.g. its switches for permission prompts). */
    prefs?: Record<string, unknown>;
    /** The build to install (a folder, or a store zip); the e2e build by default. */
    extension?: () => string;
    /** Keeps the profile in a folder of its own, so `restart()` opens Firefox on it again. */
    restartable?: boolean;
  } = {},
): FirefoxStage<Site> {
  let launching: Promise<FirefoxWithExtension> | undefined;
  let profileDir: string | undefined;
  const launch = () =>
    launchFirefoxWithExtension(opts.extension?.() ?? E2E_FIREFOX_EXTENSION, {
      extraPrefs: { ...stage.site?.firefoxPrefs, ...opts.prefs },
      // The site fixture's certificate is a throwaway self-signed one.
      acceptInsecureCerts: stage.site !== undefined,
      ...(profileDir ? { profileDir } : {}),
    });
  const stage = {
    firefox: () => (launching ??= launch()),
    restart: async () => {
      if (!profileDir) throw new Error('restart() needs useFirefoxStage({ restartable: true })');
      await (await launching)?.close();
      return (launching = launch());
    },
  } as FirefoxStage<Site>;

  beforeAll(async () => {
    if (opts.restartable) profileDir = await mkdtemp(path.join(tmpdir(), 'watchmark-firefox-'));
    stage.site = (await opts.startSite?.()) as Site;
    stage.sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    stage.admin = new SimAdmin(stage.sim.urls.api);
  });
  afterAll(async () => {
    await (await launching?.catch(() => undefined))?.close();
    await stage.sim?.close();
    await stage.site?.close();
    if (profileDir) await rm(profileDir, { recursive: true, force: true });
  });
  return stage;
}

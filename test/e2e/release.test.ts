import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { startSimulator, type Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { STRANGER_THINGS, watchUrl } from '../../content-scripts/sites/netflix/fixture/catalog';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import * as ff from './support/firefox';
import { useFirefoxStage } from './support/firefox-stage';
import { openNetflixWatch, player, serveNetflix, signInThroughConsent } from './support/flows';
import { startNetflixHttps } from './support/netflix-https';
import { E2E_PORTS, REPO_ROOT, urlsFor } from './support/paths';
import { SimAdmin, waitFor } from './support/sim-admin';

/** The worker's own API, where `evaluate` runs. */
declare const chrome: { runtime: { getManifest(): { version: string } } };

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'watchmark-release-e2e-'));
const zipPath = (kind: 'chrome' | 'firefox' | 'sources') => path.join(outDir, `watchmark-${version}-${kind}.zip`);

/** `npm run release` as a user runs it, for the e2e simulator's hosts (hence --simulator). */
function runRelease(): string {
  const urls = urlsFor(E2E_PORTS);
  const result = spawnSync('npx', ['tsx', 'scripts/release.ts', '--simulator', '--allow-dirty', '--out', outDir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      WXT_SVC_API_URL: urls.api,
      WXT_SVC_WEB_URL: urls.web,
      WXT_SVC_CDN_URL: urls.cdn,
      WXT_SVC_IMAGE_URL: urls.image,
      WXT_SVC_CLIENT_ID: '',
      WXT_SVC_AUTH: 'v2',
    },
  });
  if (result.status !== 0) throw new Error(`npm run release failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Chromium loads unpacked folders only: the store zip is unpacked as the store would. */
async function unzip(zipFile: string): Promise<string> {
  const target = mkdtempSync(path.join(os.tmpdir(), 'watchmark-unzipped-'));
  const zip = await JSZip.loadAsync(readFileSync(zipFile));
  for (const entry of Object.values(zip.files)) {
    const file = path.join(target, entry.name);
    if (entry.dir) mkdirSync(file, { recursive: true });
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await entry.async('nodebuffer'));
    }
  }
  return target;
}

let releaseOutput = '';
beforeAll(() => {
  releaseOutput = runRelease();
});

describe('npm run release', () => {
  it('names the three zips with the version and prints their checksums and the changelog entry', async () => {
    for (const kind of ['chrome', 'firefox', 'sources'] as const) {
      expect(releaseOutput).toMatch(new RegExp(`[0-9a-f]{64}  watchmark-${version.replace(/\./g, '\\.')}-${kind}\\.zip`));
    }
    expect(releaseOutput).toContain('Release notes:');
    const sources = await JSZip.loadAsync(readFileSync(zipPath('sources')));
    expect(sources.file('BUILDING.md')).not.toBeNull();
    expect(Object.keys(sources.files).filter((name) => /^(node_modules|\.output|release|reports)\//.test(name))).toEqual([]);
  });
});

describe('the Chrome store zip, unpacked, signs in and scrobbles in Chromium', () => {
  let sim: Simulator;
  let browser: ExtensionBrowser | undefined;
  beforeAll(async () => {
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
  });
  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  it('plays a Netflix episode to a scrobble start with no contract violation', async () => {
    browser = await launchWithExtension(await unzip(zipPath('chrome')));
    const manifest = await (await browser.worker()).evaluate(() => chrome.runtime.getManifest().version);
    expect(manifest).toBe(version);
    await serveNetflix(browser.context, await ensureClip());
    await signInThroughConsent(browser);
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    const admin = new SimAdmin(sim.urls.api);
    const start = await waitFor('scrobble/start', async () => (await admin.requests('/scrobble/start'))[0]);
    expect(start.status).toBe(201);
    expect(await admin.violations()).toEqual([]);
  });
});

describe('the Firefox store zip, installed as it is, signs in and scrobbles in Firefox ESR', () => {
  const stage = useFirefoxStage({
    startSite: async () => startNetflixHttps({ clipPath: await ensureClip() }),
    extension: () => zipPath('firefox'),
  });

  it('plays a Netflix episode to a scrobble start with no contract violation', async () => {
    const firefox = await stage.firefox();
    await ff.signInThroughConsent(firefox);
    const page = await ff.openWatchPage(firefox, watchUrl(EPISODE.id));
    await ff.player.play(page);
    const start = await waitFor('scrobble/start', async () => (await stage.admin.requests('/scrobble/start'))[0]);
    expect(start.status).toBe(201);
    expect(await stage.admin.violations()).toEqual([]);
  });
});

/**
 * `npm run release`: the three uploads of one version, from a clean tree.
 *
 *   release/watchmark-<version>-chrome.zip    Chrome Web Store
 *   release/watchmark-<version>-firefox.zip   addons.mozilla.org
 *   release/watchmark-<version>-sources.zip   the source package Mozilla's review asks for
 *   release/watchmark-<version>-release.txt   the build environment and the zips' SHA-256
 *
 * The version is package.json's alone; CHANGELOG.md must have an entry for it. The service hosts
 * come from WXT_SVC_* (README: "Building for the real service"); a release that would talk to the
 * loopback simulator is refused unless `--simulator` says that is the point (the e2e test).
 * `--allow-dirty` skips the clean-tree check, for that test only. `--out <dir>` moves the output.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { resolveConfig, type ServiceConfig } from '../lib/config';
import { changelogEntry, loopbackHosts, storeVersion } from './release/rules';
import { REPO_ROOT } from '../test/e2e/support/paths';

class ReleaseError extends Error {}

interface Options {
  outDir: string;
  allowDirty: boolean;
  simulator: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { outDir: path.join(REPO_ROOT, 'release'), allowDirty: false, simulator: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--allow-dirty') options.allowDirty = true;
    else if (arg === '--simulator') options.simulator = true;
    else if (arg === '--out' && argv[i + 1]) options.outDir = path.resolve(argv[++i]!);
    else throw new ReleaseError(`Unknown argument "${arg}". Use --out <dir>, --simulator or --allow-dirty.`);
  }
  return options;
}

function checkCleanTree(): void {
  const status = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  if (status !== '') {
    throw new ReleaseError(`The working tree has uncommitted changes; a release is built from a commit:\n${status}`);
  }
}

function checkHosts(config: ServiceConfig, simulator: boolean): void {
  const loopback = loopbackHosts(config);
  if (loopback.length > 0 && !simulator) {
    throw new ReleaseError(
      `The build would talk to the local simulator (${loopback.join(', ')}). Set WXT_SVC_API_URL, ` +
        'WXT_SVC_WEB_URL, WXT_SVC_CDN_URL, WXT_SVC_IMAGE_URL and WXT_SVC_CLIENT_ID for the real service ' +
        '(README: "Building for the real service"), or pass --simulator for a local test release.',
    );
  }
}

function zipFor(browser: 'chrome' | 'firefox', buildDir: string): void {
  const args = ['wxt', 'zip', ...(browser === 'firefox' ? ['-b', 'firefox'] : [])];
  const result = spawnSync('npx', args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, WATCHMARK_OUT_DIR: buildDir },
  });
  if (result.status !== 0) throw new ReleaseError(`wxt zip (${browser}) failed:\n${result.stdout}\n${result.stderr}`);
}

/** Each store zip must carry the version being released; the sources must build it. */
async function verify(zips: { chrome: string; firefox: string; sources: string }, version: string): Promise<void> {
  for (const browser of ['chrome', 'firefox'] as const) {
    const zip = await JSZip.loadAsync(readFileSync(zips[browser]));
    const manifest = JSON.parse((await zip.file('manifest.json')?.async('string')) ?? '{}') as { version?: string };
    if (manifest.version !== version) {
      throw new ReleaseError(`${path.basename(zips[browser])} carries version ${manifest.version}, not ${version}.`);
    }
  }
  const sources = await JSZip.loadAsync(readFileSync(zips.sources));
  for (const needed of ['BUILDING.md', 'package.json', 'package-lock.json', 'wxt.config.ts', 'CHANGELOG.md']) {
    if (!sources.file(needed)) throw new ReleaseError(`The sources zip lacks ${needed}.`);
  }
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

async function release(options: Options): Promise<void> {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string; version: unknown };
  const version = storeVersion(pkg.version);
  const notes = changelogEntry(readFileSync(path.join(REPO_ROOT, 'CHANGELOG.md'), 'utf8'), version);
  if (!notes) {
    throw new ReleaseError(`CHANGELOG.md has no entry for ${version}: add a "## ${version}" section saying what changed.`);
  }
  if (!options.allowDirty) checkCleanTree();
  const config = resolveConfig(process.env);
  checkHosts(config, options.simulator);

  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'watchmark-release-'));
  try {
    zipFor('chrome', buildDir);
    zipFor('firefox', buildDir);
    mkdirSync(options.outDir, { recursive: true });
    const name = (file: string) => path.join(options.outDir, `${pkg.name}-${version}-${file}`);
    const zips = { chrome: name('chrome.zip'), firefox: name('firefox.zip'), sources: name('sources.zip') };
    for (const target of Object.values(zips)) copyFileSync(path.join(buildDir, path.basename(target)), target);
    await verify(zips, version);
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const summary = [
      `${pkg.name} ${version} (commit ${commit})`,
      '',
      'Built with these variables (give the same ones to build the sources zip, see BUILDING.md):',
      `WXT_SVC_API_URL=${config.apiUrl}`,
      `WXT_SVC_WEB_URL=${config.webUrl}`,
      `WXT_SVC_CDN_URL=${config.cdnUrl}`,
      `WXT_SVC_IMAGE_URL=${config.imageUrl}`,
      `WXT_SVC_CLIENT_ID=${config.clientId}`,
      `WXT_SVC_AUTH=${config.auth}`,
      `Node ${process.version}`,
      '',
      ...Object.values(zips).map((zip) => `${sha256(zip)}  ${path.basename(zip)}`),
      '',
      'Release notes:',
      notes,
      '',
    ].join('\n');
    writeFileSync(name('release.txt'), summary);
    console.log(summary);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

try {
  await release(parseArgs(process.argv.slice(2)));
} catch (error) {
  // Refusals (ReleaseError, ConfigError, a bad version) are sentences for the user, not stacks.
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

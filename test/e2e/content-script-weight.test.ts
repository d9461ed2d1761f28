import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { E2E_CHROME_EXTENSION, E2E_FIREFOX_EXTENSION } from './support/paths';

/**
 * Issue 17: each content script is parsed and run on every page of its site, so each stays at
 * most 20 kB raw (the player core, the adapter and its readers; no schema library). The limit sits
 * a little above the largest today (crunchyroll.js, 19,400 B) so that growth shows here first.
 * Read from the builds the e2e global setup made, so this costs no build of its own.
 */
const MAX_BYTES = 19_700;

/** Every content script of a build: the manifest's and the runtime-registered generic detector. */
function contentScripts(extension: string): Array<{ name: string; bytes: number; gzip: number }> {
  const folder = path.join(extension, 'content-scripts');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const code = readFileSync(path.join(folder, name));
      return { name, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
    });
}

describe('content script weight', () => {
  it.each([
    ['Chrome', E2E_CHROME_EXTENSION],
    ['Firefox', E2E_FIREFOX_EXTENSION],
  ])(`%s: every content script is at most ${MAX_BYTES} bytes`, (_, extension) => {
    const scripts = contentScripts(extension);
    console.log(scripts.map(({ name, bytes, gzip }) => `${name.padEnd(24)} ${String(bytes).padStart(7)} B raw ${String(gzip).padStart(6)} B gzip`).join('\n'));
    // All of them: each the manifest lists, and the generic detector the background registers.
    const manifest = JSON.parse(readFileSync(path.join(extension, 'manifest.json'), 'utf8')) as { content_scripts: Array<{ js: string[] }> };
    const listed = manifest.content_scripts.flatMap((script) => script.js.map((file) => path.basename(file)));
    expect(listed.length).toBeGreaterThanOrEqual(7);
    expect(scripts.map(({ name }) => name).sort()).toEqual([...listed, 'generic.js'].sort());
    expect(scripts.filter(({ bytes }) => bytes > MAX_BYTES)).toEqual([]);
  });
});

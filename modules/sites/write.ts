import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteScripts } from './entrypoints.ts';
import { loadSiteFolders } from './load.ts';
import { renderFolders, renderHistoryReaders, renderPageWorldReaders, renderRegistry, renderTables } from './render.ts';

/** Writes a generated file only when it changed, so watchers and caches see no false edits. */
function writeIfChanged(path: string, text: string): void {
  let old: string | null = null;
  try {
    old = readFileSync(path, 'utf8');
  } catch {
    // Not there yet.
  }
  if (old === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Where the generated content scripts are written (index.ts hands them to WXT). */
export const generatedEntrypointsDir = (root: string): string => join(root, '.wxt', 'entrypoints');

/**
 * Generates .wxt/sites/ from the site folders: run by `wxt prepare`/`wxt build` (index.ts) and by
 * vitest's config. Returns the content scripts' paths; a script of a removed site is removed.
 */
export async function writeSiteRegistry(root: string): Promise<string[]> {
  const folders = await loadSiteFolders(root);
  const out = join(root, '.wxt', 'sites');
  writeIfChanged(join(out, 'registry.ts'), renderRegistry(folders));
  writeIfChanged(join(out, 'folders.ts'), renderFolders(folders));
  writeIfChanged(join(out, 'page-world-readers.ts'), renderPageWorldReaders(folders));
  writeIfChanged(join(out, 'tables.ts'), renderTables(folders));
  writeIfChanged(join(out, 'history-readers.ts'), renderHistoryReaders(folders));
  const scripts = siteScripts(folders);
  const dir = generatedEntrypointsDir(root);
  const paths = scripts.map(({ name }) => join(dir, `${name}.content.ts`));
  scripts.forEach(({ source }, index) => writeIfChanged(paths[index]!, source));
  const stale = existsSync(dir) ? readdirSync(dir).filter((name) => !paths.includes(join(dir, name))) : [];
  for (const name of stale) rmSync(join(dir, name));
  return paths;
}

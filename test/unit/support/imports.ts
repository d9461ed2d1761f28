import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The repository's import graph as the files write it: relative imports only (the tree has no path
// aliases), `import type` and `import('…')` types included, since a cycle of types is a cycle too.

export const repoRoot = resolve(import.meta.dirname, '../../..');

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The repository-relative files `file` (repository-relative) imports. */
export function importsOf(file: string): string[] {
  const source = readFileSync(join(repoRoot, file), 'utf8');
  const found = new Set<string>();
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const base = resolve(dirname(join(repoRoot, file)), specifier!);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
    if (target) found.add(relative(repoRoot, target));
  }
  return [...found];
}

/** The product files (tests and fixtures left out) under the given repository-relative folders. */
export function productFiles(folders: string[]): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(join(repoRoot, folder))) {
      const path = join(folder, name);
      if (statSync(join(repoRoot, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.(test|fixtures)\.tsx?$/.test(name)) files.push(path);
    }
  };
  folders.forEach(walk);
  return files;
}

/** One path of each import cycle among `files` (`a -> b -> a`), found by a depth-first walk. */
export function importCycles(files: string[]): string[] {
  const within = new Set(files);
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of importsOf(file).filter((target) => within.has(target))) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

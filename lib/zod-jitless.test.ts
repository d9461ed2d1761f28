import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const entrypoints = join(import.meta.dirname, '..', 'entrypoints');

/** Files WXT builds into a bundle of their own: `<name>.ts`/`.tsx` and `<name>/main.tsx`. */
function entryFiles(): string[] {
  return readdirSync(entrypoints).flatMap((name) => {
    const path = join(entrypoints, name);
    if (statSync(path).isDirectory()) {
      const main = join(path, 'main.tsx');
      return readdirSync(path).includes('main.tsx') ? [main] : [];
    }
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function firstImport(path: string): string | undefined {
  return readFileSync(path, 'utf8').match(/^import .*$/m)?.[0];
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
}

/** Whether zod ends up in the entry's bundle: some file it reaches (relative imports) imports it. */
function bundlesZod(entry: string): boolean {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('zod-jitless.ts')) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (/from 'zod'/.test(source)) return true;
    for (const match of source.matchAll(/(?:from|import) '(\.[^']+)'/g)) {
      const next = resolveImport(file, match[1]!);
      if (next) queue.push(next);
    }
  }
  return false;
}

const JITLESS_IMPORT = /^import '(\.\.\/)+lib\/zod-jitless';$/;

describe("zod's JIT is off in every bundle", () => {
  const entries = entryFiles();

  it('every entrypoint that bundles zod imports lib/zod-jitless before anything else', () => {
    const withZod = entries.filter(bundlesZod);
    expect(withZod.length).toBeGreaterThanOrEqual(12);
    expect(withZod.filter((path) => !JITLESS_IMPORT.test(firstImport(path) ?? ''))).toEqual([]);
  });

  it('an entrypoint without zod does not pull it in for the setting (page-world runs in the page itself)', () => {
    const withoutZod = entries.filter((path) => !bundlesZod(path));
    expect(withoutZod.map((path) => path.slice(entrypoints.length + 1))).toContain('page-world.ts');
    expect(withoutZod.filter((path) => readFileSync(path, 'utf8').includes('zod-jitless'))).toEqual([]);
  });
});

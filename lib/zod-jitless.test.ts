import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const entrypoints = join(import.meta.dirname, '..', 'entrypoints');
/** The sites' content scripts, generated from their folders (modules/sites/). */
const generated = join(import.meta.dirname, '..', '.wxt', 'entrypoints');

/** Files WXT builds into a bundle of their own: `<name>.ts`/`.tsx` and `<name>/main.tsx`. */
function entryFiles(): string[] {
  const scripts = readdirSync(generated).map((name) => join(generated, name));
  return readdirSync(entrypoints)
    .flatMap((name) => {
      const path = join(entrypoints, name);
      if (statSync(path).isDirectory()) {
        const main = join(path, 'main.tsx');
        return readdirSync(path).includes('main.tsx') ? [main] : [];
      }
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    })
    .concat(scripts);
}

function firstImport(path: string): string | undefined {
  return readFileSync(path, 'utf8').match(/^import .*$/m)?.[0];
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
}

/** Modules a file imports for their values: `import type` and `export type` leave nothing in a bundle. */
function valueImports(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)(\s+type\b)?[^;]*?from '([^']+)'|^import '([^']+)'/gms)].flatMap((match) =>
    match[1] ? [] : [match[2] ?? match[3]!],
  );
}

/** Whether `module` ends up in the entry's bundle: some file it reaches (relative imports) imports it. */
function bundles(entry: string, module: string): boolean {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || (module.startsWith('zod') && file.endsWith('zod-jitless.ts'))) continue;
    seen.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      if (specifier === module) return true;
      const next = specifier.startsWith('.') ? resolveImport(file, specifier) : undefined;
      if (next) queue.push(next);
    }
  }
  return false;
}
/** Either of zod's builds: the classic one, or the mini one the popup's first load uses. */
const bundlesZod = (entry: string) => bundles(entry, 'zod') || bundles(entry, 'zod/mini');

const JITLESS_IMPORT = /^import '(\.\.\/)+lib\/zod-jitless';$/;

describe("zod's JIT is off in every bundle", () => {
  const entries = entryFiles();

  it('every entrypoint that bundles zod imports lib/zod-jitless before anything else', () => {
    const withZod = entries.filter(bundlesZod);
    expect(withZod.length).toBeGreaterThanOrEqual(5);
    expect(withZod.filter((path) => !JITLESS_IMPORT.test(firstImport(path) ?? ''))).toEqual([]);
  });

  it('an entrypoint without zod does not pull it in for the setting (the generic detector, a content script)', () => {
    const withoutZod = entries.filter((path) => !bundlesZod(path));
    expect(withoutZod.map((path) => path.slice(entrypoints.length + 1))).toContain('generic.content.ts');
    expect(withoutZod.filter((path) => readFileSync(path, 'utf8').includes('zod-jitless'))).toEqual([]);
  });

  it("the popup's first load has zod's mini build only: the message schemas and the classic build load after its first status (issue 17)", () => {
    const popup = join(entrypoints, 'popup', 'main.tsx');
    expect(bundles(popup, 'zod/mini')).toBe(true);
    expect(bundles(popup, 'zod')).toBe(false);
  });

  it('content scripts bundle neither zod nor webextension-polyfill: the background validates what they send (issue 17: weight)', () => {
    const contentScripts = entries.filter((path) => path.endsWith('.content.ts'));
    expect(contentScripts.length).toBeGreaterThanOrEqual(8);
    expect(
      contentScripts.filter((path) => bundlesZod(path) || bundles(path, 'webextension-polyfill')).map((path) => path.slice(entrypoints.length + 1)),
    ).toEqual([]);
  });
});

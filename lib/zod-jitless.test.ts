import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function firstImport(path: string): string | undefined {
  return readFileSync(path, 'utf8').match(/^import .*$/m)?.[0];
}

describe("zod's JIT is off in every bundle", () => {
  it('every entrypoint imports lib/zod-jitless before anything else', () => {
    const entries = entryFiles().filter((path) => !path.endsWith('page-world.ts'));
    expect(entries.length).toBeGreaterThanOrEqual(12);
    const late = entries.filter((path) => !/^import '(\.\.\/)+lib\/zod-jitless';$/.test(firstImport(path) ?? ''));
    expect(late).toEqual([]);
  });

  it('the page-world script, which runs in the page itself, carries no zod at all', () => {
    const source = readFileSync(join(entrypoints, 'page-world.ts'), 'utf8');
    expect(source).not.toMatch(/zod/);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycleFinder, pathWithin, resolveSpecifier, specifiersOf } from '../../scripts/lint/import-cycle.js';

/** A graph written as "a -> b c" lines. */
function graphOf(...lines: string[]): (file: string) => string[] {
  const edges = new Map<string, string[]>();
  for (const line of lines) {
    const [from, to = ''] = line.split('->').map((part) => part.trim());
    edges.set(from!, to.split(/\s+/).filter(Boolean));
  }
  return (file) => edges.get(file) ?? [];
}

describe('the import-cycle lint rule', () => {
  it('counts every kind of import: type-only, re-exports, import() and typeof import()', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export * from './c';",
      "export type { D } from '../d';",
      'let e: typeof import("./e");',
      "const f = await import('./f');",
      'const g = \'import x from "./not-an-import"\';',
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./a', './b', './c', '../d', './e', './f']);
  });

  it('follows relative specifiers to project files and leaves packages alone', () => {
    const files = new Set(['/p/lib/x.ts', '/p/lib/dir/index.tsx']);
    const exists = (file: string) => files.has(file);
    expect(resolveSpecifier('/p/lib/y.ts', './x', exists)).toBe('/p/lib/x.ts');
    expect(resolveSpecifier('/p/lib/sub/y.ts', '../dir', exists)).toBe('/p/lib/dir/index.tsx');
    expect(resolveSpecifier('/p/lib/y.ts', 'zod', exists)).toBeNull();
    expect(resolveSpecifier('/p/lib/y.ts', './missing', exists)).toBeNull();
  });

  it('finds the files of each cycle and nothing outside one', () => {
    const edges = graphOf('a -> b', 'b -> c', 'c -> a d', 'd -> e', 'e ->', 'f -> f', 'g -> a');
    const cycleOf = cycleFinder(edges);
    expect(cycleOf('g')).toBeNull();
    expect([...(cycleOf('b') ?? [])].sort()).toEqual(['a', 'b', 'c']);
    expect(cycleOf('a')).toBe(cycleOf('c'));
    expect(cycleOf('d')).toBeNull();
    expect([...(cycleOf('f') ?? [])]).toEqual(['f']);
  });

  it('names the shortest way back for the message', () => {
    const edges = graphOf('a -> b c', 'b -> c', 'c -> a');
    const members = cycleFinder(edges)('a')!;
    expect(pathWithin(members, edges, 'b', 'a')).toEqual(['b', 'c', 'a']);
    expect(pathWithin(members, edges, 'c', 'a')).toEqual(['c', 'a']);
  });

  it('walks a long chain without running out of stack', () => {
    const files = Array.from({ length: 50_000 }, (_, index) => path.join('/chain', String(index)));
    const next = new Map(files.map((file, index) => [file, [files[(index + 1) % files.length]!]]));
    expect(cycleFinder((file) => next.get(file) ?? [])(files[0]!)?.size).toBe(files.length);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier, specifiersOf } from '../scripts/lint/import-cycle.js';

const root = join(import.meta.dirname, '..');

/** The repository-relative project files `file` imports, read as the linter's cycle rule reads them. */
function importsOf(file: string): string[] {
  const from = join(root, file);
  return specifiersOf(readFileSync(from, 'utf8')).flatMap((specifier) => {
    const target = resolveSpecifier(from, specifier);
    return target ? [relative(root, target)] : [];
  });
}
const map = readFileSync(join(root, 'docs/flows.md'), 'utf8');

/** Every `path/to/file.ts#name` the map names. */
const references = [...map.matchAll(/`([\w./-]+\.tsx?)#(\w+)`/g)].map(([, file, name]) => ({ file: file!, name: name! }));

/** A function, method, class or const of that name is declared in the file (not merely used). */
function declares(source: string, name: string): boolean {
  const patterns = [
    `function\\s+${name}\\b`,
    `(?:const|let|class)\\s+${name}\\b`,
    // A method or an object's function member: `name(`, `async name(`, `private async name<T>(`.
    `^\\s*(?:(?:private|public|protected|static|async)\\s+)*${name}\\s*(?:<[^>]*>)?\\(`,
    `^\\s*${name}\\s*:\\s*(?:async\\s*)?\\(`,
  ];
  return patterns.some((pattern) => new RegExp(pattern, 'm').test(source));
}

describe('docs/flows.md names only what exists', () => {
  it('names enough hops to be a map', () => {
    expect(references.length).toBeGreaterThan(40);
  });

  it.each(references.map(({ file, name }) => [`${file}#${name}`, file, name] as const))('%s', (_label, file, name) => {
    const path = join(root, file);
    expect(existsSync(path), `${file} does not exist`).toBe(true);
    expect(declares(readFileSync(path, 'utf8'), name), `${file} declares no ${name}`).toBe(true);
  });
});

/** The shared path's steps: each numbered item's first `file#name`, and the boundary it says it crosses. */
const section = map.slice(map.indexOf('## The shared path of every scrobble'), map.indexOf('\n## ', map.indexOf('## The shared path of every scrobble') + 1));
const road = [...section.matchAll(/^(\d+)\. (?:\[(message|timer|injection)\] )?`([\w./-]+\.tsx?)#\w+`/gm)].map(([, step, boundary, file]) => ({
  step: Number(step),
  boundary,
  file: file!,
}));

describe("docs/flows.md's shared path is the road the code takes", () => {
  it('numbers every step, each naming its file first', () => {
    expect(road.map(({ step }) => step)).toEqual(road.map((_, index) => index + 1));
    expect(road.length).toBeGreaterThan(10);
  });

  it.each(road.slice(1).map((to, index) => [`${road[index]!.file} -> ${to.file}`, road[index]!, to] as const))('%s', (_label, from, to) => {
    if (from.file === to.file || to.boundary) return;
    const linked = importsOf(from.file).includes(to.file) || importsOf(to.file).includes(from.file);
    expect(linked, `step ${to.step}: no import between the two files; mark it [message], [timer] or [injection]`).toBe(true);
  });

  it('a pause reaches POST /scrobble/pause through at most 15 product files', () => {
    expect(new Set(road.map(({ file }) => file)).size).toBeLessThanOrEqual(15);
  });
});

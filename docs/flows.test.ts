import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/support/paths';

const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** "^10.29.8" -> [10, 29, 8]: the lowest version the range lets an install pick. */
function floorOf(range: string): number[] {
  const match = /^[\^~]?(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  if (!match) throw new Error(`not a simple range: ${range}`);
  return match.slice(1).map(Number);
}

const above = (version: number[], than: number[]) => {
  for (let index = 0; index < 3; index += 1) if (version[index] !== than[index]) return version[index]! > than[index]!;
  return false;
};

describe('dependency floors', () => {
  it('Preact cannot resolve to a version with CVE-2026-22028 (fixed after 10.28.2)', () => {
    expect(above(floorOf(pkg.dependencies.preact!), [10, 28, 2])).toBe(true);
  });
});

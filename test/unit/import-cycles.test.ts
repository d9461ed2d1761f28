import { describe, expect, it } from 'vitest';
import { importCycles, productFiles } from './support/imports';

// Two modules that import each other (even for a type) cannot be read, tested or moved one at a
// time. The background and the rest of lib/ and the extension pages have none; content-scripts/
// is left to the linter's import-cycle rule (issue 27).

describe('the import graph', () => {
  it('has no cycle in lib/ and entrypoints/', () => {
    const files = productFiles(['lib', 'entrypoints']);
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files)).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const security = readFileSync(join(root, 'docs/security.md'), 'utf8');

/** Every `path/to/file.ts` the page names. */
const files = [...new Set([...security.matchAll(/`((?:lib|content-scripts|entrypoints|test|docs|modules)\/[\w./-]+\.tsx?)`/g)].map(([, file]) => file!))];

describe('docs/security.md states what the code does', () => {
  it.each(files)('names a file that exists: %s', (file) => {
    expect(existsSync(join(root, file)), `${file} does not exist`).toBe(true);
  });

  it('says no window message of ours is left, and the code that posted them is gone', () => {
    expect(security).toContain('nothing of ours is\nposted on its windows any more');
    for (const gone of ['content-scripts/page-world/answer.ts', 'content-scripts/page-world/message-names.ts', 'content-scripts/sites/emby/main-world.ts']) {
      expect(existsSync(join(root, gone)), `${gone} is back`).toBe(false);
    }
    for (const file of ['content-scripts/player/frame-relay.ts', 'content-scripts/page-world/bridge.ts', 'content-scripts/sites/emby/read-session.ts']) {
      expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/\.postMessage\(|addEventListener\(\s*'message'/);
    }
  });
});

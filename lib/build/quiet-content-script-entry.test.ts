import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutStartupLogger } from './quiet-content-script-entry';

// The module itself: WXT's package exports do not name it.
const wxtEntry = () =>
  readFileSync(fileURLToPath(new URL('../../node_modules/wxt/dist/virtual/content-script-isolated-world-entrypoint.mjs', import.meta.url)), 'utf8');

describe("WXT's content script entry without its start-up logger", () => {
  it('drops the console wrapper and its call from the installed WXT, and still rethrows', () => {
    const entry = wxtEntry();
    expect(entry).toContain('logger.error(');
    const quiet = withoutStartupLogger(entry);
    expect(quiet).not.toContain('logger');
    expect(quiet).toContain('throw err;');
    expect(quiet).toContain('return await main(new ContentScriptContext(');
  });

  it('stops the build when WXT changes that module', () => {
    expect(() => withoutStartupLogger('export default (async () => main())();')).toThrow(/WXT changed its content script entry/);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutStartupLogger } from './quiet-content-script-entry';

// The module itself: WXT's package exports do not name it.
const wxtEntry = () =>
  readFileSync(fileURLToPath(new URL('../../node_modules/wxt/dist/virtual/content-script-isolated-world-entrypoint.mjs', import.meta.url)), 'utf8');

describe("WXT's content script entry without its start-up logger", () => {
  it('drops the console wrapper, its call and the try that only rethrew from the installed WXT', () => {
    const entry = wxtEntry();
    expect(entry).toContain('logger.error(');
    const quiet = withoutStartupLogger(entry);
    expect(quiet).not.toContain('logger');
    expect(quiet).not.toMatch(/\btry\b|\bcatch\b/);
    expect(quiet).toContain('const result = (async () => {');
    expect(quiet).toContain('return definition.main(new ContentScriptContext(import.meta.env.ENTRYPOINT));');
  });

  it('still rejects the entry promise when main throws at start-up', async () => {
    const quiet = withoutStartupLogger(wxtEntry());
    const body = /const result = (\(async \(\) => \{[\s\S]*?\}\)\(\));/.exec(quiet)?.[1];
    expect(body).toBeDefined();
    const definition = {
      main: () => {
        throw new Error('adapter broke');
      },
    };
    // The entry's own code, with its imports and import.meta handed in as arguments.
    const run = new Function('definition', 'ContentScriptContext', 'initPlugins', 'meta', `return ${String(body).replaceAll('import.meta', 'meta')};`) as (
      ...args: unknown[]
    ) => Promise<unknown>;
    await expect(run(definition, class {}, () => undefined, { env: { ENTRYPOINT: 'stan' } })).rejects.toThrow('adapter broke');
  });

  it('stops the build when WXT changes that module', () => {
    expect(() => withoutStartupLogger('export default (async () => main())();')).toThrow(/WXT changed its content script entry/);
  });
});

import type { Plugin } from 'vite';

const ENTRY = /content-script-isolated-world-entrypoint/;
/** WXT's console wrapper, written into the entry module, and its one call there. */
const LOGGER = /\/\/#region src\/utils\/internal\/logger\.ts[\s\S]*?\/\/#endregion\n/;
const CRASH_LOG = /\n\s*logger\.error\([^;]*\);/;
/** The try around the start-up, whose catch does nothing but rethrow once the log is gone. */
const RETHROW = /\n(\s*)try \{\n([\s\S]*?)\n\s*\} catch \(err\) \{\s*throw err;\s*\}/;
/** The start: the definition's other options go to the context, which ours (script-context.ts) never reads. */
const START = /const \{ main, \.\.\.options \} = definition;\s*return await main\(new ContentScriptContext\(import\.meta\.env\.ENTRYPOINT, options\)\);/;

/** WXT's content script entry without its start-up logger; throws if WXT changed that module. */
export function withoutStartupLogger(code: string): string {
  if (!LOGGER.test(code) || !CRASH_LOG.test(code)) throw new Error('WXT changed its content script entry; update lib/build/quiet-content-script-entry.ts');
  const quiet = code.replace(LOGGER, '').replace(CRASH_LOG, '');
  if (!RETHROW.test(quiet) || !START.test(quiet)) throw new Error('WXT changed its content script entry; update lib/build/quiet-content-script-entry.ts');
  // Inside the async arrow a throw rejects its promise with or without the try: nothing changes.
  return quiet.replace(RETHROW, '\n$2').replace(START, 'return definition.main(new ContentScriptContext(import.meta.env.ENTRYPOINT));');
}

/**
 * Build step: WXT's content script entry logs a crash at start-up through a console wrapper that
 * prints nothing in production builds (it returns when MODE is production), yet its four methods
 * and the message are bundled into every content script (about 230 bytes of the 20 kB each may
 * weigh, issue 17), and without them its try/catch only rethrows (about 25 bytes more). The error
 * still rejects the entry's promise, so the browser reports it as before.
 */
export function quietContentScriptEntry(): Plugin {
  return {
    name: 'watchmark:quiet-content-script-entry',
    enforce: 'pre',
    transform(code, id) {
      if (!ENTRY.test(id)) return null;
      return { code: withoutStartupLogger(code), map: null };
    },
  };
}

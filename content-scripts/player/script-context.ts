import { browser } from 'wxt/browser';
import type { Lifetime } from './lifetime';

/** Where the running copy of each script leaves its stop, on the content scripts' own global. */
const RUNNING = 'watchmarkRunning';
type Running = Record<string, (() => void) | undefined>;

/**
 * The `ctx` WXT's content script wrapper makes and hands to `main`, reduced to the lifetime our
 * scripts use (lifetime.ts). WXT's own class (wxt/utils/content-script-context) also carries
 * timers, a location watcher and UI helpers we never call: about 3 kB of every site script, each
 * parsed on every page (issue 17). wxt.config.ts puts this class in its place in the content
 * script builds.
 *
 * The hand-over between copies goes through the global the extension's content scripts share in a
 * frame (Chrome's isolated world, Firefox's sandbox), which the page's scripts cannot see or write.
 * WXT tells it with a document event named after the extension's id: a page that knows the public
 * id could hear it, and in Firefox fire it to stop our script. An orphan of an earlier release
 * (still on that event) finds out by reading `isInvalid` before it would report, and stops then.
 */
export class ContentScriptContext implements Lifetime {
  // Declared only: the constructor returns the lifetime itself, a plain object whose state stays in
  // the constructor's scope. A minifier renames locals, never property names (`this.signal`,
  // `this.notifyInvalidated`), and this class is in every site script (issue 17: weight).
  declare readonly signal: AbortSignal;
  declare readonly isInvalid: boolean;

  constructor(contentScriptName: string) {
    const controller = new AbortController();
    const { signal } = controller;
    // No reason given: nothing reads it, and the default (an AbortError) says the same.
    const stop = () => controller.abort();
    const shared = globalThis as typeof globalThis & { [RUNNING]?: Running };
    const running = (shared[RUNNING] ??= {});
    // A newer copy of the same script starts: the older one stops.
    running[contentScriptName]?.();
    running[contentScriptName] = stop;
    return {
      signal,
      /** Reading it is how an orphan (its extension reloaded or removed) finds out, and stops. */
      get isInvalid() {
        if (browser.runtime?.id == null) stop();
        return signal.aborted;
      },
    };
  }
}

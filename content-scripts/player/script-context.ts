import { browser } from 'wxt/browser';
import type { Lifetime } from './lifetime';

interface ScriptStarted {
  contentScriptName?: string;
  messageId?: string;
}

/**
 * The `ctx` WXT's content script wrapper makes and hands to `main`, reduced to the lifetime our
 * scripts use (lifetime.ts). WXT's own class (wxt/utils/content-script-context) also carries
 * timers, a location watcher and UI helpers we never call: about 3 kB of every site script, each
 * parsed on every page (issue 17). wxt.config.ts puts this class in its place in the content
 * script builds. The hand-over between copies is WXT 0.21's, event for event, so a copy of either
 * kind stops the other (script-context.test.ts runs them against each other).
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
    const messageId = Math.random().toString(36).slice(2);
    /** The name WXT gives the event a starting copy of a content script sends to older copies. */
    const started = `${browser?.runtime?.id}:${import.meta.env.ENTRYPOINT}:wxt:content-script-started`;
    // Told on the document only, under a name that holds the extension's id: a page can hear it
    // only if it already knows the id. WXT also posts it to the window for copies built before
    // WXT 0.20, and every script of the page hears a window message: that would hand our id to any
    // site that listens. No Watchmark release was built before 0.20, so nothing listens there.
    const detail: ScriptStarted = { contentScriptName, messageId };
    document.dispatchEvent(new CustomEvent(started, { detail }));
    // A newer copy of the same script started: this one stops.
    const onStarted = (event: Event) => {
      const other = (event as CustomEvent<ScriptStarted | null>).detail;
      if (event instanceof CustomEvent && other?.contentScriptName === contentScriptName && other.messageId !== messageId) stop();
    };
    document.addEventListener(started, onStarted, { signal });
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

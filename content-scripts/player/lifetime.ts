/**
 * How long a content script's watcher may run. The `ctx` WXT hands to `main` is one (in the
 * builds, the slim ContentScriptContext of script-context.ts, which has nothing else): its
 * signal aborts when a newer copy of the same script starts in the page (the extension was
 * reloaded or updated and the background injected it again), and reading `isInvalid` aborts it
 * once the extension that loaded this copy is gone. Everything a watcher installs (listeners,
 * observers, media handlers) is removed when the signal aborts, and nothing is reported after.
 */
export interface Lifetime {
  readonly signal: AbortSignal;
  /** Read before each report: true (and the signal aborted) once this copy is an orphan. */
  readonly isInvalid: boolean;
}

/** A lifetime that ends when `controller` aborts: for tests and for scripts without a WXT context. */
export function lifetimeOf(controller: AbortController): Lifetime {
  return {
    signal: controller.signal,
    get isInvalid() {
      return controller.signal.aborted;
    },
  };
}

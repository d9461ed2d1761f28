/**
 * spec 8: at most 1 POST per second per user; a pacer spaces calls at least `gapMs` apart. Each
 * caller takes its slot synchronously, before it sleeps: several callers waiting at once get one
 * slot each (0, 1, 2 s...), never the same one.
 */
export function createPacer(
  gapMs: number,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
  /** When the previous call happened, if it may have been recently (e.g. before a worker restart). */
  lastCallAt = -Infinity,
): () => Promise<void> {
  let last = lastCallAt;
  return async () => {
    const slot = Math.max(now(), last + gapMs);
    last = slot;
    const wait = slot - now();
    if (wait > 0) await sleep(wait);
  };
}

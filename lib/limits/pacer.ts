/** spec 8: at most 1 POST per second per user; a pacer spaces calls at least `gapMs` apart. */
export function createPacer(
  gapMs: number,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
  /** When the previous call happened, if it may have been recently (e.g. before a worker restart). */
  lastCallAt = -Infinity,
): () => Promise<void> {
  let last = lastCallAt;
  return async () => {
    const wait = last + gapMs - now();
    if (wait > 0) await sleep(wait);
    last = now();
  };
}

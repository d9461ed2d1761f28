/** spec 8: at most 1 POST per second per user; a pacer spaces calls at least `gapMs` apart. */
export function createPacer(gapMs: number, now: () => number, sleep: (ms: number) => Promise<void>): () => Promise<void> {
  let last = -Infinity;
  return async () => {
    const wait = last + gapMs - now();
    if (wait > 0) await sleep(wait);
    last = now();
  };
}

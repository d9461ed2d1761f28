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

/**
 * spec 8's 1 POST per second as the service sees it: the next write may start only `gapMs` after
 * the previous one's answer came (or it failed). Spacing the starts alone is not enough: a request
 * that stalls on the way arrives late, closer to the next one than they were sent. Writes go one
 * at a time in the order they asked; each caller must call the release it is given, once.
 */
export function createSerialPacer(
  gapMs: number,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
  /** When the previous write ended, if it may have been recently (e.g. before a worker restart). */
  lastEndAt = -Infinity,
): () => Promise<() => void> {
  let last = lastEndAt;
  let queue: Promise<void> = Promise.resolve();
  return () =>
    new Promise<() => void>((grant) => {
      queue = queue.then(async () => {
        const wait = last + gapMs - now();
        if (wait > 0) await sleep(wait);
        await new Promise<void>((done) => {
          let released = false;
          grant(() => {
            if (released) return;
            released = true;
            last = now();
            done();
          });
        });
      });
    });
}

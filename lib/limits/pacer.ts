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
  let sleeping = 0;
  return async () => {
    // A slot beyond those of the callers now asleep can only come from a clock set back since: it
    // counts as taken just now, so the wait is never longer than the callers ahead allow.
    last = Math.min(last, now() + sleeping * gapMs);
    const slot = Math.max(now(), last + gapMs);
    last = slot;
    const wait = slot - now();
    if (wait <= 0) return;
    sleeping += 1;
    await sleep(wait).finally(() => (sleeping -= 1));
  };
}

/** Where the times of the last write are kept beyond the worker's life (written as they happen). */
export interface WriteTimes {
  /** Resolves once the start is stored: a worker stopped mid-write then knows a write was under way. */
  started(at: number): Promise<void>;
  ended(at: number): void;
}

/**
 * When the previous worker's last write ended, from its stored times: a write that started and
 * never ended (the worker stopped mid-way) may have reached the service just now.
 */
export function lastWriteEnd(stored: { startedAt?: number; endedAt?: number } | undefined, now: number): number {
  if (!stored || stored.startedAt === undefined) return -Infinity;
  // A time ahead of now was written before the clock was set back: it was at most just now.
  return stored.endedAt !== undefined && stored.endedAt >= stored.startedAt ? Math.min(stored.endedAt, now) : now;
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
  /**
   * When the previous write ended, if it may have been recently (e.g. before a worker restart);
   * a promise when it is being read from storage (writes wait for it; a failed read counts as now).
   */
  lastEndAt: number | Promise<number> = -Infinity,
  times?: WriteTimes,
): () => Promise<() => void> {
  let last = -Infinity;
  let queue: Promise<void> = Promise.resolve(lastEndAt).then(
    (at) => {
      last = at;
    },
    () => {
      last = now();
    },
  );
  return () =>
    new Promise<() => void>((grant) => {
      queue = queue.then(async () => {
        // At most one gap: a later `last` means the clock was set back since, not a longer wait.
        const wait = Math.min(gapMs, last + gapMs - now());
        if (wait > 0) await sleep(wait);
        await times?.started(now()).catch(() => undefined);
        await new Promise<void>((done) => {
          let released = false;
          grant(() => {
            if (released) return;
            released = true;
            last = now();
            times?.ended(last);
            done();
          });
        });
      });
    });
}

/**
 * A promise that rejects with `message` once `ms` pass without `work` settling. For the calls
 * Playwright leaves without a timeout of their own (evaluate() in a worker, raw CDP commands):
 * a step that hangs fails there, named, instead of as an anonymous test timeout.
 */
export async function settlesWithin<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

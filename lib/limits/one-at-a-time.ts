/**
 * A queue that runs tasks one after another in arrival order. Each task starts after the previous
 * one settled, whether it succeeded or failed, so a failure never blocks the tasks behind it; the
 * caller still sees its own task's result or error.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

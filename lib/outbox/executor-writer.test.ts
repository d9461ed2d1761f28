import { describe, expect, it } from 'vitest';
import { harness, tick } from './executor.fixtures';

describe('OutboxExecutor.exclusive: one writer for stored jobs and the writes beside them', () => {
  it('a task asked for while a job is being sent waits for that send to finish', async () => {
    let answer: (summary: string) => void = () => {};
    const h = harness({ entries: 1, send: () => new Promise<string>((resolve) => (answer = resolve)) });
    const draining = h.executor.drain();
    await tick();
    expect(h.log).toEqual(['pace', 'send:1']);
    const task = h.executor.exclusive(async () => {
      h.log.push('wrong-session');
    });
    await tick();
    expect(h.log).toEqual(['pace', 'send:1']);
    answer('ok');
    await Promise.all([draining, task]);
    expect(h.log).toEqual(['pace', 'send:1', 'wrong-session']);
  });

  it('a job due while a task runs is sent only after it; a failing task does not stop the writer', async () => {
    let finish: () => void = () => {};
    const h = harness({ entries: 1 });
    const running = h.executor.exclusive(() =>
      new Promise<void>((resolve) => (finish = resolve)).then(() => {
        h.log.push('task');
        throw new Error('service unreachable');
      }),
    );
    const draining = h.executor.drain();
    await tick();
    expect(h.log).toEqual([]);
    finish();
    await expect(running).rejects.toThrow('service unreachable');
    await draining;
    expect(h.log).toEqual(['task', 'pace', 'send:1']);
  });
});

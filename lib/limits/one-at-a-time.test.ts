import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('runs tasks in arrival order, each after the previous one settled', async () => {
    const run = oneAtATime();
    const events: string[] = [];
    const task = (name: string, ticks: number) => async () => {
      events.push(`start ${name}`);
      for (let i = 0; i < ticks; i += 1) await Promise.resolve();
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([run(task('a', 5)), run(task('b', 0)), run(task('c', 2))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('a failing task rejects for its caller and does not block the next one', async () => {
    const run = oneAtATime();
    const failed = run(async () => {
      throw new Error('boom');
    });
    const next = run(async () => 'after');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
  });

  it('separate queues do not wait for each other', async () => {
    const first = oneAtATime();
    const second = oneAtATime();
    let release!: () => void;
    const held = first(() => new Promise<void>((resolve) => (release = resolve)));
    await expect(second(async () => 'free')).resolves.toBe('free');
    release();
    await held;
  });
});

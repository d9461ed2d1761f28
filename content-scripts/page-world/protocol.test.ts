import { describe, expect, it } from 'vitest';
import { boundedTimeline } from './protocol';

describe('page-world protocol: what the page answers is bounded', () => {
  it('takes a timeline within bounds', () => {
    expect(boundedTimeline(600, 2400)).toEqual({ position: 600, duration: 2400 });
  });

  it.each([
    ['a negative position', -1, 2400],
    ['a position past the end', 2402, 2400],
    ['no length', 0, 0],
    ['a length of more than a month', 10, 30 * 24 * 3600 + 1],
    ['NaN', Number.NaN, 2400],
    ['an endless length', 10, Number.POSITIVE_INFINITY],
    ['text', '600', 2400],
  ])('refuses %s', (_, position, duration) => {
    expect(boundedTimeline(position, duration)).toBeNull();
  });

  it('allows a second of rounding past the end, and a program of a whole month', () => {
    expect(boundedTimeline(2401, 2400)).toEqual({ position: 2401, duration: 2400 });
    expect(boundedTimeline(0, 30 * 24 * 3600)).toEqual({ position: 0, duration: 30 * 24 * 3600 });
  });
});

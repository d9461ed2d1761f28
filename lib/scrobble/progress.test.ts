import { describe, expect, it } from 'vitest';
import { progressOf, reachesThreshold, roundProgress } from './progress';

/** Digits after the decimal point in the shortest representation of a number. */
function decimals(value: number): number {
  const text = String(value);
  expect(text).not.toMatch(/e/i);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

describe('roundProgress (spec 4.4 / 8: 0.00-100.00, at most 2 decimals)', () => {
  it.each<[number, number]>([
    [0, 0],
    [0.29, 0.29],
    [0.57, 0.57],
    [1.005, 1],
    [12.5, 12.5],
    [33.333333, 33.33],
    [45.555, 45.55],
    [66.666666, 66.66],
    [75, 75],
    [75.12, 75.12],
    [79.99, 79.99],
    [79.999, 79.99],
    [79.9999999, 79.99],
    [80, 80],
    [99.999, 99.99],
    [100, 100],
    [100.0001, 100],
    [150, 100],
    [-0.01, 0],
    [-25, 0],
    [Number.NaN, 0],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%d -> %d', (input, expected) => {
    expect(roundProgress(input)).toBe(expected);
  });

  it('keeps a progress below the 80 % finishing threshold below it', () => {
    for (const input of [79.991, 79.995, 79.999, 79.9999, 79.99999999]) {
      expect(roundProgress(input)).toBeLessThan(80);
    }
  });

  it('keeps every hundredth exact (binary fractions do not lose a hundredth)', () => {
    for (let hundredths = 0; hundredths <= 10_000; hundredths += 1) {
      const value = hundredths / 100;
      expect(roundProgress(value)).toBe(value);
    }
  });

  it('never has more than 2 decimals, never leaves 0-100 and never rounds up by a hundredth or more', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 5000; i += 1) {
      const input = random() * 120 - 10;
      const output = roundProgress(input);
      expect(decimals(output)).toBeLessThanOrEqual(2);
      expect(output).toBeGreaterThanOrEqual(0);
      expect(output).toBeLessThanOrEqual(100);
      const clamped = Math.min(100, Math.max(0, input));
      expect(Math.abs(output - clamped)).toBeLessThan(0.01 + 1e-9);
    }
  });

  it('turns a position/duration ratio into a 2-decimal percentage', () => {
    const cases: Array<[number, number]> = [
      [1, 3],
      [2, 3],
      [1234.567, 5400],
      [2700, 2700],
      [1, 7],
    ];
    for (const [position, duration] of cases) {
      const output = roundProgress((position / duration) * 100);
      expect(decimals(output)).toBeLessThanOrEqual(2);
      expect(output).toBeCloseTo((position / duration) * 100, 1);
    }
  });
});

describe('progressOf: a place as a progress', () => {
  it('is the floored two-decimal percentage, 0 for an unknown length', () => {
    expect(progressOf(1, 3)).toBe(33.33);
    expect(progressOf(2, 3)).toBe(66.66);
    expect(progressOf(796, 1000)).toBe(79.6);
    expect(progressOf(2700, 2700)).toBe(100);
    expect(progressOf(3000, 2700)).toBe(100);
    expect(progressOf(10, 0)).toBe(0);
  });
});

describe('reachesThreshold: watched or not, the same everywhere', () => {
  it("judges against the service's 80 % unless given a higher threshold", () => {
    expect(reachesThreshold(79.99)).toBe(false);
    expect(reachesThreshold(80)).toBe(true);
    expect(reachesThreshold(progressOf(796, 1000))).toBe(false);
    expect(reachesThreshold(85, 90)).toBe(false);
    expect(reachesThreshold(90, 90)).toBe(true);
  });
});

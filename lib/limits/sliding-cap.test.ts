import { describe, expect, it } from 'vitest';
import { slidingCap } from './sliding-cap';

describe('a sliding cap per key', () => {
  it('allows the limit in any window, across what would be a bucket boundary too', () => {
    let clock = 999;
    const cap = slidingCap(2, 1000, () => clock);
    expect([cap.allow(1), cap.allow(1), cap.allow(1)]).toEqual([true, true, false]);
    // One millisecond later a one-second bucket would have started afresh; the window has not.
    clock = 1000;
    expect(cap.allow(1)).toBe(false);
    expect(cap.allow(2)).toBe(true);
    clock = 1999;
    expect(cap.allow(1)).toBe(true);
    cap.forget(2);
    expect([cap.allow(2), cap.allow(2), cap.allow(2)]).toEqual([true, true, false]);
  });
});

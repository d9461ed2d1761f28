import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window';

describe('rowWindow: the rows of a long list that are rendered', () => {
  const list = { count: 10_000, pitch: 40, viewport: 480, overscan: 8 };

  it('at the top: the rows in view and the overscan below, space for the rest', () => {
    expect(rowWindow({ ...list, scrollTop: 0 })).toEqual({ first: 0, end: 20, before: 0, after: (10_000 - 20) * 40 });
  });

  it('scrolled: the window follows, and the space above and below keeps the whole length', () => {
    const shown = rowWindow({ ...list, scrollTop: 4_000 });
    expect(shown).toEqual({ first: 92, end: 120, before: 92 * 40, after: (10_000 - 120) * 40 });
    expect(shown.before + (shown.end - shown.first) * 40 + shown.after).toBe(10_000 * 40);
  });

  it('at the end, and past it: the last rows, never an empty window', () => {
    expect(rowWindow({ ...list, scrollTop: 10_000 * 40 - 480 })).toMatchObject({ end: 10_000, after: 0 });
    expect(rowWindow({ ...list, scrollTop: 10 ** 9 })).toMatchObject({ first: 9_999, end: 10_000, after: 0 });
  });

  it('renders a bounded number of rows wherever the list is scrolled', () => {
    for (const scrollTop of [0, 123, 40_000, 399_000]) {
      const shown = rowWindow({ ...list, scrollTop });
      expect(shown.end - shown.first).toBeLessThanOrEqual(480 / 40 + 2 * 8 + 1);
    }
  });

  it('nothing to show: an empty window', () => {
    expect(rowWindow({ ...list, count: 0, scrollTop: 0 })).toEqual({ first: 0, end: 0, before: 0, after: 0 });
  });
});

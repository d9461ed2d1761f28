/** Which rows of a long list are rendered: the ones in view and `overscan` on each side. */
export interface RowWindow {
  /** First rendered row, and one past the last. */
  first: number;
  end: number;
  /** Space standing in for the rows above and below the window, px. */
  before: number;
  after: number;
}

/**
 * The rows to render for a scroll position (pure). `pitch`: one row's height plus the gap to the
 * next, the same for every row (the list fixes row heights); `viewport`: the visible height.
 */
export function rowWindow(o: { count: number; pitch: number; scrollTop: number; viewport: number; overscan: number }): RowWindow {
  const { count, pitch, overscan } = o;
  if (count <= 0 || pitch <= 0) return { first: 0, end: 0, before: 0, after: 0 };
  const top = Math.max(0, o.scrollTop);
  const first = Math.max(0, Math.min(count - 1, Math.floor(top / pitch) - overscan));
  const end = Math.min(count, Math.ceil((top + Math.max(0, o.viewport)) / pitch) + overscan);
  return { first, end: Math.max(end, first + 1), before: first * pitch, after: (count - Math.max(end, first + 1)) * pitch };
}

import { cloneElement, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { rowWindow } from '../../lib/library/row-window';
import { gridColumns } from '../shared/grid-keys';

/** Shorter lists are rendered whole: every row stays in the DOM (and in the browser's find-in-page). */
export const WINDOWED_FROM = 100;
/** Items rendered before one is measured, and on each side of the visible ones after (in whole rows of a grid). */
const FIRST_ROWS = 24;
const OVERSCAN = 8;

interface Props<T> {
  items: readonly T[];
  /** One `<li>` per item, keyed; the list adds its position (aria-posinset / aria-setsize). */
  row: (item: T, index: number) => VNode;
  class: string;
  testId?: string;
  /** Keys pressed inside the list (a grid's arrow keys, entrypoints/shared/grid-keys.ts). */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A `<ul>` of any length: a long one renders only the rows in view (and a few around them) inside
 * a scrolling box, with space standing in for the rest, so 10,000 titles cost what 40 do. The list
 * keeps its semantics: a `list` of `listitem`s, each announcing its place in the whole list;
 * tabbing onto a row scrolls it into view, which renders the rows after it.
 */
export function VirtualList<T>(props: Props<T>) {
  if (props.items.length < WINDOWED_FROM) {
    return (
      <ul class={props.class} data-testid={props.testId} onKeyDown={props.onKeyDown}>
        {props.items.map((item, index) => props.row(item, index))}
      </ul>
    );
  }
  return <WindowedList {...props} />;
}

function WindowedList<T>({ items, row, class: className, testId, onKeyDown }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(0);
  /**
   * Every row gets the tallest first row's height, so the list's length in px is exact. A grid
   * (a poster grid) puts `columns` items in each row: its own CSS decides how many fit.
   */
  const [size, setSize] = useState<{ height: number; pitch: number; columns: number; width: number } | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || size) return;
    const list = element.firstElementChild as HTMLElement | null;
    const rows = [...(list?.children ?? [])] as HTMLElement[];
    if (!list || rows.length === 0) return;
    const height = Math.ceil(Math.max(...rows.map((rendered) => rendered.getBoundingClientRect().height)));
    // Not laid out yet (a hidden panel): measure on a later render.
    if (height <= 0) return;
    const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
    setSize({ height, pitch: height + gap, columns: gridColumns(list), width: element.clientWidth });
    setViewport(element.clientHeight);
  });

  useEffect(() => {
    // The box's height follows the window's (70vh at most): the rows in view change with it. A new
    // width may fit another number of columns, with posters of another height: measure again.
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      setViewport(element.clientHeight);
      setSize((measured) => (measured && measured.width !== element.clientWidth ? null : measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /**
   * Home and End in a grid reach the whole list's first and last title, which are rarely rendered:
   * the box scrolls there first, and the focus follows once that window is on screen.
   */
  const [focusEdge, setFocusEdge] = useState<'first' | 'last' | null>(null);
  useEffect(() => {
    const stops = box.current?.querySelectorAll<HTMLElement>('[data-grid-stop]');
    if (!focusEdge || !stops?.length) return;
    stops[focusEdge === 'first' ? 0 : stops.length - 1]?.focus();
    setFocusEdge(null);
  }, [focusEdge, scrollTop]);
  const keys = (event: KeyboardEvent) => {
    const element = box.current;
    const edge = event.key === 'Home' ? 'first' : event.key === 'End' ? 'last' : null;
    if (!onKeyDown || !element || !edge || !(event.target as HTMLElement).matches('[data-grid-stop]')) return onKeyDown?.(event);
    event.preventDefault();
    element.scrollTop = edge === 'first' ? 0 : element.scrollHeight;
    setScrollTop(element.scrollTop);
    setFocusEdge(edge);
  };

  const columns = size?.columns ?? 1;
  const shownRows = size
    ? rowWindow({ count: Math.ceil(items.length / columns), pitch: size.pitch, scrollTop, viewport, overscan: Math.ceil(OVERSCAN / columns) })
    : { first: 0, end: FIRST_ROWS, before: 0, after: 0 };
  const first = shownRows.first * columns;
  const rows = items.slice(first, Math.min(items.length, shownRows.end * columns)).map((item, offset) => {
    const index = first + offset;
    const rendered = row(item, index);
    const style = size ? { height: `${size.height}px`, overflow: 'hidden' } : undefined;
    return cloneElement(rendered, { 'aria-posinset': index + 1, 'aria-setsize': items.length, style });
  });
  return (
    <div
      ref={box}
      class="windowed"
      data-rows={items.length}
      data-columns={columns}
      onScroll={(event) => {
        const element = event.currentTarget;
        setScrollTop(element.scrollTop);
        setViewport(element.clientHeight);
      }}
    >
      <ul class={className} data-testid={testId} onKeyDown={keys} style={{ paddingTop: `${shownRows.before}px`, paddingBottom: `${shownRows.after}px` }}>
        {rows}
      </ul>
    </div>
  );
}

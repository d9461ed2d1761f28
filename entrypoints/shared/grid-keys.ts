/**
 * Arrow keys between a poster grid's cards (issue 31). Each card names one focus stop (its title
 * link, marked `data-grid-stop`); from a stop, Left and Right step one card, Up and Down one row
 * (the grid's column count as laid out now), Home and End to the first and last. Keys pressed in
 * a card's own controls (a select uses the arrows itself) are left alone.
 */
export function moveInGrid(event: KeyboardEvent): void {
  const grid = event.currentTarget as HTMLElement;
  const from = event.target as HTMLElement;
  if (!from.matches('[data-grid-stop]')) return;
  const stops = [...grid.querySelectorAll<HTMLElement>('[data-grid-stop]')];
  const index = stops.indexOf(from);
  const columns = gridColumns(grid);
  // The page may be right to left: then the next card is to the left.
  const forward = getComputedStyle(grid).direction === 'rtl' ? -1 : 1;
  const steps: Record<string, number> = {
    ArrowRight: forward,
    ArrowLeft: -forward,
    ArrowDown: columns,
    ArrowUp: -columns,
    Home: -index,
    End: stops.length - 1 - index,
  };
  const step = steps[event.key];
  const target = step === undefined ? undefined : stops[index + step];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** How many columns `element` lays its children out in now: 1 when it is no grid (a plain list). */
export function gridColumns(element: Element): number {
  const template = getComputedStyle(element).gridTemplateColumns;
  return template && template !== 'none' ? template.split(' ').length : 1;
}

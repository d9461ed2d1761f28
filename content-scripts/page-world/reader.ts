/**
 * A page-world timeline reader: runs in the page's own world, so it may read the site's globals.
 * Seconds, or null when the player is not there. Each site's reader lives in its folder
 * (content-scripts/sites/<site>/page-world.ts); readers.ts lists them.
 */
export type TimelineReader = (win: Window) => { position: number; duration: number } | null;

/**
 * A page-world reader of a small value (plain JSON: strings and numbers), or null when the page
 * has none. The content script checks what comes back; the page may have put anything there.
 */
export type PageValueReader = (win: Window) => unknown;

export const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** "1:02:03" or "48:25" -> seconds. */
export function clockSeconds(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

// A player's timeline as a site's page-world reader sees it, and the bounds every answer from a
// page passes. Shared by the content scripts (Firefox reads the page itself) and the background
// (Chrome runs the reader in the page): the page may have put anything where a reader looks.

/** Seconds into the media and its length. */
export interface PageTimeline {
  position: number;
  duration: number;
}

/**
 * A page-world timeline reader: reads the site's globals in the page's own world. Seconds, or null
 * when the player is not there; the caller bounds what comes back (boundedTimeline). Each site's
 * reader lives in its folder (content-scripts/sites/<site>/page-world.ts).
 *
 * Chrome: the background hands `read` to scripting.executeScript in the page's world, so it is
 * serialised as source and may use nothing outside its own body but its arguments; `win` is null
 * there (the page's window is `window`). Firefox: the content script calls it with the page's
 * window seen through the Xray waiver.
 */
export interface TimelineReader {
  read: (win: Window | null, ...args: string[]) => { position: unknown; duration: unknown } | null;
  /** Plain strings the reader needs (a selector), passed as arguments: serialised source has no closure. */
  args: readonly string[];
}

/** A reader's answer in `win` (a test's window, or the page's through the Xray waiver). */
export const readTimeline = (reader: TimelineReader, win: Window): ReturnType<TimelineReader['read']> => reader.read(win, ...reader.args);

/** No program runs a month; a longer one is a number a page made up. */
const LONGEST_PROGRAM_SECONDS = 30 * 24 * 3600;

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A page may answer anything here; the bounds keep a forged answer to a harmless number. */
export function boundedTimeline(position: unknown, duration: unknown): PageTimeline | null {
  if (!isTime(position) || !isTime(duration) || duration === 0 || duration > LONGEST_PROGRAM_SECONDS) return null;
  // Past the end (beyond a second of rounding) is no position the player is at.
  return position <= duration + 1 ? { position, duration } : null;
}

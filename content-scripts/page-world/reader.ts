export { readTimeline, type TimelineReader } from '../../lib/page-world/timeline';

/**
 * A page-world reader of a small value (plain JSON: strings and numbers), or null when the page
 * has none. The content script checks what comes back; the page may have put anything there.
 */
export type PageValueReader = (win: Window) => unknown;

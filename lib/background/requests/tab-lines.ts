import { slidingCap } from '../../limits/sliding-cap';

/**
 * Lines a tab's reports may add to the activity log in any hour. The log keeps its last
 * ACTIVITY_LIMIT lines: a page that floods `not-counted` or `site-unsure` with ever new addresses
 * would otherwise push the user's history out of it in seconds. A watch evening logs far fewer.
 */
export const TAB_LINES_PER_HOUR = 60;
const HOUR_MS = 3600_000;

const linesOfTab = slidingCap(TAB_LINES_PER_HOUR, HOUR_MS);

/** Whether a line this tab's report causes may go in the log (counted when it may). */
export const mayLogForTab = (tabId: number): boolean => linesOfTab.allow(tabId);

/** The tab closed: a new tab with its id starts afresh. */
export const forgetTabLines = (tabId: number): void => linesOfTab.forget(tabId);

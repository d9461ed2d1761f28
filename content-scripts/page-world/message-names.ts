/**
 * Names of the messages between the isolated content script and the script in the page's own
 * world. Kept apart from the schemas so the page-world script stays tiny (no zod in the page).
 */
export const TIMELINE_REQUEST = 'watchmark-timeline-request';
export const TIMELINE_REPLY = 'watchmark-timeline-reply';

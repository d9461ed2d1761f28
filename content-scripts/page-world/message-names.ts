/**
 * Names of the messages between the isolated content script and the script in the page's own
 * world. Kept apart from the checks of the answers (protocol.ts): the page-world script needs the
 * names only.
 */
export const TIMELINE_REQUEST = 'watchmark-timeline-request';
export const TIMELINE_REPLY = 'watchmark-timeline-reply';

/**
 * Names of the messages between the isolated content script and the script in the page's own
 * world (Jellyfin and Emby in Chrome). Kept apart from the checks of the answers (protocol.ts): the
 * page-world script needs the names only.
 */
/** A page-world reader's small value (a web app's session), asked for by name. */
export const VALUE_REQUEST = 'watchmark-value-request';
export const VALUE_REPLY = 'watchmark-value-reply';

import { answerPageWorldRequests } from '../../page-world/answer';
import { mediaBrowserSession } from './session';

/**
 * Chrome: Jellyfin's and Emby's sign-in (window.ApiClient) lives in the page's own world; this
 * script answers the Jellyfin/Emby content script's request for it there. On app.emby.media from
 * the manifest, on a server the user added registered at runtime (lib/background/generic/). A
 * content script of the page's world, so it is never web-accessible to other sites. Firefox reads
 * the page through the Xray waiver instead.
 */
export default (): void => answerPageWorldRequests(window, { mediabrowser: mediaBrowserSession });

import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { answerPageWorldRequests } from '../content-scripts/page-world/answer';
import { TIMELINE_READERS } from '../content-scripts/page-world/readers';

/** Injected into the page's own world on the sites that need it: answers timeline requests. */
export default defineUnlistedScript(() => answerPageWorldRequests(window, TIMELINE_READERS, {}));

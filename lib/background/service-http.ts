import type { ServiceConfig } from '../config';
import { createPacer, createSerialPacer } from '../limits/pacer';
import { createQuotaHold } from '../limits/quota-hold';
import { sleep } from '../limits/sleep';
import { createThrottleHold } from '../limits/throttle-hold';
import type { HttpDeps } from '../service/http';
import type { SessionEpoch } from '../service/session-epoch';
import { storedPostTimes } from './state/post-times';
import { userAgentRuleReady } from './user-agent-rule';

/**
 * spec 8 allows 1 POST/s; a little margin keeps requests that travel at different speeds from
 * arriving closer together than that.
 */
const POST_GAP_MS = 1_100;
/** spec 8 allows 10 GET/s on the rate-limited endpoints (search); the redirect helper is exempt. */
const GET_GAP_MS = 110;

/** The pacers' gaps: the contract's by default; a test that is not about pacing may shorten them. */
export interface RequestGaps {
  postMs: number;
  getMs: number;
}
const CONTRACT_GAPS: RequestGaps = { postMs: POST_GAP_MS, getMs: GET_GAP_MS };

/** The HTTP layer every service call of the background goes through, with its pacers and holds. */
export function serviceHttp(serviceConfig: ServiceConfig, epoch: SessionEpoch, gaps: RequestGaps = CONTRACT_GAPS) {
  const paceGet = createPacer(gaps.getMs, Date.now, sleep, Date.now());
  // spec 8: one pacer for every POST of the extension, taken inside the HTTP layer (http.ts), so no
  // caller goes around it. After a worker restart the last POST may have been a moment ago: the
  // previous worker's write times say when (post-times.ts), so a woken worker waits only as long
  // as it must.
  const postTimes = storedPostTimes();
  const pacePost = createSerialPacer(gaps.postMs, Date.now, sleep, postTimes.lastEnd(Date.now), postTimes);
  // spec 7: one hold after a daily quota 429 for every caller; sign-out ends it.
  const quotaHold = createQuotaHold(Date.now);
  // spec 7 / 8: and one hold after a 412 throttling block, so no caller lengthens the block.
  const throttleHold = createThrottleHold(Date.now);
  const http: HttpDeps = {
    config: serviceConfig,
    fetch: (input, init) => fetch(input, init),
    signal: () => epoch.signal,
    pacePost,
    ready: () => userAgentRuleReady(serviceConfig),
    quotaHold,
    throttleHold,
  };
  return { http, paceGet, quotaHold };
}

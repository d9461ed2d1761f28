import { ActivitiesPollWatch } from './behaviour/activities-poll.ts';
import { CadenceWatch } from './behaviour/cadence.ts';
import { PollingWatch } from './behaviour/polling.ts';
import { QuotaHolds } from './behaviour/quota-hold.ts';
import { RefusedRequests } from './behaviour/refused.ts';
import { SignInWatch } from './behaviour/revoke.ts';

export { REPEAT_WINDOW_MS } from './behaviour/refused.ts';

/**
 * Rules about the client's behaviour over time, not about one request (issue 12; GAPS.md
 * "Behaviour over time"), one file each under behaviour/. They only record violations; the answers
 * stay what the contract says. The rate rules (`rate-exceeded`, `request-during-throttle-block`)
 * live with the rates in limits/gate.ts.
 */
export class Behaviour {
  /** `repeated-refused-request`: spec 7, do not retry a 4xx unchanged. */
  readonly refused = new RefusedRequests();
  /** `polling`: spec 4.3, reread only when the activity timestamp moved. */
  readonly polling = new PollingWatch();
  /** `polling` of `/sync/activities` itself: read on a timer (spec 4.3). */
  readonly activitiesPoll = new ActivitiesPollWatch();
  /** `scrobble-fixed-cadence`: spec 4.4, events on user actions, never on a timer. */
  readonly cadence = new CadenceWatch();
  /** `revoke-missing`: spec 5.2, a replaced sign-in's tokens are revoked. */
  readonly signIns = new SignInWatch();
  /** `request-after-quota`: spec 7 and 8, hold until a quota 429's reset. */
  readonly quotaHolds = new QuotaHolds();
}

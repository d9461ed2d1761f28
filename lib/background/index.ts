import type { TimelineReaders } from './requests/page-timeline';
import { browser } from 'wxt/browser';
import { config } from '../config';
import { installGenericDetection } from './generic/install';
import { closeOrphanSessions } from './playback/orphans';
import { tabClosed } from './playback/intake';
import { createDiscoverHandler } from './library/discover';
import { createLibraryHandler } from './library/library';
import { listenForLibraryOpens } from './library/library-stream';
import { listen } from './requests/router';
import { tabHandlers } from './requests/tab-handlers';
import { createRequestHandlers } from './requests/request-handlers';
import { dispatch } from '../messages/protocol';
import { createServices } from './composition-root';
import { badgeStatus, onStatusChanged } from './status/status';
import { badgeRefresher } from './status/badge';
import { userAgentRuleReady } from './user-agent-rule';
import { DRAIN_ALARM, REVOKE_ALARM } from './wake';
import { installReinjection } from './reinject';
import { forgetTabLines } from './requests/tab-lines';
import { installRateOfferNotifications } from './library/rate-offer';
import { pruneNow, resumeWork } from './resume-work';
import { installDailyPrune } from './daily-prune';

/**
 * Background entry: listeners are registered synchronously on every worker start (MV3 delivers
 * the waking event only to listeners present in the first turn), then pending work resumes.
 * `timelineReaders`: the sites' page-world readers (Chrome runs them in a tab's page on request).
 */
export function startBackground(timelineReaders: TimelineReaders): void {
  const services = createServices();
  const library = createLibraryHandler(services);
  const discover = createDiscoverHandler(services);
  const ready = userAgentRuleReady(config);
  const handlers = createRequestHandlers(services, { ready, library, discover });
  const signedIn = async () => (await services.tokenStore.load()) !== null;
  const intake = { services, ready, rememberSitePage: library.rememberSitePage, signedIn };

  listen({
    tab: tabHandlers(services, intake, timelineReaders),
    page: (request) => dispatch(handlers, request),
  });
  listenForLibraryOpens(async () => {
    await ready;
    return library.handlers['library-open']({ type: 'library-open' });
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    // Behind the tab's last reports, which may still be passing the off-switch check.
    void tabClosed(services, tabId);
    forgetTabLines(tabId);
  });
  installRateOfferNotifications(services.rateOffers);
  const refreshBadge = badgeRefresher(() => badgeStatus(services));
  onStatusChanged(refreshBadge);
  refreshBadge();
  installGenericDetection();
  installReinjection();
  void installDailyPrune(() => ready.then(() => pruneNow(services))).catch((error: unknown) => console.error('prune alarm failed', error));
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === DRAIN_ALARM) void ready.then(() => services.outbox.drain());
    if (alarm.name === REVOKE_ALARM) void ready.then(() => services.revokes.tryDue());
  });
  // A browser restart leaves sessions of tabs that no longer exist: close them with their last state.
  browser.runtime.onStartup.addListener(() => void closeOrphanSessions(services));
  self.addEventListener('online', () => void services.outbox.drain());
  void ready.then(() => resumeWork(services));
}

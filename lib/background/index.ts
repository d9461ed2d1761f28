import browser from 'webextension-polyfill';
import { config } from '../config';
import { oneAtATime } from '../limits/one-at-a-time';
import { installGenericDetection } from './generic/install';
import { closeOrphanSessions } from './playback/orphans';
import { handlePlaybackReport, handleTabGone, settleAllSessions } from './playback/playback';
import { createDiscoverHandler } from './library/discover';
import { createLibraryHandler } from './library/library';
import { listenForLibraryOpens } from './library/library-stream';
import { listen } from './requests/router';
import { createRequestHandlers } from './requests/request-handlers';
import { dispatch } from '../messages/protocol';
import { createServices } from './composition-root';
import { badgeStatus, onStatusChanged } from './status/status';
import { badgeRefresher } from './status/badge';
import { forgetPausedTab, scrobblingOff, showIgnored } from './playback/scrobbling-switch';
import { userAgentRuleReady } from './user-agent-rule';
import { DRAIN_ALARM } from './wake';
import { installReinjection } from './reinject';
import { recordSourceFailure } from './requests/source-failures';
import { handleSiteUnsure } from './requests/site-unsure';
import { handleNotCounted } from './requests/not-counted';
import { forgetUnsure } from './generic/unsure';
import { installRateOfferNotifications } from './library/rate-offer';
import { pruneStores } from '../db/prune';

/**
 * Background entry: listeners are registered synchronously on every worker start (MV3 delivers
 * the waking event only to listeners present in the first turn), then pending work resumes.
 */
export function startBackground(): void {
  const services = createServices();
  const library = createLibraryHandler(services);
  const discover = createDiscoverHandler(services);
  // The off-switch check reads storage before a report reaches the (serialised) session machine,
  // and reports must not overtake each other there.
  const reportsInOrder = oneAtATime();
  const ready = userAgentRuleReady(config);
  const handlers = createRequestHandlers(services, { ready, library, discover });

  listen({
    playback: (tabId, report, pageUrl) =>
      reportsInOrder(async () => {
        await ready;
        void library.rememberSitePage(report.guess, pageUrl).catch(() => undefined);
        // The tab's page is named now (late metadata, or the user's answer): no question is left.
        void forgetUnsure(tabId).catch(() => undefined);
        const off = await scrobblingOff(services, tabId, report.guess.site);
        if (off) return showIgnored(services, tabId, report, off);
        await handlePlaybackReport(services, tabId, report);
      }),
    sourceFailed: (failure) => recordSourceFailure(services, failure),
    siteUnsure: (message, sender) => handleSiteUnsure(services, message, sender),
    notCounted: (message, sender) => handleNotCounted(services, message, sender),
    popup: (request) => dispatch(handlers, request),
  });
  listenForLibraryOpens(async () => {
    await ready;
    return library.handlers['library-open']({ type: 'library-open' });
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    // Behind the tab's last reports, which may still be passing the off-switch check.
    void reportsInOrder(() => handleTabGone(services, tabId));
    void forgetPausedTab(services, tabId);
  });
  installRateOfferNotifications(services.rateOffers);
  const refreshBadge = badgeRefresher(() => badgeStatus(services));
  onStatusChanged(refreshBadge);
  refreshBadge();
  installGenericDetection();
  installReinjection();
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === DRAIN_ALARM) void ready.then(() => services.outbox.drain());
  });
  // A browser restart leaves sessions of tabs that no longer exist: close them with their last state.
  browser.runtime.onStartup.addListener(() => void closeOrphanSessions(services));
  self.addEventListener('online', () => void services.outbox.drain());
  void ready.then(async () => {
    await services.device.resume();
    await settleAllSessions(services);
    // Every worker start: expired matches and the oldest "watched at" rows beyond their bound go.
    await pruneStores(await services.db(), Date.now()).catch((error: unknown) => console.error('pruning failed', error));
    // An import the worker was feeding when it stopped goes on where it was.
    await services.imports.settle().catch((error: unknown) => console.error('import resume failed', error));
    await services.outbox.drain();
  });
}

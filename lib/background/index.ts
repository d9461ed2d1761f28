import { tCount } from '../i18n/t';
import { identifyFileFor } from './identify-file';
import browser from 'webextension-polyfill';
import { config } from '../config';
import { oneAtATime } from '../limits/one-at-a-time';
import { isDiscoverRequest } from '../messages/discover';
import { isImportRequest } from '../messages/import';
import { isLibraryRequest } from '../messages/library';
import type { PopupRequest } from '../messages/popup';
import { checkIn } from './checkin';
import { installGenericDetection } from './generic/install';
import { handleGenericRequest } from './generic/requests';
import { closeOrphanSessions } from './orphans';
import { handlePlaybackReport, handleTabGone, settleAllSessions } from './playback';
import { correctMatch, listCorrections, pickParked, removeCorrection, searchItems } from './resolve-actions';
import { createDiscoverHandler } from './discover';
import { createLibraryHandler } from './library';
import { handleImportRequest } from './import/requests';
import { listen } from './router';
import { createServices } from './services';
import { buildStatus, onStatusChanged } from './status';
import { badgeRefresher } from './badge';
import { handleItemRequest } from './popup-actions';
import { forgetPausedTab, scrobblingOff, showIgnored } from './scrobbling-switch';
import { userAgentRuleReady } from './user-agent-rule';
import { DRAIN_ALARM } from './wake';
import { installReinjection } from './reinject';
import { recordSourceFailure } from './source-failures';
import { handleSitePopupRequest, handleSiteUnsure } from './site-unsure';
import { handleNotCounted } from './not-counted';
import { forgetUnsure } from './generic/unsure';
import { dismissOffer, installRateOfferNotifications } from './rate-offer';
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
    popup: (request: PopupRequest) => {
      if (isLibraryRequest(request)) return library.handle(request);
      if (isDiscoverRequest(request)) return discover.handle(request);
      if (isImportRequest(request)) return handleImportRequest(services, services.imports, request);
      switch (request.type) {
        case 'status':
          return buildStatus(services);
        case 'activity':
          return services.activity.recent();
        case 'retry-failed':
          return services.outboxStore.requeueFailed().then(async (count) => {
            await services.activity.add('info', tCount('log_retrying', count));
            void services.outbox.drain();
            return { ok: true };
          });
        case 'dismiss-rate-offer':
          return dismissOffer(services.rateOffers).then(() => ({ ok: true }));
        case 'sign-in':
          return ready.then(() => services.signIn()).then(() => ({ ok: true }));
        case 'sign-in-device':
          return ready.then(() => services.device.start()).then(() => ({ ok: true }));
        case 'checkin':
          return checkIn(services, request.item);
        case 'continue-watching':
          return services.continueWatching().then(
            (items) => ({ ok: true, items }),
            (error: unknown) => ({ ok: false, items: [], error: error instanceof Error ? error.message : String(error) }),
          );
        case 'cancel-device':
          return services.device.cancel().then(() => ({ ok: true }));
        case 'sign-out':
          return services.signOut({ deleteCorrections: request.deleteCorrections === true }).then(() => ({ ok: true }));
        case 'library-write':
        case 'item-marks':
        case 'open-item':
        case 'set-site-enabled':
        case 'set-tab-paused':
          return handleItemRequest(services, request);
        case 'search-items':
          return searchItems(services, request.text).catch((error: unknown) => ({ ok: false, items: [], error: error instanceof Error ? error.message : String(error) }));
        case 'pick-parked':
          return pickParked(services, request.subject, request.item, request.always);
        case 'correct-match':
          return correctMatch(services, request.item, request.always, request.episodeOffset);
        case 'list-corrections':
          return listCorrections(services);
        case 'remove-correction':
          return removeCorrection(services, request.site, request.scope, request.siteId);
        case 'generic-page':
        case 'generic-enable':
        case 'generic-disable':
        case 'generic-sites':
        case 'generic-answer':
          return handleGenericRequest(request);
        case 'site-unsure-page':
        case 'site-answer':
          return handleSitePopupRequest(request);
        case 'identify-file':
          return identifyFileFor(services, request.fileName);
      }
    },
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    // Behind the tab's last reports, which may still be passing the off-switch check.
    void reportsInOrder(() => handleTabGone(services, tabId));
    void forgetPausedTab(services, tabId);
  });
  installRateOfferNotifications(services.rateOffers);
  const refreshBadge = badgeRefresher(() => buildStatus(services));
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

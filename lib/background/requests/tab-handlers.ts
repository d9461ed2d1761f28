import { handleGenericUnsure } from '../generic/tab-messages';
import { takeReport, type IntakeDeps } from '../playback/intake';
import type { Services } from '../composition-root';
import { handleNotCounted } from './not-counted';
import { readPageTimeline, type TimelineReaders } from './page-timeline';
import { forwardPlayerEvent, forwardTicksRequest } from './player-relay';
import type { TabHandlers } from './router';
import { handleSiteUnsure } from './site-unsure';
import { recordSourceFailure } from './source-failures';

/** The handler of each message a tab sends, once the router checked it and its sender (router.ts). */
export function tabHandlers(services: Services, intake: IntakeDeps, timelineReaders: TimelineReaders): TabHandlers {
  return {
    playback: (report, from) => takeReport(intake, from.tabId, report, from.tabUrl),
    'source-failed': (failure, from) => recordSourceFailure(services, failure, from),
    'site-unsure': (message, from) => handleSiteUnsure(services, message, from),
    'not-counted': (message, from) => handleNotCounted(services, message, from),
    'generic-unsure': (message, from) => handleGenericUnsure(message, from),
    'page-timeline': (request, from) => readPageTimeline(timelineReaders, request, from),
    'player-relay': forwardPlayerEvent,
    'player-relay-ticks': forwardTicksRequest,
  };
}

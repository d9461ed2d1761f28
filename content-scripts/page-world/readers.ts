import { TIMELINE_READERS as GENERATED } from '../../.wxt/sites/page-world-readers';
import type { TimelineReader } from './reader';

export type { TimelineReader };

/**
 * Every site's page-world reader, by the name an adapter asks for (pageWorldTimeline(name)):
 * generated from the metas that name one (pageWorldReader). The background runs them in the page
 * (Chrome: lib/background/requests/page-timeline.ts), only for a content script of their own site.
 */
export const TIMELINE_READERS: Record<string, TimelineReader> = GENERATED;

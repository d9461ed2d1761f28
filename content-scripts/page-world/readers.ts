import { TIMELINE_READERS as GENERATED } from '../../.wxt/sites/page-world-readers';
import type { TimelineReader } from './reader';

export type { TimelineReader };

/**
 * Every site's page-world reader, by the name an adapter asks for (pageWorldTimeline(name)):
 * generated from the metas that name one (pageWorldReader), so the sites page-world.js is
 * exposed to (PAGE_WORLD_SITES) and the readers it carries are one list.
 */
export const TIMELINE_READERS: Record<string, TimelineReader> = GENERATED;

import { disneyplusTimeline } from '../sites/disneyplus/page-world';
import { netflixTimeline } from '../sites/netflix/page-world';
import { peacockTimeline } from '../sites/peacock/page-world';
import { primevideoTimeline } from '../sites/primevideo/page-world';
import { mediaBrowserSession } from '../sites/emby/session';
import type { PageValueReader, TimelineReader } from './reader';

export type { TimelineReader };

/** Every site's page-world reader, by the name an adapter asks for (pageWorldTimeline(name)). */
export const TIMELINE_READERS: Record<string, TimelineReader> = {
  netflix: netflixTimeline,
  disneyplus: disneyplusTimeline,
  primevideo: primevideoTimeline,
  peacock: peacockTimeline,
};

/** Readers of small values (a web app's session), by the name an adapter asks for (pageWorldValue(name)). */
export const VALUE_READERS: Record<string, PageValueReader> = {
  mediabrowser: mediaBrowserSession,
};

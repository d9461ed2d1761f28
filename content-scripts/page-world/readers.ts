import { disneyplusTimeline } from '../sites/disneyplus/page-world';
import { netflixTimeline } from '../sites/netflix/page-world';
import { peacockTimeline } from '../sites/peacock/page-world';
import { primevideoTimeline } from '../sites/primevideo/page-world';
import type { TimelineReader } from './reader';

export type { TimelineReader };

/** Every site's page-world reader, by the name an adapter asks for (pageWorldTimeline(name)). */
export const TIMELINE_READERS: Record<string, TimelineReader> = {
  netflix: netflixTimeline,
  disneyplus: disneyplusTimeline,
  primevideo: primevideoTimeline,
  peacock: peacockTimeline,
};

import type { CatalogItem } from '../types.ts';

/**
 * Titles the channel4 fixture plays (content-scripts/sites/channel4/): the service holds them. Ids of this
 * file: movies 10130-10139, shows 20130-20139, anime 30130-30139; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

import type { CatalogItem } from '../types.ts';

/**
 * Titles the skyshowtime fixture plays (content-scripts/sites/skyshowtime/): the service holds them. Ids of this
 * file: movies 10170-10179, shows 20170-20179, anime 30170-30179; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

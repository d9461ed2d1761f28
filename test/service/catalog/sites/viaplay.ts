import type { CatalogItem } from '../types.ts';

/**
 * Titles the viaplay fixture plays (content-scripts/sites/viaplay/): the service holds them. Ids of this
 * file: movies 10160-10169, shows 20160-20169, anime 30160-30169; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

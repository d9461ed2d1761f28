import type { CatalogItem } from '../types.ts';

/**
 * Titles the itvx fixture plays (content-scripts/sites/itvx/): the service holds them. Ids of this
 * file: movies 10120-10129, shows 20120-20129, anime 30120-30129; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

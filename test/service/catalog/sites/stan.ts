import type { CatalogItem } from '../types.ts';

/**
 * Titles the stan fixture plays (content-scripts/sites/stan/): the service holds them. Ids of this
 * file: movies 10190-10199, shows 20190-20199, anime 30190-30199; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

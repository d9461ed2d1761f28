import type { CatalogItem } from '../types.ts';

/**
 * Titles the bbciplayer fixture plays (content-scripts/sites/bbciplayer/): the service holds them. Ids of this
 * file: movies 10110-10119, shows 20110-20119, anime 30110-30119; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

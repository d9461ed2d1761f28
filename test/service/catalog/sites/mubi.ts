import type { CatalogItem } from '../types.ts';

/**
 * Titles the mubi fixture plays (content-scripts/sites/mubi/): the service holds them. Ids of this
 * file: movies 10210-10219, shows 20210-20219, anime 30210-30219; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

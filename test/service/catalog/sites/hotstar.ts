import type { CatalogItem } from '../types.ts';

/**
 * Titles the hotstar fixture plays (content-scripts/sites/hotstar/): the service holds them. Ids of this
 * file: movies 10140-10149, shows 20140-20149, anime 30140-30149; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

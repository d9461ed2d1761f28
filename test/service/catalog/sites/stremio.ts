import type { CatalogItem } from '../types.ts';

/**
 * Titles the stremio fixture plays (content-scripts/sites/stremio/): the service holds them. Ids of this
 * file: movies 10200-10209, shows 20200-20209, anime 30200-30209; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

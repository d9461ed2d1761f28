import type { CatalogItem } from '../types.ts';

/**
 * Titles the canalplus fixture plays (content-scripts/sites/canalplus/): the service holds them. Ids of this
 * file: movies 10150-10159, shows 20150-20159, anime 30150-30159; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

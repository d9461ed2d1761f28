import type { CatalogItem } from '../types.ts';

/**
 * Titles the crave fixture plays (content-scripts/sites/crave/): the service holds them. Ids of this
 * file: movies 10180-10189, shows 20180-20189, anime 30180-30189; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

import type { CatalogItem } from '../types.ts';

/**
 * Titles the adn fixture plays (content-scripts/sites/adn/): the service holds them. Ids of this
 * file: movies 10220-10229, shows 20220-20229, anime 30220-30229; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [];

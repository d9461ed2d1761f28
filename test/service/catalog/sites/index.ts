import type { CatalogItem } from '../types.ts';
import { ITEMS as adn } from './adn.ts';
import { ITEMS as bbciplayer } from './bbciplayer.ts';
import { ITEMS as canalplus } from './canalplus.ts';
import { ITEMS as channel4 } from './channel4.ts';
import { ITEMS as crave } from './crave.ts';
import { ITEMS as hotstar } from './hotstar.ts';
import { ITEMS as itvx } from './itvx.ts';
import { ITEMS as mubi } from './mubi.ts';
import { ITEMS as skyshowtime } from './skyshowtime.ts';
import { ITEMS as stan } from './stan.ts';
import { ITEMS as stremio } from './stremio.ts';
import { ITEMS as viaplay } from './viaplay.ts';

/**
 * The titles of the sites added in issue 28, one file per site so each site's fixture brings its
 * own; appended after the older seeds (seed order doubles as popularity).
 */
export const SITE_ITEMS: CatalogItem[] = [bbciplayer, itvx, channel4, hotstar, canalplus, viaplay, skyshowtime, crave, stan, stremio, mubi, adn].flat();

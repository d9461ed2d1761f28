import type { SiteId } from '../../lib/messages/sites';
import type { SiteDefinition } from '../player/site';
import { crunchyrollSite } from './crunchyroll/site';
import disneyplus from './disneyplus/site';
import max from './max/site';
import netflix from './netflix/site';
import primevideo from './primevideo/site';
import youtube from './youtube/site';

/**
 * Every site adapter, by site. Content scripts never import this (each bundles only its own
 * site); the registry test (registry.test.ts) holds it against SITE_HOSTS, SITE_NAMES, the
 * entrypoints and the fixture tables, so a site cannot be half added.
 */
export const SITE_ADAPTERS: Record<SiteId, readonly SiteDefinition[]> = {
  netflix: [netflix],
  youtube: [youtube],
  // Two players live at once on Crunchyroll: the in-page one and the relayed frame.
  crunchyroll: [crunchyrollSite('in-page'), crunchyrollSite('iframe')],
  disneyplus: [disneyplus],
  primevideo: [primevideo],
  max: [max],
};

import type { SiteId } from '../../lib/messages/sites';
import type { SiteDefinition } from '../player/site';
import appletv, { examples as appletvExamples } from './appletv/site';
import { crunchyrollSite, examples as crunchyrollExamples } from './crunchyroll/site';
import disneyplus, { examples as disneyplusExamples } from './disneyplus/site';
import hulu, { examples as huluExamples } from './hulu/site';
import hidive, { examples as hidiveExamples } from './hidive/site';
import max, { examples as maxExamples } from './max/site';
import netflix, { examples as netflixExamples } from './netflix/site';
import peacock, { examples as peacockExamples } from './peacock/site';
import paramountplus, { examples as paramountplusExamples } from './paramountplus/site';
import primevideo, { examples as primevideoExamples } from './primevideo/site';
import viki, { examples as vikiExamples } from './viki/site';
import plutotv, { examples as plutotvExamples } from './plutotv/site';
import tubi, { examples as tubiExamples } from './tubi/site';
import youtube, { examples as youtubeExamples } from './youtube/site';
import plex, { examples as plexExamples } from './plex/site';
import { mediaBrowserSite, examples as embyExamples } from './emby/site';

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
  hulu: [hulu],
  peacock: [peacock],
  appletv: [appletv],
  paramountplus: [paramountplus],
  hidive: [hidive],
  viki: [viki],
  tubi: [tubi],
  plutotv: [plutotv],
  plex: [plex],
  // Emby's adapter is Jellyfin's too (one API); on app.emby.media it is Emby's.
  emby: [mediaBrowserSite('emby')],
};

/** Real URLs each site's adapters were written against: watch pages of every adapter of the site. */
export const SITE_EXAMPLES: Record<SiteId, readonly string[]> = {
  netflix: netflixExamples,
  youtube: youtubeExamples,
  crunchyroll: crunchyrollExamples,
  disneyplus: disneyplusExamples,
  primevideo: primevideoExamples,
  max: maxExamples,
  hulu: huluExamples,
  peacock: peacockExamples,
  appletv: appletvExamples,
  paramountplus: paramountplusExamples,
  hidive: hidiveExamples,
  viki: vikiExamples,
  tubi: tubiExamples,
  plutotv: plutotvExamples,
  plex: plexExamples,
  emby: embyExamples,
};

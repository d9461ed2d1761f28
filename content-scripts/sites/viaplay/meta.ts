import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'viaplay',
  name: 'Viaplay',
  order: 22,
  // The regional sites live on the bare domains (PreMiD and UTS match no www.), viaplay.com behind
  // a /{cc}-{lang}/ prefix.
  hosts: ['viaplay.se', 'viaplay.no', 'viaplay.dk', 'viaplay.fi', 'viaplay.pl', 'viaplay.com'],
  // The content API of each region (https://content.{host}/pcdash-{region}/…), also the watched list.
  apiHosts: ['content.viaplay.se', 'content.viaplay.no', 'content.viaplay.dk', 'content.viaplay.fi', 'content.viaplay.pl', 'content.viaplay.com'],
  history: { page: 'https://viaplay.se/profiles' },
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  // PreMiD's Swedish example and UTS's Norwegian one (SITES-2.md §6).
  'https://viaplay.se/player/default/serier/some-show/sasong-1/avsnitt-1',
  'https://viaplay.no/player/default/serier/mr.-robot/sesong-4/episode-1',
  // A film, as the content API's own links name it (/pc-se/film/arrival-2016).
  'https://viaplay.se/player/default/film/arrival-2016',
  'https://viaplay.com/us-en/player/default/series/some-show/season-2/episode-3',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Viaplay (the Nordic and Polish sites, and viaplay.com by region)',
  reads: "Viaplay's content API of the page's region (season and episode from the address's slugs where it leaves them out)",
  notes: 'sport and channels never count; history: the watched list of the active profile',
};

import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'plutotv',
  name: 'Pluto TV',
  order: 14,
  hosts: ['pluto.tv', 'www.pluto.tv'],
  apiHosts: ['boot.pluto.tv', 'service-vod.clusters.pluto.tv'],
});

/** Real URLs the adapter was written against (yt-dlp's and OpenTogetherTube's tests; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://pluto.tv/on-demand/series/i-love-money/season/2/episode/its-in-the-cards-2009-2-3',
  'https://pluto.tv/on-demand/movies/arrival-2015-1-1',
  'https://pluto.tv/en/on-demand/movies/attack-of-the-killer-tomatoes-1977-1-1-ptv1',
  'https://pluto.tv/en/on-demand/series/manhunters-fugitive-task-force/seasons/1/episode/third-times-the-charm-1-1',
  'https://pluto.tv/it/on-demand/series/csi-vegas/episode/legacy-2021-1-1',
  'https://pluto.tv/en/on-demand/series/603db25de7c979001a88f77a/season/1/episode/603db2a8e7c979001a890535',
  'https://pluto.tv/en/on-demand/movies/616872fc0b4e8f001a960443',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Pluto TV',
  reads: "Pluto TV's VOD API (anonymous session), then the player's overlay title",
  notes:
    'on-demand movies and episodes, any locale (German "Staffel 1 Folge 3"); position from the seek bar (ads stitched into the stream excluded); live channels are never scrobbled',
};

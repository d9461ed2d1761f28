import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'itvx',
  name: 'ITVX',
  order: 18,
  hosts: ['www.itv.com'],
  // itv.com is also ITV's news and corporate site: the player lives under /watch only.
  paths: { 'www.itv.com': ['/watch', '/watch/*'] },
  // The content API the adapter asks where the page's data does not name the episode.
  apiHosts: ['content-inventory.prd.oasvc.itv.com'],
});

/** Real URL shapes the adapter was written against (SITES-2.md: PreMiD, yt-dlp plugins; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.itv.com/watch/some-drama/10a1234/10a1234a0003',
  'https://www.itv.com/watch/plebs/2a1873/2a1873a0002',
  'https://www.itv.com/watch/belfast/10a2880',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'ITVX (www.itv.com/watch)',
  reads: "the page's Next.js data (`__NEXT_DATA__`, checked against the address), then ITV's content API",
  notes: 'episodes ("Series 2 Episode 3") and films by the ids in the address; live channels (/watch) are never scrobbled',
};

import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'adn',
  name: 'ADN',
  order: 28,
  // Anime: search the anime catalog first there (tv stays the fallback).
  anime: true,
  // animationdigitalnetwork.fr is the old host (MAL still matches it; PreMiD moved to .com in 2024-07).
  hosts: ['animationdigitalnetwork.com', 'animationdigitalnetwork.fr'],
  // The gateway API of each host (yt-dlp still asks the .fr one).
  apiHosts: ['gw.api.animationdigitalnetwork.com', 'gw.api.animationdigitalnetwork.fr'],
  // Any page of the site: the app keeps the session and the profile in the page's localStorage.
  history: { page: 'https://animationdigitalnetwork.com/' },
});

/** Real URLs the adapter was written against (SITES-2.md §12: yt-dlp's, MAL's and PreMiD's shapes; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://animationdigitalnetwork.com/video/558-fruits-basket/9841-episode-1-a-ce-soir',
  'https://animationdigitalnetwork.com/de/video/1092-ragna-crimson/23531-folge-6-wiedersehen',
  'https://animationdigitalnetwork.com/video/315-no-game-no-life/5008-episode-6',
  'https://animationdigitalnetwork.fr/video/315-no-game-no-life/5008-episode-6',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'ADN (Animation Digital Network)',
  site: 'ADN (Animation Digital Network)',
  reads: "ADN's video API (show, season, episode), then the page's JSON-LD episode (checked against the address)",
  notes:
    'animationdigitalnetwork.com and the old .fr host; French and German catalogues; anime titles through the anime mapping; ads in the player (`vjs-ad-playing`) and trailers never count; next episode without reload; history from the viewing history, per profile',
};

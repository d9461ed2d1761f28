import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'channel4',
  name: 'Channel 4',
  order: 19,
  hosts: ['www.channel4.com'],
  // The My4 history (SITES-2.md: /my4/api/v1/myfour.json, read from any channel4.com page).
  history: { page: 'https://www.channel4.com/my4' },
});

/** Real URLs the adapter was written against (SITES-2.md: an old youtube-dl test, virezox/mech notes; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.channel4.com/programmes/frasier/on-demand/18926-001',
  'https://www.channel4.com/programmes/black-mirror/on-demand/49114-002',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Channel 4 (www.channel4.com)',
  reads: "Channel 4's asset data (same origin: /vod/stream, then the player's asset JSON), then the player's details",
  notes:
    'on-demand episodes and films (/programmes/{brand}/on-demand/{id}); next-episode autoplay; ad breaks and live channels (/now/…) are never scrobbled; history import from My4 (films and episodes, dated by their last play)',
};

import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'max',
  name: 'Max',
  order: 6,
  hosts: ['play.hbomax.com', 'play.max.com'],
  apiHosts: ['default.any-amer.prd.api.hbomax.com', 'default.any-amer.prd.api.max.com'],
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://play.hbomax.com/video/watch/dae9e532-3714-4f2e-b758-fb9a13def902/0e5a1e5e-8d3c-4b26-a9c8-6f3f2c1d9b7a',
  'https://play.max.com/video/watch/dae9e532-3714-4f2e-b758-fb9a13def902/0e5a1e5e-8d3c-4b26-a9c8-6f3f2c1d9b7a',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Max / HBO Max',
  reads: "Max's page API, then the player's title block",
  notes: 'play.hbomax.com and play.max.com; trailers and extras never count',
};

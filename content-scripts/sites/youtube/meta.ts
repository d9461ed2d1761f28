import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'youtube',
  name: 'YouTube',
  order: 2,
  hosts: ['www.youtube.com', 'm.youtube.com'],
  start: 'quiet',
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=RDdQw4w9WgXcQ&index=2',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&hl=de',
  'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'YouTube',
  reads: "YouTube's player API, then the page, then MediaSession",
  notes: 'only YouTube Movies films and titles that state season and episode; ads (`.ad-showing`), previews and Shorts never count',
};

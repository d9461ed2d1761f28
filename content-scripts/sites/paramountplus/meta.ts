import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'paramountplus',
  name: 'Paramount+',
  order: 10,
  hosts: ['www.paramountplus.com'],
  apiHosts: ['link.theplatform.com'],
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.paramountplus.com/shows/video/esJvFlqdrcS_kFHnpxSuYp449E7tTexD/',
  'https://www.paramountplus.com/movies/video/wjQ4RChi6BHHu4MVTncppVuCwu44uq2Q/',
  'https://www.paramountplus.com/ie/movies/video/3DcGhIoTusoQFB_YLGCtLvefraLxuZMJ/',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Paramount+',
  reads: "thePlatform's preview feed for the address's content id, then JSON-LD",
  notes: 'ads spliced into the stream are not reported and left out of the position; clips and the marquee trailer never count; /live/ is never a film',
};

import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

/**
 * Amazon's stores carry Prime Video under /gp/video/ (also behind a language prefix,
 * /-/de/gp/video/); the rest of Amazon is shopping, where the Prime Video script has no business.
 */
const AMAZON_VIDEO_PATHS = ['/gp/video/*', '/-/*/gp/video/*'];

export default defineSiteMeta({
  id: 'primevideo',
  name: 'Prime Video',
  order: 5,
  history: { page: 'https://www.primevideo.com/settings/watch-history' },
  hosts: ['www.primevideo.com', 'www.amazon.com', 'www.amazon.co.uk', 'www.amazon.de', 'www.amazon.co.jp'],
  paths: {
    'www.amazon.com': AMAZON_VIDEO_PATHS,
    'www.amazon.co.uk': AMAZON_VIDEO_PATHS,
    'www.amazon.de': AMAZON_VIDEO_PATHS,
    'www.amazon.co.jp': AMAZON_VIDEO_PATHS,
  },
  apiHosts: ['atv-ps.primevideo.com'],
  pageWorldReader: 'primevideoTimeline',
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.primevideo.com/detail/0LCQSTWDMN9V770DG2DKXY3GVF/',
  'https://www.primevideo.com/detail/Detectorists-BBC-Series/0U8H58N2QNJJEJVNO91MDGUPVT',
  'https://www.amazon.com/gp/video/detail/B07F6TYCXZ/ref=atv_dp_amz_det_c_UTPsmN_1_1',
  'https://www.amazon.de/gp/video/detail/B07FMF18GN/ref=atv_dp_btf_el_prime_sd_tv_resume_t1ALAAAAAA0wr0?autoplay=1&t=0',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: "Prime Video (primevideo.com and Amazon's stores)",
  reads: "the open player's title and subtitle",
  notes: "position from the player's time indicator (ads spliced into the stream excluded); a recreated player on the same URL is a new item",
};

import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'bbciplayer',
  name: 'BBC iPlayer',
  order: 17,
  // iPlayer lives under /iplayer/ of bbc.co.uk; the rest of the host is news, sport and radio,
  // where the iPlayer script has no business.
  hosts: ['www.bbc.co.uk'],
  paths: { 'www.bbc.co.uk': ['/iplayer', '/iplayer/*'] },
  // The iBL episodes API (public), and for the history: the user's plays and the session's profiles.
  apiHosts: ['ibl.api.bbci.co.uk', 'user.ibl.api.bbc.co.uk', 'session.bbc.co.uk'],
  history: { page: 'https://www.bbc.co.uk/iplayer/watching' },
});

/** Real URLs the adapter was written against (yt-dlp's tests and SITES-2.md; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.bbc.co.uk/iplayer/episode/b00b91vj/the-birth-of-israel',
  'https://www.bbc.co.uk/iplayer/episode/m00abcd1/some-show-series-2-3-title',
  'https://www.bbc.co.uk/iplayer/episode/p026c7jt/ad/the-mystery-of-the-nile',
  'https://www.bbc.co.uk/iplayer/cbeebies/episode/b0480276/bing-14-car-journey',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'BBC iPlayer (its player in nested, partly closed shadow roots)',
  reads: "the page's redux state (`__IPLAYER_REDUX_STATE__`), then the iBL episodes API",
  notes:
    'bbc.co.uk/iplayer; "Series" numbers, films by their category; live channels and simulcasts (a clock of wall-clock seconds) are never scrobbled; history import from recent plays',
};

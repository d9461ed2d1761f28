import { defineContentScript } from 'wxt/utils/define-content-script';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSupportedSite } from '../content-scripts/player/user-answers';
import youtube from '../content-scripts/sites/youtube/site';

export default defineContentScript({
  matches: matchPatternsFor('youtube'),
  runAt: 'document_idle',
  // The watcher lives as long as this copy of the script (ctx): see content-scripts/player/lifetime.ts.
  main: (ctx) => watchSupportedSite(youtube, ctx),
});

import { defineContentScript } from 'wxt/utils/define-content-script';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSupportedSite } from '../content-scripts/player/user-answers';
import netflix from '../content-scripts/sites/netflix/site';

export default defineContentScript({
  matches: matchPatternsFor('netflix'),
  runAt: 'document_idle',
  // The watcher lives as long as this copy of the script (ctx): see content-scripts/player/lifetime.ts.
  main: (ctx) => watchSupportedSite(netflix, ctx),
});

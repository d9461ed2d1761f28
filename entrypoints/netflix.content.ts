import { defineContentScript } from 'wxt/utils/define-content-script';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSite } from '../content-scripts/player/watcher';
import netflix from '../content-scripts/sites/netflix/site';

export default defineContentScript({
  matches: matchPatternsFor('netflix'),
  runAt: 'document_idle',
  main: () => watchSite(netflix),
});

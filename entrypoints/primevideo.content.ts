import { defineContentScript } from 'wxt/utils/define-content-script';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSite } from '../content-scripts/player/watcher';
import primevideo from '../content-scripts/sites/primevideo/site';

export default defineContentScript({
  matches: matchPatternsFor('primevideo'),
  runAt: 'document_idle',
  main: () => watchSite(primevideo),
});

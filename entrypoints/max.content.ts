import { defineContentScript } from 'wxt/utils/define-content-script';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSite } from '../content-scripts/player/watcher';
import max from '../content-scripts/sites/max/site';

export default defineContentScript({
  matches: matchPatternsFor('max'),
  runAt: 'document_idle',
  main: () => watchSite(max),
});

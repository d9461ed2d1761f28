import { defineContentScript } from 'wxt/utils/define-content-script';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSite } from '../content-scripts/player/watcher';
import youtube from '../content-scripts/sites/youtube/site';

export default defineContentScript({
  matches: matchPatternsFor('youtube'),
  runAt: 'document_idle',
  main: () => watchSite(youtube),
});

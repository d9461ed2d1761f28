import { defineContentScript } from 'wxt/utils/define-content-script';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSite } from '../content-scripts/player/watcher';
import disneyplus from '../content-scripts/sites/disneyplus/site';

export default defineContentScript({
  matches: matchPatternsFor('disneyplus'),
  runAt: 'document_idle',
  main: () => watchSite(disneyplus),
});

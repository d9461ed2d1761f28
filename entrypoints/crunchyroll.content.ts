import { defineContentScript } from 'wxt/utils/define-content-script';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSite } from '../content-scripts/player/watcher';
import { crunchyrollSite, whenPlayerShows } from '../content-scripts/sites/crunchyroll/site';

// Top frame only: the Vilos player frame has its own script (crunchyroll-player.content.ts).
export default defineContentScript({
  matches: matchPatternsFor('crunchyroll'),
  runAt: 'document_idle',
  main: () => whenPlayerShows(document, (player) => watchSite(crunchyrollSite(player))),
});

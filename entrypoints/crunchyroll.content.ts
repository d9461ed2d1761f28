import { defineContentScript } from 'wxt/utils/define-content-script';
import type { Lifetime } from '../content-scripts/player/lifetime';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSupportedSite } from '../content-scripts/player/user-answers';
import { crunchyrollSite, whenPlayerShows } from '../content-scripts/sites/crunchyroll/site';

// Top frame only: the Vilos player frame has its own script (crunchyroll-player.content.ts).
export default defineContentScript({
  matches: matchPatternsFor('crunchyroll'),
  runAt: 'document_idle',
  main: (ctx: Lifetime) => whenPlayerShows(window, ctx.signal, (player) => watchSupportedSite(crunchyrollSite(player), ctx)),
});

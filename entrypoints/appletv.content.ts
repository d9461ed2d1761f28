import { defineContentScript } from 'wxt/utils/define-content-script';
import type { Lifetime } from '../content-scripts/player/lifetime';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSupportedSite } from '../content-scripts/player/user-answers';
import appletv from '../content-scripts/sites/appletv/site';

export default defineContentScript({
  matches: matchPatternsFor('appletv'),
  runAt: 'document_idle',
  // The watcher lives as long as this copy of the script (ctx): see content-scripts/player/lifetime.ts.
  main: (ctx: Lifetime) => watchSupportedSite(appletv, ctx),
});

import { defineContentScript } from 'wxt/utils/define-content-script';
import type { Lifetime } from '../content-scripts/player/lifetime';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSupportedSite } from '../content-scripts/player/user-answers';
import paramountplus from '../content-scripts/sites/paramountplus/site';

export default defineContentScript({
  matches: matchPatternsFor('paramountplus'),
  runAt: 'document_idle',
  // The watcher lives as long as this copy of the script (ctx): see content-scripts/player/lifetime.ts.
  main: (ctx: Lifetime) => watchSupportedSite(paramountplus, ctx),
});

import { defineContentScript } from 'wxt/utils/define-content-script';
import type { Lifetime } from '../content-scripts/player/lifetime';
import { matchPatternsFor } from '../lib/messages/sites';
import { startMediaBrowser } from '../content-scripts/sites/emby/start';
import { mediaBrowserSite } from '../content-scripts/sites/emby/site';

/**
 * Emby's hosted app, and (registered at runtime by lib/background/generic/, never in the
 * manifest for them) every Jellyfin or Emby server the user added: one adapter for both.
 */
export default defineContentScript({
  matches: matchPatternsFor('emby'),
  runAt: 'document_idle',
  main: (ctx: Lifetime) => startMediaBrowser(mediaBrowserSite, ctx),
});

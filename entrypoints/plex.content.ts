import { defineContentScript } from 'wxt/utils/define-content-script';
import type { Lifetime } from '../content-scripts/player/lifetime';
import { matchPatternsFor } from '../lib/messages/sites';
import { startPlex } from '../content-scripts/sites/plex/start';
import plex from '../content-scripts/sites/plex/site';

/** Plex's hosted app, and (registered at runtime by lib/background/generic/) every server the user added. */
export default defineContentScript({
  matches: matchPatternsFor('plex'),
  runAt: 'document_idle',
  main: (ctx: Lifetime) => startPlex(plex, ctx),
});

import { defineContentScript } from 'wxt/utils/define-content-script';
import type { Lifetime } from '../content-scripts/player/lifetime';
import { matchPatternsFor } from '../lib/messages/sites';
import { watchSite } from '../content-scripts/player/watcher';
import youtube from '../content-scripts/sites/youtube/site';

export default defineContentScript({
  matches: matchPatternsFor('youtube'),
  runAt: 'document_idle',
  // The watcher lives as long as this copy of the script (ctx): see content-scripts/player/lifetime.ts.
  // Music, vlogs, clips: most of what plays here is no program, so a video no source can name is
  // no sign of a broken adapter and the user is not asked about it (watchSite, not
  // watchSupportedSite: the asking is not even in this script).
  main: (ctx: Lifetime) => watchSite(youtube, ctx),
});

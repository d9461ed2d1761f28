import { defineContentScript } from 'wxt/utils/define-content-script';
import type { Lifetime } from '../content-scripts/player/lifetime';
import { PLAYER_FRAME_HOSTS, SITE_HOSTS } from '../lib/messages/sites';
import { relayPlayer } from '../content-scripts/player/frame-relay';

/**
 * Inside Crunchyroll's Vilos player frame (static.crunchyroll.com): pass the video's media
 * events up to the watch page, whose own content script decides what they mean.
 */
export default defineContentScript({
  matches: PLAYER_FRAME_HOSTS.crunchyroll.map((host) => `*://${host}/*`),
  allFrames: true,
  runAt: 'document_idle',
  main: (ctx: Lifetime) => {
    // Opened on its own (not framed by a watch page) there is nobody to tell.
    if (window.top === window) return;
    relayPlayer(window, `https://${SITE_HOSTS.crunchyroll[0]}`, ctx.signal);
  },
});

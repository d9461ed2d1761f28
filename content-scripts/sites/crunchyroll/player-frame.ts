import { relayPlayer } from '../../player/frame-relay';
import type { Lifetime } from '../../player/lifetime';
import crunchyroll from './meta';

/**
 * Inside Crunchyroll's Vilos player frame (static.crunchyroll.com): pass the video's media
 * events to the watch page through the background, and the page's content script decides what
 * they mean. The background hears the frame only inside a watch page's tab.
 */
export default function relayFromPlayerFrame(ctx: Lifetime): void {
  // Opened on its own (not framed by a watch page) there is nobody to tell.
  if (window.top === window) return;
  relayPlayer(window, crunchyroll.id, ctx.signal);
}

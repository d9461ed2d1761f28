import { relayPlayer } from '../../player/frame-relay';
import type { Lifetime } from '../../player/lifetime';
import crunchyroll from './meta';

/**
 * Inside Crunchyroll's Vilos player frame (static.crunchyroll.com): pass the video's media
 * events up to the watch page, whose own content script decides what they mean.
 */
export default function relayFromPlayerFrame(ctx: Lifetime): void {
  // Opened on its own (not framed by a watch page) there is nobody to tell.
  if (window.top === window) return;
  relayPlayer(window, `https://${crunchyroll.hosts[0]}`, ctx.signal);
}

import { browser } from 'wxt/browser';
import type { MediaGuess, NotCounted, PlaybackReport, PlayerState, Seek, SourceFailed } from '../../lib/messages/media';
import type { PlayerHandle } from './player-handle';

export interface Position {
  position: number;
  duration: number;
  muted: boolean;
  seek?: Seek;
}

/** Seconds into the media and its length, from wherever the site tells the truth. */
export interface Timeline {
  position: number;
  duration: number;
}

export function timelineOf(player: PlayerHandle): Timeline {
  const duration = Number.isFinite(player.duration) ? player.duration : 0;
  return { position: Math.min(player.currentTime, duration), duration };
}

export function positionOf(player: PlayerHandle, timeline: Timeline, seek?: Seek): Position {
  return {
    ...timeline,
    muted: player.muted || player.volume === 0,
    ...(seek ? { seek: { ...seek } } : {}),
  };
}

// Sent as built: the background validates every message with the schemas of lib/messages and drops
// what fails them, so checking here too would only bundle zod into every page (issue 17).
// A background that is gone (the extension reloaded) is the lifetime's business, not an error here.

const tell = (message: PlaybackReport | SourceFailed | NotCounted): Promise<void> =>
  browser.runtime.sendMessage(message).then(
    () => undefined,
    () => undefined,
  );

/** Builds and sends one report. */
export async function sendReport(guess: MediaGuess, state: PlayerState, where: Position, source?: string): Promise<void> {
  await tell({ type: 'playback', guess, state, ...where, ...(source ? { source } : {}), at: Date.now() });
}

/** Tells the background a source broke here (it logs each site's source once). */
export async function sendSourceFailure(site: string, source: string, reason: string): Promise<void> {
  await tell({ type: 'source-failed', site, source, reason: reason.slice(0, 200) });
}

/** Tells the background a real video on this page is not counted, and why (once per item). */
export async function sendNotCounted(site: string, url: string, reason: NotCounted['reason']): Promise<void> {
  await tell({ type: 'not-counted', site, url, reason });
}

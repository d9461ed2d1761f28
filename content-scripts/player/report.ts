import { browser } from 'wxt/browser';
import type { GenericUnsure, SiteUnsure } from '../../lib/messages/generic';
import type { MediaGuess, NotCounted, PlaybackReport, PlayerState, Seek, SourceFailed } from '../../lib/messages/media';
import { defined } from '../defined';
import { isMuted, type PlayerHandle } from './player-handle';

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

/** `seek` is the caller's own copy (lastSeek makes a new one each time). */
export function positionOf(player: PlayerHandle, timeline: Timeline, seek?: Seek): Position {
  return defined({ ...timeline, muted: isMuted(player), seek });
}

// Sent as built: the background validates every message with the schemas of lib/messages and drops
// what fails them, so checking here too would only bundle zod into every page (issue 17).
// A background that is gone (the extension reloaded) is the lifetime's business, not an error here.

// Arrows handing on tell's promise, not async functions awaiting it: the same promise, fewer
// bytes in every site script (issue 17). `tell` stays async, so even a runtime that throws at once
// (its extension gone) rejects instead of throwing into the watcher. Every message the player core
// sends goes through it, the question to the user (user-answers.ts) too.
export const tell = async (message: PlaybackReport | SourceFailed | NotCounted | GenericUnsure | SiteUnsure): Promise<unknown> =>
  browser.runtime.sendMessage(message).catch(() => undefined);

/** Builds and sends one report. */
export const sendReport = (guess: MediaGuess, state: PlayerState, where: Position, source?: string): Promise<unknown> =>
  tell(defined({ type: 'playback', guess, state, ...where, source, at: Date.now() }));

/** Tells the background a source broke here (it logs each site's source once). */
export const sendSourceFailure = (site: string, source: string, reason: string): Promise<unknown> =>
  tell({ type: 'source-failed', site, source, reason: reason.slice(0, 200) });

/** Tells the background a real video on this page is not counted, and why (once per item). */
export const sendNotCounted = (site: string, url: string, reason: NotCounted['reason']): Promise<unknown> => tell({ type: 'not-counted', site, url, reason });

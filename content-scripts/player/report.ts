import browser from 'webextension-polyfill';
import { PlaybackReportSchema, SourceFailedSchema, type MediaGuess, type PlayerState, type Seek } from '../../lib/messages/media';
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

/** Builds, validates and sends one report; a report that fails our own schema is a bug, not sent. */
export async function sendReport(guess: MediaGuess, state: PlayerState, where: Position, source?: string): Promise<void> {
  const report = { type: 'playback', guess, state, ...where, ...(source ? { source } : {}), at: Date.now() };
  const parsed = PlaybackReportSchema.safeParse(report);
  if (!parsed.success) {
    console.warn('[watchmark] report not sent:', parsed.error.issues[0]?.message);
    return;
  }
  await browser.runtime.sendMessage(parsed.data).catch(() => undefined);
}

/** Tells the background a source broke here (it logs each site's source once). */
export async function sendSourceFailure(site: string, source: string, reason: string): Promise<void> {
  const message = SourceFailedSchema.safeParse({ type: 'source-failed', site, source, reason: reason.slice(0, 200) });
  if (message.success) await browser.runtime.sendMessage(message.data).catch(() => undefined);
}

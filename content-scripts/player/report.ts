import browser from 'webextension-polyfill';
import { PlaybackReportSchema, type MediaGuess, type PlayerState, type Seek } from '../../lib/messages/media';

export interface Position {
  position: number;
  duration: number;
  muted: boolean;
  seek?: Seek;
}

export function positionOf(video: HTMLVideoElement, seek?: Seek): Position {
  const duration = Number.isFinite(video.duration) ? video.duration : 0;
  return {
    position: Math.min(video.currentTime, duration),
    duration,
    muted: video.muted || video.volume === 0,
    ...(seek ? { seek: { ...seek } } : {}),
  };
}

/** Builds, validates and sends one report; a report that fails our own schema is a bug, not sent. */
export async function sendReport(guess: MediaGuess, state: PlayerState, where: Position): Promise<void> {
  const report = { type: 'playback', guess, state, ...where, at: Date.now() };
  const parsed = PlaybackReportSchema.safeParse(report);
  if (!parsed.success) {
    console.warn('[watchmark] report not sent:', parsed.error.issues[0]?.message);
    return;
  }
  await browser.runtime.sendMessage(parsed.data).catch(() => undefined);
}

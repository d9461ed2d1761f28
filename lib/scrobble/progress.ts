// How far into a video a place is, and whether that counts as watched: one rule for playback and
// for history imports alike, so the same place is judged the same way wherever it was read.
import { SERVICE_FINISH_PERCENT } from './config';

/**
 * spec 4.4 / 8: progress is 0.00-100.00 with at most 2 decimals. Floored, never rounded: a place
 * short of a threshold must stay short of it (79.996 % is not 80 %).
 */
export function roundProgress(percent: number): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  // The epsilon keeps binary fractions such as 0.29 * 100 = 28.999... from losing a hundredth.
  return Math.floor(clamped * 100 + 1e-7) / 100;
}

/** The progress of a place `position` into something `length` long (any one unit); 0 when the length is unknown. */
export function progressOf(position: number, length: number): number {
  return length > 0 ? roundProgress((position / length) * 100) : 0;
}

/**
 * Whether a progress counts as watched: at or past the threshold (the service finishes items at
 * 80 %; a user may ask for more). Give it progressOf's value, never a rounded one.
 */
export function reachesThreshold(progress: number, thresholdPercent: number = SERVICE_FINISH_PERCENT): boolean {
  return progress >= thresholdPercent;
}

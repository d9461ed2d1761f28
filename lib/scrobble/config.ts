/** The tunables of the session machine; the threshold is the user's, the rest are ours. */
export interface MachineConfig {
  /** Percent at which a stop counts as watched. The service finishes at 80; users may ask for more. */
  thresholdPercent: number;
  /** Shorter videos are clips, trailers or ads, never an episode or a movie. */
  minDurationSec: number;
  /** A pause undone within this time was a flap (seek, buffering, ad seam) and is never sent. */
  pauseSettleMs: number;
}

/** spec 3.1 / 8: the service marks an item watched on a stop at 80 % or more. */
export const SERVICE_FINISH_PERCENT = 80;

export const DEFAULT_MACHINE_CONFIG: MachineConfig = {
  thresholdPercent: SERVICE_FINISH_PERCENT,
  minDurationSec: 120,
  pauseSettleMs: 2_000,
};

/** After a forward jump, this much must actually play before an end counts as watched. */
export function minPlayedAfterSeek(durationSec: number): number {
  return Math.min(30, durationSec * 0.02);
}

import type { ScrobbleEntry } from './entry';
import type { Job } from './plan';

/**
 * The progress the tab of a start's command plays that item at now, as the background last heard
 * it; null when the tab plays something else, is paused, or is gone.
 */
export type PlayingNow = (start: ScrobbleEntry) => Promise<number | null>;

/**
 * A stale start alone (plan.ts `restart`): after an offline spell longer than the staleness window
 * the tab may still be playing it. The service then hears what the user views now, a fresh start
 * at the present progress (spec 3.1 opens the session with it); otherwise nobody is watching and
 * the start is dropped, as the contract takes no pause or stop without a session.
 */
export async function restartOrDrop(start: ScrobbleEntry, playingNow: PlayingNow | undefined, now: number): Promise<Exclude<Job, { kind: 'restart' }>> {
  const progress = (await playingNow?.(start)) ?? null;
  if (progress === null) return { kind: 'drop', entries: [start], reason: 'the viewing it began is no longer playing, and the service never heard it begin' };
  return { kind: 'scrobble', entry: start, command: { ...start.command, progress, at: now } };
}

import { newEntry } from '../outbox/entry';
import type { Services } from './services';
import { notifyStatusChanged } from './status';

/**
 * "I'm watching this now" (spec 3.1 checkin): for sources without a position, e.g. a TV in the
 * room. The service extrapolates the progress and marks the item watched when its runtime is up.
 */
export async function checkIn(services: Services): Promise<{ ok: boolean; error?: string }> {
  const guess = await services.state.get('nowPlayingGuess');
  if (!guess) return { ok: false, error: 'Nothing to check in to yet.' };
  const command = { action: 'checkin' as const, guess, progress: 0, at: Date.now() };
  await (await services.db()).add('outbox', newEntry(command, command.at));
  await services.activity.commandQueued(command);
  await notifyStatusChanged();
  void services.outbox.drain();
  return { ok: true };
}

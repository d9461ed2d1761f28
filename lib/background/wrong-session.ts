import { findSavedPlaybackId, removeSavedPlayback } from '../service/playback-remove';
import type { ScrobbleTarget } from '../service/items';
import { sendScrobble } from '../service/scrobble';
import type { Services } from './services';

/**
 * Ends a session that was started for the wrong item without recording a watch. spec 3.1: a stop
 * at 80% or more writes history, so a stop is out; a pause ends "watching now" (expiry = now) and
 * records nothing watched, but saves a playback; spec 4.3 `DELETE /sync/playback/{id}` then removes
 * that saved place, so the wrong item leaves no trace in "continue watching" either.
 * Sent directly (not through the outbox): it is a best-effort cleanup, paced like every write.
 */
export async function endWrongSession(services: Services, wrong: ScrobbleTarget, progress: number): Promise<void> {
  const { http, tokens } = services;
  await services.pace();
  await tokens.withToken((token) => sendScrobble(http, token, 'pause', wrong, progress));
  await services.paceGet();
  const id = await tokens.withToken((token) => findSavedPlaybackId(http, token, wrong));
  if (!id) return;
  await services.pace();
  await tokens.withToken((token) => removeSavedPlayback(http, token, id));
  await services.activity.add('info', `Ended the session of "${wrong.item.title}" (wrong match) without marking it watched`);
}

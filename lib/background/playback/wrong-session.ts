import type { ScrobbleTarget } from '../../service/items';
import { deletePlayback, readPlaybackRows, type PlaybackRow } from '../../service/saved-playbacks';
import { sendScrobble } from '../../service/scrobble';
import type { Services } from '../composition-root';
import { t } from '../../i18n/t';

function isRowOf(row: PlaybackRow, target: ScrobbleTarget): boolean {
  const { item, episode } = target;
  if (row.kind !== item.kind || row.svcId !== item.svcId) return false;
  return item.kind === 'movie' || row.episode === episode?.number;
}

/**
 * Ends a session that was started for the wrong item without recording a watch. spec 3.1: a stop
 * at 80% or more writes history, so a stop is out; a pause ends "watching now" (expiry = now) and
 * records nothing watched, but saves a playback; spec 4.3 `DELETE /sync/playback/{id}` then removes
 * that saved place, so the wrong item leaves no trace in "continue watching" either.
 * Not a stored entry (a best-effort cleanup), but run as the outbox writer's turn (the caller uses
 * OutboxExecutor.exclusive); the pause takes its turn from the one POST pacer like every POST.
 */
export async function endWrongSession(
  services: Pick<Services, 'activity' | 'http' | 'paceGet' | 'tokens'>,
  wrong: ScrobbleTarget,
  progress: number,
): Promise<void> {
  const { http, tokens } = services;
  await tokens.withToken((token) => sendScrobble(http, token, 'pause', wrong, progress));
  await services.paceGet();
  const rows = await tokens.withToken((token) => readPlaybackRows(http, token));
  const saved = rows.find((row) => isRowOf(row, wrong));
  if (!saved) return;
  // A DELETE is a write too: spaced like the POSTs by the HTTP layer.
  await tokens.withToken((token) => deletePlayback(http, token, saved.id));
  await services.activity.add('info', t('log_wrongSessionEnded', wrong.item.title));
}

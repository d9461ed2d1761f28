// "Import N": the ticked rows go to the background's import job in slices; the job feeds the
// outbox, and the page follows its status until nothing waits.
import { importMemoryKey } from '../../../lib/import/dedupe';
import { toWrite, type PreviewGroup } from '../../../lib/import/preview';
import { IMPORT_WRITES_PER_REQUEST, type ImportStatus, type ImportWrite } from '../../../lib/messages/import';
import { ask } from '../../shared/ask';

export function writesOf(groups: readonly PreviewGroup[]): ImportWrite[] {
  return toWrite(groups).map(({ target, watchedAt, viewing }) => ({
    item: target.item,
    ...(target.episode
      ? { episode: { ...(target.episode.season !== undefined ? { season: target.episode.season } : {}), number: target.episode.number } }
      : {}),
    watchedAt,
    memoryKey: importMemoryKey(viewing),
    ...(viewing.exactTime ? {} : { dayOnly: true as const }),
  }));
}

export async function startWriting(source: string, writes: ImportWrite[]): Promise<boolean> {
  const slices = Math.max(1, Math.ceil(writes.length / IMPORT_WRITES_PER_REQUEST));
  for (let i = 0; i < slices; i += 1) {
    const slice = writes.slice(i * IMPORT_WRITES_PER_REQUEST, (i + 1) * IMPORT_WRITES_PER_REQUEST);
    const answer = await ask({ type: 'import-write', source, writes: slice, first: i === 0, last: i === slices - 1 }, { ok: false });
    if (!answer.ok) return false;
  }
  return true;
}

const noStatus: ImportStatus = { ok: false, job: null };
export const readStatus = (): Promise<ImportStatus> => ask({ type: 'import-status' }, noStatus);
export const cancelImport = (): Promise<ImportStatus> => ask({ type: 'import-cancel' }, noStatus);

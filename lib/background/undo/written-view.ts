import type { Db } from '../../db/database';
import { t } from '../../i18n/t';
import { describeWrite } from '../../library/describe';
import type { WrittenView } from '../../messages/undo';
import type { WrittenWrite } from '../../undo/written';
import { libraryItemOf } from '../status/now-playing-item';
import { inverseWrites } from './inverse';

/** Watches named in a row before the rest is counted. */
const NAMED_WATCHES = 3;

/** The records the activity page offers to undo, newest first. */
export async function writtenViews(db: () => Promise<Db>, limit = 100): Promise<WrittenView[]> {
  const views: WrittenView[] = [];
  let cursor = await (await db()).transaction('written').store.openCursor(null, 'prev');
  while (cursor && views.length < limit) {
    const record = cursor.value;
    views.push({
      id: record.id,
      at: record.at,
      text: describeRecord(record),
      import: record.kind === 'import',
      undone: record.undoneAt !== undefined,
      undoable: inverseWrites(record) !== undefined,
      ...(record.elsewhereAt !== undefined ? { elsewhereAt: record.elsewhereAt } : {}),
      ...(record.keptAt !== undefined ? { kept: true } : {}),
    });
    cursor = await cursor.continue();
  }
  return views;
}

function describeRecord(record: WrittenWrite): string {
  switch (record.kind) {
    case 'import':
      return t('undo_rowImport', record.source, record.watches.length);
    case 'watch': {
      const named = record.watches.slice(0, NAMED_WATCHES).map((watch) => describeWrite({ kind: 'watched', item: libraryItemOf(watch.target), at: watch.at }));
      const more = record.watches.length - named.length;
      return [...named, ...(more > 0 ? [`+${more}`] : [])].join('; ');
    }
    case 'rating':
      return describeWrite(record.rating === null ? { kind: 'unrate', item: record.item } : { kind: 'rate', item: record.item, rating: record.rating });
    case 'status':
      return describeWrite({ kind: 'list', item: record.item, status: record.status });
  }
}

import type { LibraryWrite } from '../../messages/library-writes';
import type { WrittenWrite } from '../../undo/written';
import { libraryItemOf } from '../status/now-playing-item';

/**
 * The writes that take a record back (issue 30): history removal of exactly the watches it added
 * (each with the time it was written, so the user's other watches of the item stay), the rating it
 * replaced or the rating's removal, the Watchlist status it replaced. Undefined when nothing can
 * put it back: a first Watchlist entry has no status to return to (the contract has no removal).
 */
export function inverseWrites(record: WrittenWrite): LibraryWrite[] | undefined {
  switch (record.kind) {
    case 'watch':
    case 'import':
      return record.watches.map((watch) => ({ kind: 'unwatched', item: libraryItemOf(watch.target), ...(watch.exact ? { at: watch.at } : {}) }));
    case 'rating':
      return [typeof record.previous === 'number' ? { kind: 'rate', item: record.item, rating: record.previous } : { kind: 'unrate', item: record.item }];
    case 'status':
      return record.previous ? [{ kind: 'list', item: record.item, status: record.previous }] : undefined;
  }
}

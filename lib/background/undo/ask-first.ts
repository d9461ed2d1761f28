import type { Db } from '../../db/database';
import { episodeWatchKeyPrefix, titleKey, type TitleRef } from '../../media/keys';
import type { TitleLastWatched } from '../../service/last-watched';
import { TYPE_OF_BUCKET, type Activities } from '../../service/sync-reads';
import type { WrittenWatch } from '../../undo/written';
import { movedBuckets, watchedAgainAt } from './watched-again';

/** The service reads the question needs, each paced and authorised by the caller. */
export interface WatchedAgainReads {
  activities(): Promise<Activities>;
  lastWatched(type: 'movies' | 'shows' | 'anime'): Promise<TitleLastWatched[]>;
}

/**
 * Before the inverse of a record's watches goes out: does the service's history show a later watch
 * of one of its items that the extension did not write? Reads /sync/activities first and the
 * library read only for a bucket whose history moved since the write (spec 4.3). When it does,
 * the record keeps that time as the question the activity page asks; its time is returned. A
 * record the user kept after the question asks it again, without a read, when its Undo is pressed again.
 */
export async function askIfWatchedAgain(db: () => Promise<Db>, id: string, reads: WatchedAgainReads): Promise<number | undefined> {
  const record = await (await db()).get('written', id);
  if (!record || (record.kind !== 'watch' && record.kind !== 'import') || record.undoneAt !== undefined) return undefined;
  // Asked before and kept: the later watch is known, and reading it again would be polling (spec 4.3).
  const at = record.elsewhereAt ?? (await laterWatchElsewhere(db, record.watches, record.at, reads));
  if (at === undefined) return undefined;
  const tx = (await db()).transaction('written', 'readwrite');
  const current = await tx.store.get(id);
  // A question asked again (after "Keep") is open again until answered.
  if (current && current.undoneAt === undefined) {
    const { keptAt: _answered, ...open } = current;
    await tx.store.put({ ...open, elsewhereAt: at });
  }
  await tx.done;
  return at;
}

async function laterWatchElsewhere(
  db: () => Promise<Db>,
  watches: readonly WrittenWatch[],
  writtenAt: number,
  reads: WatchedAgainReads,
): Promise<number | undefined> {
  const buckets = movedBuckets(watches, writtenAt, await reads.activities());
  if (buckets.length === 0) return undefined;
  const latest = (await Promise.all(buckets.map((bucket) => reads.lastWatched(TYPE_OF_BUCKET[bucket])))).flat();
  return watchedAgainAt(watches, latest, await ownWatchTimes(db));
}

/** The times of every watch the extension wrote (records not undone) and holds (its viewings), per title. */
async function ownWatchTimes(db: () => Promise<Db>): Promise<(title: TitleRef) => number[]> {
  const tx = (await db()).transaction(['written', 'viewings']);
  const [records, keys, viewings] = await Promise.all([
    tx.objectStore('written').getAll(),
    tx.objectStore('viewings').getAllKeys(),
    tx.objectStore('viewings').getAll(),
  ]);
  await tx.done;
  const written = records.flatMap((record) =>
    (record.kind === 'watch' || record.kind === 'import') && record.undoneAt === undefined
      ? record.watches.map((watch) => ({ title: titleKey(watch.target.item), at: watch.at }))
      : [],
  );
  return (title) => {
    const key = titleKey(title);
    const prefix = episodeWatchKeyPrefix(title);
    const held = keys.flatMap((watchKey, index) =>
      watchKey === key || watchKey.startsWith(prefix) ? (viewings[index] ?? []).map((viewing) => viewing.at) : [],
    );
    return [...written.filter((watch) => watch.title === key).map((watch) => watch.at), ...held];
  };
}

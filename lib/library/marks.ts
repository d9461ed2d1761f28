import type { ItemMarks, LibraryItem, LibraryWrite, MarkState, WatchStatus } from '../messages/library-writes';
import { titleKey, watchedKey } from '../media/keys';
import type { ScrobbleTarget } from '../service/items';

/** Marks of this many items are kept; the oldest are forgotten first. */
export const MARKS_LIMIT = 300;

export type MarksTable = Record<string, ItemMarks>;

export function targetOf(item: LibraryItem): ScrobbleTarget {
  const { episode, ...title } = item;
  const base = {
    kind: title.kind,
    svcId: title.svcId,
    title: title.title,
    ...(title.year ? { year: title.year } : {}),
    ...(title.slug ? { slug: title.slug } : {}),
  };
  return episode ? { item: base, episode: { ...(episode.season !== undefined ? { season: episode.season } : {}), number: episode.number } } : { item: base };
}

/** A check-in names one thing watched now: a movie, or one episode of a show or anime. */
export function checkInOffered(item: LibraryItem): boolean {
  return item.kind === 'movie' || item.episode !== undefined;
}

/**
 * The user's marks on one item, read from both of its keys: ratings and the Watchlist belong to
 * the title, "watched" to the episode (or the movie).
 */
export function marksOf(table: MarksTable, item: LibraryItem): ItemMarks {
  const title = table[titleKey(item)] ?? {};
  const watched = table[watchedKey(item)]?.watched;
  return { ...(title.rating ? { rating: title.rating } : {}), ...(title.status ? { status: title.status } : {}), ...(watched ? { watched } : {}) };
}

/** What a write claims, as the mark it sets (optimistically, before the service answers). */
export function applyWrite(table: MarksTable, write: LibraryWrite, state: MarkState, at: number, reason?: string): MarksTable {
  const extra = reason ? { reason } : {};
  const patch = (key: string, marks: ItemMarks): MarksTable => prune({ ...table, [key]: { ...table[key], ...marks } });
  switch (write.kind) {
    case 'rate':
      return patch(titleKey(write.item), { rating: { value: write.rating, state, at, ...extra } });
    case 'unrate':
      return patch(titleKey(write.item), { rating: { value: null, state, at, ...extra } });
    case 'list':
      return patch(titleKey(write.item), { status: { value: write.status, state, at, ...extra } });
    case 'watched':
      return patch(watchedKey(write.item), { watched: { value: true, state, at, ...extra } });
    case 'unwatched':
      return patch(watchedKey(write.item), { watched: { value: false, state, at, ...extra } });
  }
}

/** The service's answer to a write settles its mark, but only if nothing newer replaced it meanwhile. */
export function settleWrite(table: MarksTable, write: LibraryWrite, state: MarkState, reason?: string): MarksTable {
  const current = marksOf(table, write.item);
  const mark = write.kind === 'rate' || write.kind === 'unrate' ? current.rating : write.kind === 'list' ? current.status : current.watched;
  const claimed = write.kind === 'rate' ? write.rating : write.kind === 'unrate' ? null : write.kind === 'list' ? write.status : write.kind === 'watched';
  if (!mark || mark.value !== claimed) return table;
  return applyWrite(table, write, state, mark.at, reason);
}

function prune(table: MarksTable): MarksTable {
  const keys = Object.keys(table);
  if (keys.length <= MARKS_LIMIT) return table;
  const newest = (marks: ItemMarks) => Math.max(marks.rating?.at ?? 0, marks.status?.at ?? 0, marks.watched?.at ?? 0);
  const kept = keys.sort((a, b) => newest(table[b]!) - newest(table[a]!)).slice(0, MARKS_LIMIT);
  return Object.fromEntries(kept.map((key) => [key, table[key]!]));
}

/** A scrobble finished the item on the service: it is watched (the popup offers an undo). */
export function markWatchedByKey(table: MarksTable, key: string, at: number): MarksTable {
  return prune({ ...table, [key]: { ...table[key], watched: { value: true, state: 'saved', at } } });
}

/** What the service last said about a title (the library page's cached reads, spec 4.3). */
export interface ServiceMarks {
  ratings?: ReadonlyArray<{ kind: string; svcId: number; rating: number; ratedAt: string }>;
  watchlist?: ReadonlyArray<{ kind: string; svcId: number; status: WatchStatus; updatedAt: string }>;
}

/** The user's marks on an item: whichever is newer of the service's own record and a write made here. */
export function withServiceMarks(local: ItemMarks, service: ServiceMarks, item: LibraryItem): ItemMarks {
  const same = (row: { kind: string; svcId: number }) => row.kind === item.kind && row.svcId === item.svcId;
  const rated = service.ratings?.find(same);
  const listed = service.watchlist?.find(same);
  const ratedAt = rated ? Date.parse(rated.ratedAt) : NaN;
  const listedAt = listed ? Date.parse(listed.updatedAt) : NaN;
  const merged: ItemMarks = { ...local };
  if (rated && !(local.rating && local.rating.at >= ratedAt)) merged.rating = { value: rated.rating, state: 'saved', at: ratedAt, fromService: true };
  if (listed && !(local.status && local.status.at >= listedAt)) merged.status = { value: listed.status, state: 'saved', at: listedAt, fromService: true };
  return merged;
}

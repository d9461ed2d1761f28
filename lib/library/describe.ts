import { t } from '../i18n/t';
import type { LibraryItem, LibraryWrite, WatchStatus } from '../messages/library-writes';

/** "Stranger Things S1E2" / "Heat (1995)": how an item reads in summaries and the log. */
export function describeItem(item: LibraryItem): string {
  if (!item.episode) return item.year ? `${item.title} (${item.year})` : item.title;
  const season = item.episode.season !== undefined ? `S${item.episode.season}` : '';
  return `${item.title} ${season}E${item.episode.number}`;
}

export function statusLabel(status: WatchStatus): string {
  switch (status) {
    case 'watching':
      return t('popup_statusWatching');
    case 'plantowatch':
      return t('popup_statusPlanToWatch');
    case 'hold':
      return t('popup_statusHold');
    case 'completed':
      return t('popup_statusCompleted');
    case 'dropped':
      return t('popup_statusDropped');
  }
}

/** What the user asked for, in their words: the log line and the "refused updates" list use it. */
export function describeWrite(write: LibraryWrite): string {
  const what =
    write.kind === 'rate' || write.kind === 'unrate' || write.kind === 'list' ? describeItem({ ...write.item, episode: undefined }) : describeItem(write.item);
  switch (write.kind) {
    case 'rate':
      return t('popup_writeRate', what, write.rating);
    case 'unrate':
      return t('popup_writeUnrate', what);
    case 'list':
      return t('popup_writeList', what, statusLabel(write.status));
    case 'watched':
      return t('popup_writeWatched', what);
    case 'unwatched':
      return t('popup_writeUnwatched', what);
  }
}

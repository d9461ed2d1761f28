import { t } from '../../lib/i18n/t';
import type { LibraryItem } from '../../lib/messages/library-writes';
import { act, useItemMarks } from './background-client';

/** "Marked as watched", with an undo that takes it back out of the history (spec 4.3 history/remove). */
export function WatchedBanner({ item }: { item: LibraryItem }) {
  const [marks, override] = useItemMarks(item);
  const watched = marks.watched;
  if (!watched?.value || watched.state !== 'saved') return null;
  const undo = () => {
    override({ watched: { value: false, state: 'pending', at: Date.now() } });
    void act({ type: 'library-write', write: { kind: 'unwatched', item } });
  };
  return (
    <p class="banner ok" role="status" data-testid="watched-banner">
      <span>{t('popup_markedWatched')}</span>
      <button class="link" onClick={undo} aria-label={t('popup_undoWatchedLabel', item.title)}>
        {t('popup_undo')}
      </button>
    </p>
  );
}

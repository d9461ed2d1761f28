import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { LibraryItem } from '../../lib/messages/library-writes';
import { ItemActions } from './ItemActions';
import { ItemSearch } from './ItemSearch';

/** Any title, not only what plays: search the service, pick one, and act on it like on the card. */
export function FindTitle() {
  const [open, setOpen] = useState(false);
  const [item, setItem] = useState<LibraryItem | null>(null);
  if (!open) {
    return (
      <button class="link find-open" onClick={() => setOpen(true)}>
        {t('popup_findTitle')}
      </button>
    );
  }
  return (
    <section class="card" aria-label={t('popup_findTitle')} data-testid="find-title">
      {item ? (
        <>
          <h2 class="title" data-testid="found-title">
            {item.year ? `${item.title} (${item.year})` : item.title}
          </h2>
          <ItemActions item={item} />
          <button class="link" onClick={() => setItem(null)}>
            {t('popup_backToSearch')}
          </button>
        </>
      ) : (
        <ItemSearch onPick={setItem} focusOnOpen />
      )}
    </section>
  );
}

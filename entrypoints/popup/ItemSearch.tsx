import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import { titleKey } from '../../lib/media/keys';
import type { PickableItem } from '../../lib/messages/popup';
import { searchItems } from './resolve-client';

const KIND_KEY = { movie: 'resolve_kindMovie', show: 'resolve_kindShow', anime: 'resolve_kindAnime' } as const;

/** "Search movies, shows and anime and pick one": the search runs in the background. */
export function ItemSearch({
  initialText = '',
  onPick,
  focusOnOpen = false,
}: {
  initialText?: string;
  onPick: (item: PickableItem) => void;
  focusOnOpen?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const input = useRef<HTMLInputElement>(null);
  // Opened by a button ("Find a title", "Wrong match?"): the button is gone, so the keyboard
  // focus goes where the user types next instead of falling back to the page.
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);
  const [items, setItems] = useState<PickableItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const search = async (event: Event) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    const result = await searchItems(text.trim());
    setBusy(false);
    setItems(result.items);
    if (!result.ok) setError(result.error ?? t('resolve_searchFailed'));
  };

  return (
    <div class="item-search" data-testid="item-search">
      <form class="search-row" role="search" onSubmit={(event) => void search(event)}>
        <input
          ref={input}
          type="search"
          value={text}
          aria-label={t('resolve_searchLabel')}
          placeholder={t('resolve_searchLabel')}
          onInput={(event) => setText((event.target as HTMLInputElement).value)}
        />
        <button class="primary" type="submit" disabled={busy}>
          {t('resolve_searchButton')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {items && items.length === 0 && !error && <p class="muted">{t('resolve_noResults')}</p>}
      {items && items.length > 0 && (
        <ul class="results" aria-label={t('resolve_resultsLabel')}>
          {items.map((item) => (
            <li key={titleKey(item)}>
              <button class="result-pick" onClick={() => onPick(item)} data-testid="search-result">
                <span>
                  {item.title}
                  {item.year ? ` (${item.year})` : ''}
                </span>
                <span class="muted"> · {t(KIND_KEY[item.kind])}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { PickableItem } from '../../lib/messages/popup';

export interface PickChoice {
  always: boolean;
  episodeOffset?: number;
}

/** The picked item, the "always for this show" choice and (for episodes) a numbering offset. */
export function PickConfirm({
  item,
  forEpisode,
  busy,
  onConfirm,
  onCancel,
}: {
  item: PickableItem;
  forEpisode: boolean;
  busy: boolean;
  onConfirm: (choice: PickChoice) => void;
  onCancel: () => void;
}) {
  const [always, setAlways] = useState(false);
  const [offset, setOffset] = useState(0);
  return (
    <div class="pick-confirm" data-testid="pick-confirm">
      <p>{t('resolve_picked', item.title + (item.year ? ` (${item.year})` : ''))}</p>
      <label class="check">
        <input type="checkbox" checked={always} onChange={(event) => setAlways((event.target as HTMLInputElement).checked)} />
        {forEpisode ? t('resolve_alwaysShow') : t('resolve_alwaysItem')}
      </label>
      {forEpisode && (
        <label class="offset">
          {t('resolve_episodeOffset')}
          <input
            type="number"
            min={-5000}
            max={5000}
            step={1}
            value={offset}
            onInput={(event) => setOffset(Math.trunc(Number((event.target as HTMLInputElement).value) || 0))}
          />
        </label>
      )}
      <div class="row">
        <button class="primary" disabled={busy} onClick={() => onConfirm({ always, ...(offset ? { episodeOffset: offset } : {}) })}>
          {t('resolve_useThis')}
        </button>
        <button class="link" disabled={busy} onClick={onCancel}>
          {t('resolve_cancel')}
        </button>
      </div>
    </div>
  );
}

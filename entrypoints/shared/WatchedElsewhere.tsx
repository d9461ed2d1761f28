import { t } from '../../lib/i18n/t';
import type { UndoChoice } from '../../lib/messages/undo';
import { TimeInText } from './TimeInText';

/**
 * Undo's question when the item was watched again, at `at`, not through Watchmark: take back
 * Watchmark's write anyway, or keep it. The activity log's row and an import's result ask it alike.
 */
export function WatchedElsewhere({ at, onChoice }: { at: number; onChoice: (choice: UndoChoice) => void }) {
  return (
    <span class="watched-elsewhere" data-testid="watched-elsewhere" role="group">
      <span>
        <TimeInText at={at} sentence={(when) => t('undo_watchedElsewhere', when)} />
      </span>
      <button class="secondary" onClick={() => onChoice('anyway')}>
        {t('undo_removeAnyway')}
      </button>
      <button class="secondary" onClick={() => onChoice('keep')}>
        {t('undo_keep')}
      </button>
    </span>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { formatDateTime } from '../../lib/i18n/intl';
import { t } from '../../lib/i18n/t';
import type { WrittenView } from '../../lib/messages/undo';
import { ask } from '../shared/ask';

/** The writes Watchmark made, followed as the background says something changed, and their Undo (issue 30). */
export function useWritten(changed: number): { rows: WrittenView[]; error: string | null; undo: (id: string) => void } {
  const [rows, setRows] = useState<WrittenView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void ask({ type: 'written-list' }, []).then(setRows);
  useEffect(refresh, [changed]);
  const undo = (id: string) =>
    void ask({ type: 'undo-write', id }).then((answer) => {
      setError(answer && !answer.ok ? (answer.error ?? t('undo_refused')) : null);
      refresh();
    });
  return { rows, error, undo };
}

/** A write as a row of the log: Undo ("Undo this import" for an import) while it can be taken back, "undone" after. */
export function WrittenRow({ row, onUndo }: { row: WrittenView; onUndo: (id: string) => void }) {
  return (
    <tr data-testid="written-row" data-written-id={row.id}>
      <td>
        <time dateTime={new Date(row.at).toISOString()}>{formatDateTime(row.at)}</time>
      </td>
      <td>
        <span class="chip kind sent">{t('activity_kind_sent')}</span>
      </td>
      <td class="written">
        <span>{row.text}</span>
        {row.undone ? (
          <span class="muted">{t('undo_undone')}</span>
        ) : row.undoable ? (
          <button class="secondary" onClick={() => onUndo(row.id)}>
            {t(row.import ? 'undo_importButton' : 'undo_button')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { formatDateTime } from '../../lib/i18n/intl';
import { t } from '../../lib/i18n/t';
import type { UndoChoice, WrittenView } from '../../lib/messages/undo';
import { ask } from '../shared/ask';
import { WatchedElsewhere } from '../shared/WatchedElsewhere';

type OnUndo = (id: string, choice?: UndoChoice) => void;

/** The writes Watchmark made, followed as the background says something changed, and their Undo (issue 30). */
export function useWritten(changed: number): { rows: WrittenView[]; error: string | null; undo: OnUndo } {
  const [rows, setRows] = useState<WrittenView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void ask({ type: 'written-list' }, []).then(setRows);
  useEffect(refresh, [changed]);
  const undo: OnUndo = (id, choice) =>
    void ask({ type: 'undo-write', id, ...(choice ? { choice } : {}) }).then((answer) => {
      setError(answer && !answer.ok ? (answer.error ?? t('undo_refused')) : null);
      refresh();
    });
  return { rows, error, undo };
}

/**
 * A write as a row of the log: Undo ("Undo this import" for an import) while it can be taken back,
 * "undone" after. Where the item was watched again elsewhere since, Undo asked: the row says when,
 * with "Remove anyway" and "Keep" ("kept" once answered so, beside an Undo that asks again).
 */
export function WrittenRow({ row, onUndo }: { row: WrittenView; onUndo: OnUndo }) {
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
        <UndoControls row={row} onUndo={onUndo} />
      </td>
    </tr>
  );
}

function UndoControls({ row, onUndo }: { row: WrittenView; onUndo: OnUndo }) {
  if (row.undone) return <span class="muted">{t('undo_undone')}</span>;
  if (!row.undoable) return null;
  if (row.elsewhereAt !== undefined && !row.kept) return <WatchedElsewhere at={row.elsewhereAt} onChoice={(choice) => onUndo(row.id, choice)} />;
  return (
    <>
      {row.kept ? <span class="muted">{t('undo_kept')}</span> : null}
      <button class="secondary" onClick={() => onUndo(row.id)}>
        {t(row.import ? 'undo_importButton' : 'undo_button')}
      </button>
    </>
  );
}

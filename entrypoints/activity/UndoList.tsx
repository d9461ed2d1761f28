import { useEffect, useState } from 'preact/hooks';
import { formatDateTime } from '../../lib/i18n/intl';
import { t } from '../../lib/i18n/t';
import type { WrittenView } from '../../lib/messages/undo';
import { ask } from '../shared/ask';

/** The writes Watchmark made that can still be taken back, each with its Undo (issue 30). */
export function UndoList({ changed }: { changed: number }) {
  const [rows, setRows] = useState<WrittenView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void ask({ type: 'written-list' }, []).then(setRows);
  // `changed` moves whenever the background says something changed: the rows follow.
  useEffect(refresh, [changed]);
  if (rows.length === 0) return null;

  const undo = async (id: string) => {
    const answer = await ask({ type: 'undo-write', id });
    setError(answer && !answer.ok ? (answer.error ?? t('undo_refused')) : null);
    refresh();
  };
  return (
    <section class="undo" aria-labelledby="undo-heading">
      <h2 id="undo-heading">{t('undo_heading')}</h2>
      <p class="muted">{t('undo_intro')}</p>
      {error && <p role="alert">{error}</p>}
      <table data-testid="undo-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-written-id={row.id}>
              <td>
                <time dateTime={new Date(row.at).toISOString()}>{formatDateTime(row.at)}</time>
              </td>
              <td>{row.text}</td>
              <td>
                {row.undone ? (
                  <span class="muted">{t('undo_undone')}</span>
                ) : row.undoable ? (
                  <button class="secondary" onClick={() => void undo(row.id)}>
                    {t(row.import ? 'undo_importButton' : 'undo_button')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

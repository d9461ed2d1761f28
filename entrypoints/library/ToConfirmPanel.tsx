import { useCallback, useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { WaitingRow } from '../../lib/messages/popup';
import { useStatusChanges } from '../popup/background-client';
import { WaitingList } from '../popup/ToConfirm';
import { ask } from '../shared/ask';

/**
 * Every viewing waiting for the user's confirmation (the popup shows the oldest few), with the
 * popup's own rows and Record all. Re-read whenever the background says its status changed: a
 * Record here, a new viewing held or a sign-out.
 */
export function ToConfirmPanel() {
  const [rows, setRows] = useState<WaitingRow[]>([]);
  const refresh = useCallback(() => void ask({ type: 'to-confirm-list' }).then((answer) => answer && setRows(answer.rows)), []);
  useStatusChanges(refresh);
  if (rows.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="library-to-confirm-title" data-testid="library-to-confirm">
      <h2 id="library-to-confirm-title">{t('popup_toConfirmHeading')}</h2>
      <WaitingList count={rows.length} rows={rows} />
    </section>
  );
}

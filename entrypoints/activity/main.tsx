// First: zod's JIT off before any schema exists (no eval anywhere; see lib/zod-jitless.ts).
import '../../lib/zod-jitless';
import { render } from 'preact';
import { catalogLanguage } from '../../lib/i18n/intl';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { formatDateTime } from '../../lib/i18n/intl';
import type { ActivityEntry, ActivityKind } from '../../lib/activity/entry';
import { t, type MessageKey } from '../../lib/i18n/t';
import { exportLog, readActivity } from '../shared/export-activity';
import { useWritten, WrittenRow } from './WrittenRows';
import { logRows } from '../../lib/activity/log-rows';

/** The log stores the kind as a code; the page names it in the reader's language. */
const KIND_LABELS: Record<ActivityKind, MessageKey> = {
  detected: 'activity_kind_detected',
  queued: 'activity_kind_queued',
  sent: 'activity_kind_sent',
  retry: 'activity_kind_retry',
  failed: 'activity_kind_failed',
  info: 'activity_kind_info',
};

function Activity() {
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null);
  const [changed, setChanged] = useState(0);
  useEffect(() => {
    const refresh = () => {
      void readActivity().then(setEntries);
      setChanged((count) => count + 1);
    };
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'status-changed') refresh();
    };
    browser.runtime.onMessage.addListener(onMessage);
    refresh();
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }, []);
  const written = useWritten(changed);
  const rows = entries && logRows(entries, written.rows);
  return (
    <main class="activity">
      <header>
        <h1>{t('activity_heading')}</h1>
        <button class="primary" disabled={!entries?.length} onClick={() => entries && exportLog(entries)}>
          {t('activity_export')}
        </button>
      </header>
      <p class="muted">{t('activity_intro')}</p>
      {written.rows.length > 0 && <p class="muted">{t('undo_intro')}</p>}
      {written.error && <p role="alert">{written.error}</p>}
      {rows === null ? (
        <p class="muted">{t('activity_loading')}</p>
      ) : rows.length === 0 ? (
        <p class="muted">{t('activity_empty')}</p>
      ) : (
        <table data-testid="activity-table">
          <thead>
            <tr>
              <th scope="col">{t('activity_col_when')}</th>
              <th scope="col">{t('activity_col_what')}</th>
              <th scope="col">{t('activity_col_details')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ entry, written: view }) =>
              view ? (
                <WrittenRow key={view.id} row={view} onUndo={written.undo} />
              ) : (
                <tr key={entry.seq}>
                  <td>
                    <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>
                    <span class={`chip kind ${entry.kind}`}>{t(KIND_LABELS[entry.kind])}</span>
                  </td>
                  <td>{entry.text}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
    </main>
  );
}

document.documentElement.lang = catalogLanguage();
document.title = t('activity_page_title');
render(<Activity />, document.getElementById('app')!);

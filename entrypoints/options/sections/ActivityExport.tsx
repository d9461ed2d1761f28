import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t, tCount } from '../../../lib/i18n/t';
import { exportLog, readActivity } from '../../shared/export-activity';

/** The activity log as a JSON file: what was seen, sent and answered, for the user to keep or share. */
export function ActivityExport() {
  const [note, setNote] = useState('');
  async function run() {
    const entries = await readActivity();
    if (entries.length === 0) return setNote(t('options_export_empty'));
    exportLog(entries);
    setNote(tCount('options_export_done', entries.length));
  }
  return (
    <div class="field">
      <p class="hint">{t('options_export_hint')}</p>
      <div class="row">
        <button class="primary" onClick={() => void run()}>
          {t('options_export_button')}
        </button>
        <a href={browser.runtime.getURL('/activity.html')}>{t('options_export_view_log')}</a>
      </div>
      <p role="status" class="muted">
        {note}
      </p>
    </div>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import type { CorrectionRow } from '../../../lib/messages/popup';
import { listCorrections } from '../../popup/resolve-client';
import { ask } from '../../shared/ask';

/** Options section: the user's corrections (they follow the user through storage.sync), each removable. */
export function Corrections() {
  const [rows, setRows] = useState<CorrectionRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = async () => {
    const result = await listCorrections();
    setRows(result.corrections);
    setError(result.ok ? null : (result.error ?? t('resolve_listFailed')));
  };
  useEffect(() => void refresh(), []);

  const remove = async (row: CorrectionRow) => {
    const result = await ask({ type: 'remove-correction', site: row.site, scope: row.scope, siteId: row.siteId }, { ok: false });
    if (!result.ok) setError(t('resolve_removeFailed'));
    await refresh();
  };

  return (
    <div class="corrections" data-testid="corrections">
      <p class="muted">{t('resolve_correctionsExplain')}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {rows && rows.length === 0 && <p class="muted">{t('resolve_noCorrections')}</p>}
      {rows && rows.length > 0 && (
        <ul>
          {rows.map((row) => (
            <li key={`${row.site}:${row.scope}:${row.siteId}`} data-testid="correction-row">
              <span>
                {t(
                  row.scope === 'show' ? 'resolve_correctionShow' : 'resolve_correctionItem',
                  row.siteTitle,
                  row.site,
                  row.item.title + (row.item.year ? ` (${row.item.year})` : ''),
                )}
                {row.episodeOffset ? ` · ${t('resolve_offsetValue', row.episodeOffset)}` : ''}
              </span>{' '}
              <button class="link" onClick={() => void remove(row)} aria-label={t('resolve_removeLabel', row.siteTitle)}>
                {t('resolve_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { t } from '../../lib/i18n/t';
import type { MarkState } from '../../lib/messages/library-writes';

/** Where one write stands, next to the control that made it: saving, saved, not found, refused. */
export function MarkNote({ mark, testId, onRetry }: { mark?: { state: MarkState; reason?: string; fromService?: boolean }; testId: string; onRetry: () => void }) {
  if (!mark || mark.fromService) return null;
  switch (mark.state) {
    case 'pending':
      return <span class="note muted" role="status" data-testid={testId} data-state="pending">{mark.reason ?? t('popup_markSaving')}</span>;
    case 'saved':
      return <span class="note ok" role="status" data-testid={testId} data-state="saved">{t('popup_markSaved')}</span>;
    case 'not_found':
      return <span class="note error" role="status" data-testid={testId} data-state="not_found">{t('popup_notFound')}</span>;
    case 'failed':
      return (
        <span class="note error" role="alert" data-testid={testId} data-state="failed">
          {t('popup_markFailed', mark.reason ?? '')}{' '}
          <button class="link" onClick={onRetry}>{t('popup_tryAgain')}</button>
        </span>
      );
  }
}

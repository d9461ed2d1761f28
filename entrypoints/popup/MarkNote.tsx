import { t } from '../../lib/i18n/t';
import type { MarkState } from '../../lib/messages/library-writes';

type Mark = { state: MarkState; reason?: string; fromService?: boolean };

function Note({ mark, testId, onRetry }: { mark?: Mark; testId: string; onRetry: () => void }) {
  if (!mark || mark.fromService) return null;
  switch (mark.state) {
    case 'pending':
      return (
        <span class="note muted" data-testid={testId} data-state="pending">
          {mark.reason ?? t('popup_markSaving')}
        </span>
      );
    case 'saved':
      return (
        <span class="note ok" data-testid={testId} data-state="saved">
          {t('popup_markSaved')}
        </span>
      );
    case 'not_found':
      return (
        <span class="note error" data-testid={testId} data-state="not_found">
          {t('popup_notFound')}
        </span>
      );
    case 'failed':
      return (
        <span class="note error" data-testid={testId} data-state="failed">
          {t('popup_markFailed', mark.reason ?? '')}{' '}
          <button class="link" onClick={onRetry}>
            {t('popup_tryAgain')}
          </button>
        </span>
      );
  }
}

/**
 * Where one write stands, next to the control that made it: saving, saved, not found, refused.
 * The live region is always there, empty until a write: screen readers announce changes to a
 * region they already know, not one that appears with its text ("Saved", "Not saved: …").
 */
export function MarkNote(props: { mark?: Mark; testId: string; onRetry: () => void }) {
  return (
    <span class="note-live" role="status" data-testid={`${props.testId}-live`}>
      <Note {...props} />
    </span>
  );
}

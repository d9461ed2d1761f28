import { t } from '../../i18n/t';
import { describeWrite } from '../../library/describe';
import { applyWrite } from '../../library/marks';
import type { HandlersFor } from '../../messages/protocol';
import type { Services } from '../composition-root';
import { notifyStatusChanged } from '../status/status';
import { undoWritten, type UndoOutcome } from './undo-write';
import { writtenViews } from './written-view';

/** Refusals with their own explanation; the rest (gone, already undone) say the undo was refused. */
const REFUSALS: Partial<Record<Extract<UndoOutcome, { ok: false }>['reason'], 'undo_otherSignIn'>> = {
  'other-sign-in': 'undo_otherSignIn',
};

/** The activity page's Undo: the writes on record, and taking one back through the outbox. */
export function undoHandlers(
  services: Pick<Services, 'activity' | 'db' | 'keepOutboxBounded' | 'marks' | 'outbox'>,
): HandlersFor<'written-list' | 'undo-write'> {
  return {
    'written-list': () => writtenViews(services.db),
    'undo-write': async ({ id }) => {
      const now = Date.now();
      const outcome = await undoWritten(services.db, id, now);
      if (!outcome.ok) return { ok: false, error: t(REFUSALS[outcome.reason] ?? 'undo_refused') };
      await services.marks.update((table) => outcome.writes.reduce((next, write) => applyWrite(next, write, 'pending', now), table));
      await services.activity.add('queued', t('log_undoQueued', outcome.writes.map(describeWrite).slice(0, 3).join('; ')));
      await services.keepOutboxBounded();
      await notifyStatusChanged();
      void services.outbox.drain();
      return { ok: true };
    },
  };
}

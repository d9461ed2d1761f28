import { t } from '../../i18n/t';
import { describeWrite } from '../../library/describe';
import { applyWrite } from '../../library/marks';
import type { HandlersFor } from '../../messages/protocol';
import { readLastWatched } from '../../service/last-watched';
import { readActivities } from '../../service/sync-reads';
import type { Services } from '../composition-root';
import { notifyStatusChanged } from '../status/status';
import { askIfWatchedAgain, type WatchedAgainReads } from './ask-first';
import { keepWritten, undoWritten, type UndoOutcome } from './undo-write';
import { writtenViews } from './written-view';

/** Refusals with their own explanation; the rest (gone, already undone) say the undo was refused. */
const REFUSALS: Partial<Record<Extract<UndoOutcome, { ok: false }>['reason'], 'undo_otherSignIn'>> = {
  'other-sign-in': 'undo_otherSignIn',
};

/**
 * The activity page's Undo: the writes on record, and taking one back through the outbox. An undo
 * of watches first asks the service whether the item was watched again elsewhere; then the row
 * asks the user, whose "Remove anyway" or "Keep" comes back as the choice.
 */
export function undoHandlers(
  services: Pick<Services, 'activity' | 'db' | 'http' | 'keepOutboxBounded' | 'marks' | 'outbox' | 'paceGet' | 'tokens'>,
): HandlersFor<'written-list' | 'undo-write'> {
  const get = async <T>(call: (token: string) => Promise<T>) => {
    await services.paceGet();
    return services.tokens.withToken(call);
  };
  const reads: WatchedAgainReads = {
    activities: () => get((token) => readActivities(services.http, token)),
    lastWatched: (type) => get((token) => readLastWatched(services.http, token, type)),
  };
  return {
    'written-list': () => writtenViews(services.db),
    'undo-write': async ({ id, choice }) => {
      const now = Date.now();
      if (choice === 'keep') {
        if (!(await keepWritten(services.db, id, now))) return { ok: false, error: t('undo_refused') };
        await services.activity.add('info', t('log_undoKept'));
        return { ok: true };
      }
      if (choice !== 'anyway') {
        // Not knowing whether the user watched it again elsewhere, nothing is taken back.
        const asked = await askIfWatchedAgain(services.db, id, reads).catch(() => null);
        if (asked === null) return { ok: false, error: t('undo_checkFailed') };
        if (asked !== undefined) return { ok: true, elsewhereAt: asked };
      }
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

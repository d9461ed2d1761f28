import type { ActivityLog } from '../../activity/log';
import type { OutboxEntry } from '../../outbox/entry';
import type { Verdict } from '../../outbox/policy';
import { reconcileLibraryVerdict, type MarksStore } from '../library/library-writes';
import type { StateStore } from '../state/state';
import { notifyOutcome } from './notify';
import { notifyStatusChanged } from './status';

export interface VerdictDeps {
  state: StateStore;
  activity: ActivityLog;
  marks: MarksStore;
  /** An import's next slice goes in as the queue drains (import/job.ts). */
  settleImports: () => Promise<void>;
  /** A large undo's next slice goes in as the queue drains (undo/undo-write.ts). */
  continueUndos: () => Promise<void>;
}

/** What the user sees of each outbox verdict: the log, the library's controls, a notification, the popup's last result. */
export function verdictShown(deps: VerdictDeps) {
  const { state, activity } = deps;
  return async (entries: OutboxEntry[], verdict: Verdict): Promise<void> => {
    // An import's next slice goes in as the queue drains, whether or not its page is still open.
    if (entries.some((entry) => 'late' in entry && entry.late)) void deps.settleImports().catch(() => undefined);
    void deps.continueUndos().catch(() => undefined);
    // A done batch has one summary (a history batch names all its watches): one line, not one per
    // entry (a 5,000-entry import would fill the log with copies and push out everything else).
    const commands = entries.flatMap((entry) => (entry.command ? [entry.command] : []));
    if (verdict.kind === 'done' && commands[0]) await activity.verdict(commands[0], verdict);
    else for (const command of commands) await activity.verdict(command, verdict);
    await reconcileLibraryVerdict({ marks: deps.marks, activity }, entries, verdict);
    void notifyOutcome(entries, verdict).catch(() => undefined);
    if (verdict.kind === 'hold' && verdict.reauth) await state.set('needsReauth', verdict.reason);
    const summary = verdict.kind === 'done' ? verdict.summary : verdict.reason;
    await state.set('lastResult', { summary, ok: verdict.kind === 'done' || verdict.kind === 'retry', at: Date.now() });
    await notifyStatusChanged();
  };
}

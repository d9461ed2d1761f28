import type { ActivityLog } from '../../activity/log';
import type { Db } from '../../db/database';
import { describeEntry } from '../../db/bounds';
import { enforceOutboxLimit } from '../../db/prune';
import { t } from '../../i18n/t';
import { notifyStatusChanged } from '../status/status';
import type { StateStore } from './state';

/** Over its limit the outbox drops its least valuable oldest entries; each is named to the user. */
export function outboxBound(deps: { db: () => Promise<Db>; activity: ActivityLog; state: StateStore }) {
  return async function keepOutboxBounded(): Promise<void> {
    const dropped = await enforceOutboxLimit(await deps.db());
    if (dropped.length === 0) return;
    for (const entry of dropped) await deps.activity.add('failed', t('log_dropped', describeEntry(entry)));
    const before = await deps.state.get('droppedWrites');
    await deps.state.set('droppedWrites', { count: (before?.count ?? 0) + dropped.length, at: Date.now() });
    await notifyStatusChanged();
  };
}

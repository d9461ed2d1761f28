import type { Db } from '../db/database';
import type { PlaybackReport } from '../messages/media';
import type { Verdict } from '../outbox/policy';
import type { ScrobbleCommand } from '../scrobble/session';
import { describeAction, describeCommand, describeReport } from './describe';
import type { ActivityEntry, ActivityKind } from './entry';
import { t } from '../i18n/t';

/** The log keeps this many lines; older ones are dropped as new ones arrive. */
export const ACTIVITY_LIMIT = 500;

/**
 * The activity log a user reads to see why something did or did not count. It never holds
 * tokens or request headers: only what was detected, what was sent, and the service's answer.
 */
export function activityLog(db: () => Promise<Db>, now: () => number = Date.now) {
  async function add(kind: ActivityKind, text: string, at = now()): Promise<void> {
    const database = await db();
    const tx = database.transaction('activity', 'readwrite');
    await tx.store.add({ at, kind, text });
    const count = await tx.store.count();
    if (count > ACTIVITY_LIMIT) {
      let cursor = await tx.store.openCursor();
      for (let extra = count - ACTIVITY_LIMIT; cursor && extra > 0; extra -= 1) {
        await cursor.delete();
        cursor = await cursor.continue();
      }
    }
    await tx.done;
  }

  return {
    add,
    detected: (report: PlaybackReport) => add('detected', describeReport(report)),
    commandQueued: (command: ScrobbleCommand) => add('queued', t('log_queued', describeAction(command.action), command.progress, describeCommand(command))),
    verdict: (command: ScrobbleCommand, verdict: Verdict) => {
      const what = `${describeAction(command.action)} ${describeCommand(command)}`;
      switch (verdict.kind) {
        case 'done':
          return add(verdict.nothingSent ? 'info' : 'sent', verdict.summary);
        case 'retry':
          return add('retry', t('log_retryAt', what, verdict.reason, new Date(verdict.atMs).toLocaleTimeString()));
        case 'hold':
          return add('info', t('log_holding', what, verdict.reason));
        case 'failed':
          return add('failed', t('log_failed', what, verdict.reason));
        case 'parked':
          return add('info', t('log_parked', what, verdict.reason));
      }
    },
    async recent(limit = 200): Promise<ActivityEntry[]> {
      const entries: ActivityEntry[] = [];
      let cursor = await (await db()).transaction('activity').store.openCursor(null, 'prev');
      while (cursor && entries.length < limit) {
        entries.push(cursor.value);
        cursor = await cursor.continue();
      }
      return entries;
    },
  };
}
export type ActivityLog = ReturnType<typeof activityLog>;

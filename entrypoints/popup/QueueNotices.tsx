import { formatDateTime as when, formatNumber } from '../../lib/i18n/intl';
import { tCount } from '../../lib/i18n/t';
import type { Status } from '../../lib/messages/popup';

/** What the user must know before anything is lost: storage full, a long queue, and what was dropped. */
export function QueueNotices({ status }: { status: Status }) {
  const { storageFull, queue, droppedWrites } = status;
  if (!storageFull && !queue && !droppedWrites) return null;
  return (
    <section class="card" role="alert" data-testid="queue-notices">
      {storageFull && (
        <p class="error" data-testid="storage-full">
          {tCount('popup_storageFull', storageFull.waiting, when(storageFull.since))}
        </p>
      )}
      {queue && (
        <p class="error" data-testid="queue-long">
          {tCount('popup_queueLong', queue.waiting, queue.oldest.what, when(queue.oldest.at), formatNumber(queue.limit))}
        </p>
      )}
      {droppedWrites && (
        <p class="error" data-testid="queue-dropped">
          {tCount('popup_queueDropped', droppedWrites.count, when(droppedWrites.at))}
        </p>
      )}
    </section>
  );
}

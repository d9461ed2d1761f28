import type { Runtime } from 'webextension-polyfill';
import type { ActivityLog } from '../../activity/log';
import { t } from '../../i18n/t';
import { pageAddress } from '../../messages/generic-pages';
import { NotCountedSchema } from '../../messages/media';
import { siteName } from '../../messages/site-names';
import { fromSitePage } from '../generic/tab-messages';
import { notifyStatusChanged } from '../status/status';

/**
 * A supported site's page plays a video that is not counted (the site calls it no program, or
 * nothing names a film or an episode where the user is not asked): one line in the activity log,
 * so "why did this not count?" has an answer. Only the site's own tab speaks for its pages.
 */
export async function handleNotCounted(deps: { activity: ActivityLog }, message: unknown, sender: Runtime.MessageSender): Promise<{ ok: boolean } | undefined> {
  const notCounted = NotCountedSchema.safeParse(message);
  const senderUrl = sender.url ?? sender.tab?.url;
  if (!notCounted.success || sender.tab?.id === undefined || !(await fromSitePage(notCounted.data.site, sender))) return undefined;
  // The message names the page it is about; it must be the page the sender is on.
  if (new URL(notCounted.data.url).origin !== new URL(senderUrl!).origin) return undefined;
  const { site, url, reason } = notCounted.data;
  await deps.activity.add('detected', t(reason === 'refused' ? 'log_notCountedRefused' : 'log_notCountedUnnamed', siteName(site), pageAddress(url)));
  await notifyStatusChanged();
  return { ok: true };
}

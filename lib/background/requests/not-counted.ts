import type { ActivityLog } from '../../activity/log';
import { t } from '../../i18n/t';
import { pageAddress } from '../../messages/generic-pages';
import type { NotCounted } from '../../messages/media';
import { siteName } from '../../messages/site-names';
import { notifyStatusChanged } from '../status/status';
import type { TabSender } from './senders';
import { mayLogForTab } from './tab-lines';

/**
 * A supported site's page plays a video that is not counted (the site calls it no program, or
 * nothing names a film or an episode where the user is not asked): one line in the activity log,
 * so "why did this not count?" has an answer, within the tab's share of the log (tab-lines.ts).
 * Only the site's own tab speaks for its pages (sender rule `site-page`).
 */
export async function handleNotCounted(deps: { activity: ActivityLog }, message: NotCounted, from: TabSender): Promise<void> {
  const { site, url, reason } = message;
  if (mayLogForTab(from.tabId))
    await deps.activity.add('detected', t(reason === 'refused' ? 'log_notCountedRefused' : 'log_notCountedUnnamed', siteName(site), pageAddress(url)));
  await notifyStatusChanged();
}

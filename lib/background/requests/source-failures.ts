import { z } from 'zod';
import type { SourceFailed } from '../../messages/media';
import { siteName } from '../../messages/site-names';
import type { Services } from '../composition-root';
import { t } from '../../i18n/t';
import { sessionValue } from '../../storage/session-value';
import type { TabSender } from './senders';
import { mayLogForTab } from './tab-lines';

/** When a site's source was first seen failing this browser session. */
const failedSince = sessionValue('sourceFailed', z.number());

/**
 * A site's source broke (threw, changed shape): one line in the activity log per site and source
 * per browser session, with the reason, so an exported log shows a maintainer which one broke
 * without every page load repeating it, within the tab's share of the log (tab-lines.ts: a page
 * can name ever new sources). Session storage outlives the MV3 worker.
 */
export async function recordSourceFailure(deps: Pick<Services, 'activity'>, failure: SourceFailed, from: TabSender): Promise<void> {
  const part = `${failure.site}:${failure.source}`;
  if ((await failedSince.get(part)) !== null || !mayLogForTab(from.tabId)) return;
  await failedSince.set(Date.now(), part);
  await deps.activity.add('info', t('log_sourceFailed', siteName(failure.site), failure.source, failure.reason));
}

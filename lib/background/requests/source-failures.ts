import { z } from 'zod';
import type { SourceFailed } from '../../messages/media';
import { siteName } from '../../messages/site-names';
import type { Services } from '../composition-root';
import { t } from '../../i18n/t';
import { sessionValue } from '../../storage/session-value';

/** When a site's source was first seen failing this browser session. */
const failedSince = sessionValue('sourceFailed', z.number());

/**
 * A site's source broke (threw, changed shape): one line in the activity log per site and source
 * per browser session, with the reason, so an exported log shows a maintainer which one broke
 * without every page load repeating it. Session storage outlives the MV3 worker.
 */
export async function recordSourceFailure(deps: Pick<Services, 'activity'>, failure: SourceFailed): Promise<void> {
  const part = `${failure.site}:${failure.source}`;
  if ((await failedSince.get(part)) !== null) return;
  await failedSince.set(Date.now(), part);
  await deps.activity.add('info', t('log_sourceFailed', siteName(failure.site), failure.source, failure.reason));
}

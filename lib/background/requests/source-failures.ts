import browser from 'webextension-polyfill';
import type { SourceFailed } from '../../messages/media';
import { siteName } from '../../messages/site-names';
import type { Services } from '../composition-root';
import { t } from '../../i18n/t';

const keyOf = (failure: SourceFailed) => `sourceFailed:${failure.site}:${failure.source}`;

/**
 * A site's source broke (threw, changed shape): one line in the activity log per site and source
 * per browser session, with the reason, so an exported log shows a maintainer which one broke
 * without every page load repeating it. Session storage outlives the MV3 worker.
 */
export async function recordSourceFailure(services: Services, failure: SourceFailed): Promise<void> {
  const key = keyOf(failure);
  if ((await browser.storage.session.get(key))[key]) return;
  await browser.storage.session.set({ [key]: Date.now() });
  await services.activity.add('info', t('log_sourceFailed', siteName(failure.site), failure.source, failure.reason));
}

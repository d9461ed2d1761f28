import browser from 'webextension-polyfill';
import { SiteUnsurePageSchema, type SiteUnsurePage } from '../../lib/messages/generic';
import type { PopupRequest } from '../../lib/messages/popup';
import { t } from '../../lib/i18n/t';
import type { ActiveTab } from './active-tab';
import { useActiveTabPage } from './use-active-tab-page';
import { TellUsWhatThisIs } from './TellUsWhatThisIs';

async function readPage(tab: ActiveTab): Promise<SiteUnsurePage | null> {
  const parsed = SiteUnsurePageSchema.safeParse(await browser.runtime.sendMessage({ type: 'site-unsure-page', tabId: tab.id, url: tab.url } satisfies PopupRequest).catch(() => null));
  return parsed.success ? parsed.data : null;
}

/**
 * A supported site plays a video that none of its sources could name (the site changed): say so
 * instead of staying silent, and let the user name it. Nothing is sent before they do.
 */
export function UnrecognisedSite() {
  const { tab, page, setPage } = useActiveTabPage(() => true, readPage);

  if (!tab || !page?.site || !page.unsure) return null;
  return (
    <section class="card generic" role="status" aria-labelledby="unrecognised-title" data-testid="unrecognised-site">
      <h2 id="unrecognised-title" class="eyebrow">{t('popup_unrecognisedTitle', page.site)}</h2>
      <TellUsWhatThisIs tab={tab} candidate={page.unsure} answerType="site-answer" onDone={() => void readPage(tab).then(setPage)} />
    </section>
  );
}

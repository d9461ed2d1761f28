import type { SiteUnsurePage } from '../../lib/messages/generic';
import { t } from '../../lib/i18n/t';
import type { ActiveTab } from './active-tab';
import { useActiveTabPage } from './use-active-tab-page';
import { TellUsWhatThisIs } from './TellUsWhatThisIs';
import { ask } from '../shared/ask';

async function readPage(tab: ActiveTab): Promise<SiteUnsurePage | null> {
  return ask({ type: 'site-unsure-page', tabId: tab.id, url: tab.url });
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
      <h2 id="unrecognised-title" class="eyebrow">
        {t('popup_unrecognisedTitle', page.site)}
      </h2>
      <TellUsWhatThisIs tab={tab} candidate={page.unsure} answerType="site-answer" onDone={() => void readPage(tab).then(setPage)} />
    </section>
  );
}

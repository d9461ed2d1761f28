import { render } from 'preact';
import { browser } from 'wxt/browser';
import source from '../../docs/privacy.md?raw';
import { catalogLanguage } from '../../lib/i18n/intl';
import { t } from '../../lib/i18n/t';
import { Markdown } from './markdown';

// The statement itself is English (docs/privacy.md); the page's own link follows the catalog.
document.documentElement.lang = 'en';
document.title = t('privacy_page_title');
render(
  <main class="privacy">
    <p lang={catalogLanguage()}>
      <a href={browser.runtime.getURL('/options.html')}>{t('privacy_back')}</a>
    </p>
    <Markdown source={source} />
  </main>,
  document.getElementById('app')!,
);

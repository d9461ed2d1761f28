// First: zod's JIT off before any schema exists (no eval anywhere; see lib/zod-jitless.ts).
import '../../lib/zod-jitless';
import { render } from 'preact';
import { catalogLanguage } from '../../lib/i18n/intl';
import { t } from '../../lib/i18n/t';
import { App } from './App';

document.documentElement.lang = catalogLanguage();
document.title = t('library_page_title');
render(<App />, document.getElementById('app')!);

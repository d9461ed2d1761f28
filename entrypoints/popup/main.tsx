// First: zod's JIT off before any schema exists (no eval anywhere; see lib/zod-jitless.ts).
import '../../lib/zod-jitless';
import { render } from 'preact';
import { catalogLanguage } from '../../lib/i18n/intl';
import { App } from './App';

// Screen readers pick the voice by the page language; the catalog follows the browser's.
document.documentElement.lang = catalogLanguage();
render(<App />, document.getElementById('app')!);

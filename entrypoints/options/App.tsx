import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import { SECTIONS } from './sections';

/** The options page: one panel per registered section (sections/index.ts). */
export function App() {
  return (
    <main class="options">
      <header class="spread">
        <h1>{t('options_heading')}</h1>
        <nav class="links">
          <a href={browser.runtime.getURL('/library.html')}>{t('options_link_library')}</a>
          {/* What is stored and sent, and how to delete it: docs/privacy.md, rendered by the privacy page. */}
          <a href={browser.runtime.getURL('/privacy.html')}>{t('options_link_privacy')}</a>
        </nav>
      </header>
      {SECTIONS.map(({ id, title, Component }) => (
        <section key={id} id={id} class="panel" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{t(title)}</h2>
          <Component />
        </section>
      ))}
    </main>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { ContinueWatching as Saved } from '../../lib/messages/popup';
import { ask } from '../shared/ask';

async function readSaved(): Promise<Saved> {
  return ask({ type: 'continue-watching' }, { ok: false, items: [], error: t('popup_noAnswer') });
}

/** Where the user left off (the service's saved playbacks), newest first. */
export function ContinueWatching() {
  const [saved, setSaved] = useState<Saved | null>(null);
  useEffect(() => {
    void readSaved().then((answer) => {
      setSaved(answer);
      // The popup's reads on opening are done (tests and the bench wait for it; nothing shows it).
      document.documentElement.dataset.continueRead = 'true';
    });
  }, []);
  if (!saved || (saved.ok && saved.items.length === 0)) return null;
  return (
    <section class="continue" aria-labelledby="continue-title" data-testid="continue-watching">
      <h2 id="continue-title" class="eyebrow">
        {t('popup_continueWatching')}
      </h2>
      {!saved.ok && <p class="error">{t('popup_continueFailed', saved.error ?? '')}</p>}
      <ul>
        {saved.items.map((item) => (
          <li key={`${item.title}-${item.pausedAt}`}>
            <span>
              {item.title}
              {item.episode !== undefined ? ` S${item.season ?? 1} E${item.episode}` : ''}
            </span>
            <span class="muted"> · {Math.round(item.progress)}%</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

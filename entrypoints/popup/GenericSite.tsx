import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Detector, GenericPage } from '../../lib/messages/generic';
import { looksLikeMediaServer } from '../../lib/messages/media-servers';
import { genericOriginOf, originPattern } from '../../lib/messages/generic-pages';
import { t } from '../../lib/i18n/t';
import type { ActiveTab } from './active-tab';
import { useActiveTabPage } from './use-active-tab-page';
import { act } from './background-client';
import { TellUsWhatThisIs } from './TellUsWhatThisIs';
import { ask } from '../shared/ask';

async function readPage(tab: ActiveTab): Promise<GenericPage | null> {
  return ask({ type: 'generic-page', tabId: tab.id, url: tab.url });
}

/**
 * For a page no site adapter covers: switch detection on or off for its site, and name a video
 * the detector could not. A page that looks like a media server's web app (Plex, Jellyfin, Emby on
 * the user's own host and port) is offered scrobbling as a media server instead; which of the three
 * it is, the page itself says once allowed.
 */
export function GenericSite() {
  const { tab, page, setPage } = useActiveTabPage((found) => genericOriginOf(found.url) !== null, readPage);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!tab || !page) return null;
  const origin = genericOriginOf(tab.url)!;
  const detector: Detector = page.detector ?? (looksLikeMediaServer(tab.url) ? 'media-server' : 'site');
  const server = detector === 'media-server';
  // A server with its port: one machine often runs several.
  const host = server ? new URL(origin).host : new URL(origin).hostname;

  const enable = () => {
    setError(null);
    // First, inside the click: the browser shows its prompt only for a user gesture.
    const granted = browser.permissions.request({ origins: [originPattern(origin)] });
    // Told before the answer: the prompt may close this popup, and the background finishes then.
    const told = act({ type: 'generic-enable', tabId: tab.id, url: tab.url, detector });
    setBusy(true);
    void Promise.all([granted, told])
      .then(async ([yes]) => {
        // Told again once granted, in case the first message was handled before the grant arrived.
        if (yes) await act({ type: 'generic-enable', tabId: tab.id, url: tab.url, detector });
        else {
          await act({ type: 'generic-disable', url: tab.url });
          setError(t('generic_denied', host));
        }
        setPage(await readPage(tab));
      })
      .finally(() => setBusy(false));
  };

  const disable = async () => {
    setBusy(true);
    const result = await act({ type: 'generic-disable', url: tab.url });
    if (!result.ok) setError(result.error ?? null);
    setPage(await readPage(tab));
    setBusy(false);
  };

  return (
    <section class="card generic" aria-labelledby="generic-title" data-testid="generic-site">
      <h2 id="generic-title" class="eyebrow">
        {page.enabled ? t(server ? 'server_enabled' : 'generic_enabled', host) : t('generic_not_enabled', host)}
      </h2>
      {page.enabled ? (
        <button class="link" disabled={busy} onClick={() => void disable()}>
          {t(server ? 'server_disable' : 'generic_disable', host)}
        </button>
      ) : (
        <>
          <p class="muted">{t(server ? 'server_enable_hint' : 'generic_enable_hint')}</p>
          <button class="primary" disabled={busy} onClick={enable}>
            {server ? t('options_servers_add') : t('generic_enable', host)}
          </button>
        </>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {page.enabled && page.unsure && <TellUsWhatThisIs tab={tab} candidate={page.unsure} onDone={() => void readPage(tab).then(setPage)} />}
    </section>
  );
}

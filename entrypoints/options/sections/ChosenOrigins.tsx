import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t, type MessageKey } from '../../../lib/i18n/t';
import { type Detector, type GenericSites } from '../../../lib/messages/generic';
import { originPattern } from '../../../lib/messages/generic-pages';
import { parseSiteAddress } from '../../../lib/messages/site-address';
import { act } from '../../popup/background-client';
import { ask } from '../../shared/ask';

async function readSites(detector: Detector): Promise<GenericSites['sites']> {
  return (await ask({ type: 'generic-sites' }, { sites: [] })).sites.filter((site) => site.detector === detector);
}

/** What the list says, by what runs on its origins. */
export interface ChosenOriginsText {
  hint: MessageKey;
  address: MessageKey;
  placeholder: string;
  add: MessageKey;
  invalid: MessageKey;
  /** "Stop … on $HOST$". */
  remove: MessageKey;
  /** How an origin is shown: a site by its host name, a server with its port (several share a host). */
  shown: (origin: string) => string;
}

/**
 * Origins the user switched on by address, for one detector: the sites without an adapter, or
 * the media servers. The popup offers the same for the page in front of it; this is the way where
 * there is no popup over a page (Firefox for Android opens the popup as a page of its own) or for a
 * site not open right now.
 */
export function ChosenOrigins({ detector, text, testId }: { detector: Detector; text: ChosenOriginsText; testId: string }) {
  const [sites, setSites] = useState<GenericSites['sites'] | null>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => void readSites(detector).then(setSites), [detector]);

  useEffect(() => {
    // Granted or taken back here, in the browser's own settings, or from the popup.
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'status-changed') refresh();
    };
    browser.runtime.onMessage.addListener(onMessage);
    browser.permissions.onAdded?.addListener(refresh);
    browser.permissions.onRemoved?.addListener(refresh);
    refresh();
    return () => {
      browser.runtime.onMessage.removeListener(onMessage);
      browser.permissions.onAdded?.removeListener(refresh);
      browser.permissions.onRemoved?.removeListener(refresh);
    };
  }, [refresh]);

  const add = (event: Event) => {
    event.preventDefault();
    setError(null);
    const parsed = parseSiteAddress(address);
    if (!('origin' in parsed)) {
      setError(parsed.problem === 'supported' ? t('options_sites_supported', parsed.host ?? '') : t(text.invalid));
      return;
    }
    const { origin } = parsed;
    const submitted = address;
    // No await before request(): the submit's user gesture must still be live for the prompt.
    const granted = browser.permissions.request({ origins: [originPattern(origin)] }).catch(() => false);
    // Told before the answer, as the popup does: the background finishes once the grant arrives.
    const told = act({ type: 'generic-enable', url: origin, detector });
    setBusy(true);
    void Promise.all([granted, told])
      .then(async ([yes]) => {
        if (yes) {
          await act({ type: 'generic-enable', url: origin, detector });
          // Only what was added is cleared: the user may already be typing the next address.
          setAddress((typed) => (typed === submitted ? '' : typed));
        } else {
          await act({ type: 'generic-disable', url: origin });
          setError(t('generic_denied', text.shown(origin)));
        }
      })
      .finally(() => {
        setBusy(false);
        refresh();
      });
  };

  const remove = async (origin: string) => {
    setBusy(true);
    await act({ type: 'generic-disable', url: origin });
    setBusy(false);
    refresh();
  };

  return (
    <div class="field" data-testid={testId}>
      <p class="hint">{t(text.hint)}</p>
      {sites !== null && sites.length === 0 && <p class="muted">{t('options_sites_none')}</p>}
      <ul class="site-list">
        {(sites ?? []).map(({ origin, granted }) => (
          <li key={origin} class="spread">
            <span>
              {text.shown(origin)}
              {!granted && <span class="hint"> {t('options_sites_access_taken')}</span>}
            </span>
            <button class="link" disabled={busy} onClick={() => void remove(origin)}>
              {t(text.remove, text.shown(origin))}
            </button>
          </li>
        ))}
      </ul>
      <form class="row" onSubmit={add}>
        <label class="field">
          {t(text.address)}
          <input
            type="text"
            inputMode="url"
            autoComplete="off"
            spellcheck={false}
            placeholder={text.placeholder}
            value={address}
            onInput={(event) => setAddress((event.target as HTMLInputElement).value)}
          />
        </label>
        <button class="primary" type="submit" disabled={busy || address.trim() === ''}>
          {t(text.add)}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

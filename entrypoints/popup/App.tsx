import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t, tCount } from '../../lib/i18n/t';
import { act, useStatus } from './background-client';
import { ContinueWatching } from './ContinueWatching';
import { FindTitle } from './FindTitle';
import { GenericSite } from './GenericSite';
import { ImportFromSite } from './ImportFromSite';
import { SignedOut } from './SignedOut';
import { PreviousSignIn } from './PreviousSignIn';
import { QueueNotices } from './QueueNotices';
import { RateOffer, useShownOffer } from './RateOffer';
import { Unresolved } from './Unresolved';
import { ToConfirm } from './ToConfirm';
import { UnrecognisedSite } from './UnrecognisedSite';
import { WatchingCard } from './WatchingCard';
import { WrongMatch } from './WrongMatch';

export function App() {
  const { status, unreachable, reload } = useStatus();
  const rateOffer = useShownOffer(status?.rateOffer);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (type: 'sign-in' | 'sign-in-device' | 'cancel-device' | 'sign-out' | 'retry-failed' | 'checkin') => {
    setBusy(true);
    setError(null);
    const result = await act({ type });
    setBusy(false);
    if (!result.ok) setError(result.error ?? t('popup_genericError'));
  };

  if (!status) {
    return (
      <main class="popup">
        {unreachable ? (
          <section class="card" role="alert" data-testid="popup-error">
            <p class="error">{t('popup_unreachable')}</p>
            <p class="muted">{t('popup_unreachableHelp')}</p>
            <button class="primary" onClick={reload}>
              {t('popup_tryAgain')}
            </button>
          </section>
        ) : (
          <p class="muted">{t('popup_loading')}</p>
        )}
      </main>
    );
  }

  if (!status.signedIn) return <SignedOut status={status} busy={busy} error={error} run={(action) => void run(action)} />;

  return (
    <main class="popup">
      <h1>{t('appName')}</h1>
      {status.needsReauth && (
        <section class="card" role="alert" data-testid="needs-reauth">
          <p class="error">{status.needsReauth}</p>
          <button class="primary" disabled={busy} onClick={() => void run('sign-in')}>
            {t('popup_signInAgain')}
          </button>
        </section>
      )}
      {status.previousSignIn !== undefined && <PreviousSignIn count={status.previousSignIn} />}
      {rateOffer.offer && <RateOffer shown={{ ...rateOffer, offer: rateOffer.offer }} />}
      <QueueNotices status={status} />
      <Unresolved parked={status.parked} />
      {status.toConfirm && <ToConfirm count={status.toConfirm.count} rows={status.toConfirm.rows} />}
      {status.nowPlaying ? (
        <>
          <WatchingCard status={status} busy={busy} onCheckIn={() => void run('checkin')} />
          <WrongMatch item={status.nowPlaying} />
        </>
      ) : (
        <p class="muted" data-testid="nothing-playing">
          {t('popup_nothingPlaying')}
        </p>
      )}
      <GenericSite />
      <UnrecognisedSite />
      <ContinueWatching />
      <FindTitle />
      <ImportFromSite />
      {status.lastResult && (
        <p class={status.lastResult.ok ? 'result ok' : 'result error'} data-testid="last-result" role="status">
          {status.lastResult.summary}
        </p>
      )}
      {status.pendingWrites > 0 && (
        <p class="muted" data-testid="pending-writes">
          {tCount('popup_pendingWrites', status.pendingWrites)}
        </p>
      )}
      {status.failedWrites.length > 0 && (
        <section class="failed" aria-label={t('popup_refusedLabel')} data-testid="failed-writes">
          <p class="error">{tCount('popup_refused', status.failedWrites.length)}</p>
          <ul>
            {status.failedWrites.map((failed, index) => (
              <li key={index}>
                {failed.what}: {failed.reason}
              </li>
            ))}
          </ul>
          <p class="muted">{t('popup_refusedHelp')}</p>
          <button class="link" disabled={busy} onClick={() => void run('retry-failed')}>
            {t('popup_tryAgain')}
          </button>
        </section>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <footer>
        <a class="link" href={browser.runtime.getURL('/activity.html')} target="_blank" rel="noreferrer">
          {t('popup_activityLog')}
        </a>
        <a class="link" href={browser.runtime.getURL('/library.html')} target="_blank" rel="noreferrer">
          {t('library_open_link')}
        </a>
        <button class="link" disabled={busy} onClick={() => void run('sign-out')}>
          {t('popup_signOut')}
        </button>
      </footer>
    </main>
  );
}

import { useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { t } from '../../lib/i18n/t';
import { ask, useStatus } from './background-client';
import { ContinueWatching } from './ContinueWatching';
import { GenericSite } from './GenericSite';
import { SignedOut } from './SignedOut';
import { Unresolved } from './Unresolved';
import { WatchingCard } from './WatchingCard';
import { WrongMatch } from './WrongMatch';

export function App() {
  const status = useStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (type: 'sign-in' | 'sign-in-device' | 'cancel-device' | 'sign-out' | 'retry-failed' | 'checkin') => {
    setBusy(true);
    setError(null);
    const result = await ask({ type });
    setBusy(false);
    if (!result.ok) setError(result.error ?? 'Something went wrong.');
  };

  if (!status) return <main class="popup"><p class="muted">Loading…</p></main>;

  if (!status.signedIn) return <SignedOut status={status} busy={busy} error={error} run={(action) => void run(action)} />;

  return (
    <main class="popup">
      <h1>Watchmark</h1>
      {status.needsReauth && (
        <section class="card" role="alert" data-testid="needs-reauth">
          <p class="error">{status.needsReauth}</p>
          <button class="primary" disabled={busy} onClick={() => void run('sign-in')}>Sign in again</button>
        </section>
      )}
      <Unresolved parked={status.parked} />
      {status.nowPlaying ? (
        <>
          <WatchingCard item={status.nowPlaying} busy={busy} onCheckIn={() => void run('checkin')} />
          <WrongMatch item={status.nowPlaying} />
        </>
      ) : (
        <p class="muted">Nothing playing. Start a show on a supported site.</p>
      )}
      <GenericSite />
      <ContinueWatching />
      {status.lastResult && (
        <p class={status.lastResult.ok ? 'result ok' : 'result error'} data-testid="last-result" role="status">
          {status.lastResult.summary}
        </p>
      )}
      {status.pendingWrites > 0 && <p class="muted">{status.pendingWrites} update(s) waiting to be sent.</p>}
      {status.failedWrites.length > 0 && (
        <section class="failed" aria-label="Refused updates" data-testid="failed-writes">
          <p class="error">{status.failedWrites.length} update(s) were refused by the service:</p>
          <ul>
            {status.failedWrites.map((failed, index) => <li key={index}>{failed.what}: {failed.reason}</li>)}
          </ul>
          <button class="link" disabled={busy} onClick={() => void run('retry-failed')}>Try again</button>
        </section>
      )}
      {error && <p class="error" role="alert">{error}</p>}
      <footer>
        <a class="link" href={browser.runtime.getURL('/activity.html')} target="_blank" rel="noreferrer">Activity log</a>
        <a class="link" href={browser.runtime.getURL('/library.html')} target="_blank" rel="noreferrer">{t('library_open_link')}</a>
        <button class="link" disabled={busy} onClick={() => void run('sign-out')}>Sign out</button>
      </footer>
    </main>
  );
}

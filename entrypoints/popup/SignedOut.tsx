import type { Status } from '../../lib/messages/popup';
import { DeviceCode } from './DeviceCode';

type Action = 'sign-in' | 'sign-in-device' | 'cancel-device';

/** Sign-in choices: the browser's auth window, or a code entered on another device. */
export function SignedOut({ status, busy, error, run }: { status: Status; busy: boolean; error: string | null; run: (action: Action) => void }) {
  const v1 = status.authGeneration === 'v1';
  const problem = error ?? status.signInError;
  return (
    <main class="popup">
      <h1>Watchmark</h1>
      <p>Sign in to your tracking service and what you watch is recorded for you.</p>
      {v1 && (
        <p class="notice" role="note">
          This build uses the service's older sign-in (V1), which is being retired around April 2027. A V2 build will ask you to sign in once more.
        </p>
      )}
      {problem && <p class="error" role="alert">{problem}</p>}
      {status.deviceCode ? (
        <DeviceCode code={status.deviceCode} busy={busy} onCancel={() => run('cancel-device')} onRenew={() => run('sign-in-device')} />
      ) : (
        <div class="actions">
          <button class="primary" disabled={busy} onClick={() => run(v1 ? 'sign-in-device' : 'sign-in')}>
            {busy ? 'Waiting for the service…' : v1 ? 'Sign in with a code' : 'Sign in'}
          </button>
          <button class="link" disabled={busy} onClick={() => run(v1 ? 'sign-in' : 'sign-in-device')}>
            {v1 ? 'Sign in in this browser instead' : 'Sign in with a code on another device'}
          </button>
        </div>
      )}
    </main>
  );
}

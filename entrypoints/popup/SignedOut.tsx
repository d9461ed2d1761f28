import { t } from '../../lib/i18n/t';
import type { Status } from '../../lib/messages/popup';
import { DeviceCode } from './DeviceCode';
import { QueueNotices } from './QueueNotices';

type Action = 'sign-in' | 'sign-in-device' | 'cancel-device';

/** Sign-in choices: the browser's auth window, or a code entered on another device. */
export function SignedOut({ status, busy, error, run }: { status: Status; busy: boolean; error: string | null; run: (action: Action) => void }) {
  const v1 = status.authGeneration === 'v1';
  const problem = error ?? status.signInError;
  return (
    <main class="popup">
      <h1>{t('appName')}</h1>
      <p>{t('popup_signInPitch')}</p>
      {/* A tab that plays on after sign-out is not recorded (playback/intake.ts): the user knows. */}
      <p class="notice" data-testid="not-recording">
        {t('popup_notRecording')}
      </p>
      {v1 && (
        <p class="notice" role="note">
          {t('popup_v1Notice')}
        </p>
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      {/* Updates made while signed out wait for a sign-in: the user sees them before any is dropped. */}
      <QueueNotices status={status} />
      {status.deviceCode ? (
        <DeviceCode code={status.deviceCode} busy={busy} onCancel={() => run('cancel-device')} onRenew={() => run('sign-in-device')} />
      ) : (
        <div class="actions">
          <button class="primary" disabled={busy} onClick={() => run(v1 ? 'sign-in-device' : 'sign-in')}>
            {busy ? t('popup_waitingForService') : v1 ? t('popup_signInWithCode') : t('popup_signIn')}
          </button>
          <button class="link" disabled={busy} onClick={() => run(v1 ? 'sign-in' : 'sign-in-device')}>
            {v1 ? t('popup_signInHere') : t('popup_signInOtherDevice')}
          </button>
        </div>
      )}
    </main>
  );
}

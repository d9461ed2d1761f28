import { t } from '../../lib/i18n/t';
import { formatClock } from '../../lib/i18n/intl';
import type { DeviceCode as DeviceCodeInfo } from '../../lib/messages/popup';

/** The code to enter on another device, and where (RFC 8628 / the V1 PIN page). */
export function DeviceCode({ code, busy, onCancel, onRenew }: { code: DeviceCodeInfo; busy: boolean; onCancel: () => void; onRenew: () => void }) {
  if (code.expired) {
    return (
      <section class="card" aria-live="polite" data-testid="device-code">
        <p>{t('popup_codeExpired')}</p>
        <button class="primary" disabled={busy} onClick={onRenew}>
          {t('popup_codeRenew')}
        </button>
        <button class="link" onClick={onCancel}>
          {t('popup_cancel')}
        </button>
      </section>
    );
  }
  const link = code.verificationUriComplete ?? code.verificationUri;
  return (
    <section class="card" aria-live="polite" data-testid="device-code">
      <p>
        {t('popup_codeOpen')}{' '}
        <a href={link} target="_blank" rel="noreferrer">
          {code.verificationUri}
        </a>{' '}
        {t('popup_codeEnter')}
      </p>
      <p class="code" data-testid="user-code" aria-label={t('popup_codeLabel', code.userCode.split('').join(' '))}>
        {code.userCode}
      </p>
      <p class="muted">{t('popup_codeWaiting', formatClock(code.expiresAt))}</p>
      <button class="link" onClick={onCancel}>
        {t('popup_cancel')}
      </button>
    </section>
  );
}

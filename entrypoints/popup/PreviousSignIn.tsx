import { useEffect, useRef, useState } from 'preact/hooks';
import { t, tCount } from '../../lib/i18n/t';
import { act } from './background-client';

/**
 * Writes recorded under the sign-in a new one replaced. The service cannot tell us whether the new
 * sign-in is the same account, so Discard is the default (focused) answer: sending one account's
 * viewing to another is what a user never forgives; a discarded update is only a missed one.
 */
export function PreviousSignIn({ count }: { count: number }) {
  const [busy, setBusy] = useState(false);
  const discard = useRef<HTMLButtonElement>(null);
  // The card may appear while the popup is open (the sign-in just ended): autofocus would not apply.
  useEffect(() => discard.current?.focus(), []);
  const settle = async (send: boolean) => {
    setBusy(true);
    await act({ type: 'settle-previous', send });
    setBusy(false);
  };
  return (
    <section class="card" role="alert" data-testid="previous-sign-in">
      <p class="error">{tCount('popup_previousSignIn', count)}</p>
      <p class="muted">{t('popup_previousSignInHelp')}</p>
      <button ref={discard} class="primary" disabled={busy} onClick={() => void settle(false)}>
        {t('popup_discardPrevious')}
      </button>
      <button disabled={busy} onClick={() => void settle(true)}>
        {t('popup_sendToThisAccount')}
      </button>
    </section>
  );
}

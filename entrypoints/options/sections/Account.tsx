import { useEffect, useState } from 'preact/hooks';
import { t, type MessageKey } from '../../../lib/i18n/t';
import { type ProfileAnswer } from '../../../lib/messages/library';
import { type Status } from '../../../lib/messages/popup';
import { saveSettings } from '../../../lib/settings/settings';
import { ask } from '../../shared/ask';
import { ProfileNumber } from './ProfileNumber';
import { useSettings } from './use-settings';

type Profile = NonNullable<ProfileAnswer['profile']>;

const PLAN: Record<NonNullable<Profile['plan']>, MessageKey> = { free: 'options_plan_free', paid: 'options_plan_paid' };

const noAnswer = (): ProfileAnswer => ({ ok: false, error: t('options_error_no_answer') });

/** Who is signed in, the profile number, the rewatch choice, and signing out. */
export function Account() {
  const settings = useSettings();
  const [status, setStatus] = useState<Status | null>(null);
  const [answer, setAnswer] = useState<ProfileAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteCorrections, setDeleteCorrections] = useState(false);

  async function load() {
    const current = await ask({ type: 'status' });
    setStatus(current);
    if (current?.signedIn) setAnswer(await ask({ type: 'account-profile' }, noAnswer()));
  }
  useEffect(() => void load(), []);

  async function signOut() {
    setBusy(true);
    await ask({ type: 'sign-out', deleteCorrections }, { ok: false });
    setAnswer(null);
    setBusy(false);
    await load();
  }

  if (status === null) return <p class="muted">{t('options_loading')}</p>;
  if (!status.signedIn) return <p data-testid="account-signed-out">{t('options_account_signed_out')}</p>;
  const profile = answer?.profile;
  // The contract has no read of the plan: it shows once an answer did (a refused rewatch, the lists).
  const plan = profile?.plan ? t(PLAN[profile.plan]) : t('options_plan_unknown');
  return (
    <div class="field" data-testid="account">
      {answer && !answer.ok && (
        <p class="error" role="alert">
          {answer.error}
        </p>
      )}
      <p>{t('options_account_signed_in', plan)}</p>
      {profile && <ProfileNumber saved={profile.userId} onSaved={(next) => setAnswer(next)} />}
      <div>
        <label>
          <input
            type="checkbox"
            disabled={!settings || profile?.plan === 'free'}
            checked={(settings?.countRewatches ?? false) && profile?.plan !== 'free'}
            onChange={(event) => void saveSettings({ countRewatches: (event.currentTarget as HTMLInputElement).checked })}
          />
          {t('options_account_rewatch')}
        </label>
        <p class="hint">{t(profile?.plan === 'free' ? 'options_account_rewatch_free' : 'options_account_rewatch_hint')}</p>
      </div>
      <div class="row">
        <button class="danger" disabled={busy} onClick={() => void signOut()}>
          {t('options_account_sign_out')}
        </button>
      </div>
      <p class="hint">{t('options_account_sign_out_hint')}</p>
      <p class="hint" data-testid="corrections-stay">
        {t('options_account_corrections_stay')}
      </p>
      <label>
        <input
          type="checkbox"
          checked={deleteCorrections}
          disabled={busy}
          onChange={(event) => setDeleteCorrections((event.currentTarget as HTMLInputElement).checked)}
        />
        {t('options_account_delete_corrections')}
      </label>
    </div>
  );
}

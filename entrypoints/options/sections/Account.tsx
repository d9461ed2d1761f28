import { useEffect, useState } from 'preact/hooks';
import { t, type MessageKey } from '../../../lib/i18n/t';
import { type ProfileAnswer } from '../../../lib/messages/library';
import { type Status } from '../../../lib/messages/popup';
import { ask } from '../../shared/ask';

type Profile = NonNullable<ProfileAnswer['profile']>;
type SettingName = keyof Profile['settings'];

/** The service's own settings (spec 4.5 /users/settings) that change what Watchmark does or shows. */
const SETTINGS: Array<{ name: SettingName; label: MessageKey; hint: MessageKey; paidOnly?: boolean }> = [
  { name: 'rewatchByDefault', label: 'options_account_rewatch', hint: 'options_account_rewatch_hint', paidOnly: true },
  { name: 'hideSpoilers', label: 'options_account_spoilers', hint: 'options_account_spoilers_hint' },
  { name: 'privateProfile', label: 'options_account_private', hint: 'options_account_private_hint' },
];

const PLAN: Record<Profile['plan'], MessageKey> = { free: 'options_plan_free', pro: 'options_plan_pro', vip: 'options_plan_vip' };

const noAnswer = (): ProfileAnswer => ({ ok: false, error: t('options_error_no_answer') });

/** Who is signed in, their service settings, and signing out. */
export function Account() {
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

  async function change(name: SettingName, value: boolean) {
    const before = answer;
    // Show the choice at once; the service's answer (or the old state on failure) replaces it.
    if (before?.profile) setAnswer({ ...before, profile: { ...before.profile, settings: { ...before.profile.settings, [name]: value } } });
    setBusy(true);
    const result = await ask({ type: 'account-settings', patch: { [name]: value } }, noAnswer());
    setAnswer(result.ok ? result : { ...result, ...(before?.profile ? { profile: before.profile } : {}) });
    setBusy(false);
  }

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
  return (
    <div class="field" data-testid="account">
      {answer && !answer.ok && <p class="error" role="alert">{answer.error}</p>}
      {profile && (
        <>
          <p>{t('options_account_signed_in_as', profile.name, t(PLAN[profile.plan]))}</p>
          {SETTINGS.filter((setting) => !setting.paidOnly || profile.plan !== 'free').map((setting) => (
            <div key={setting.name}>
              <label>
                <input type="checkbox" checked={profile.settings[setting.name]} disabled={busy} onChange={(event) => void change(setting.name, (event.currentTarget as HTMLInputElement).checked)} />
                {t(setting.label)}
              </label>
              <p class="hint">{t(setting.hint)}</p>
            </div>
          ))}
        </>
      )}
      <div class="row">
        <button class="danger" disabled={busy} onClick={() => void signOut()}>{t('options_account_sign_out')}</button>
      </div>
      <p class="hint">{t('options_account_sign_out_hint')}</p>
      <p class="hint" data-testid="corrections-stay">{t('options_account_corrections_stay')}</p>
      <label>
        <input type="checkbox" checked={deleteCorrections} disabled={busy} onChange={(event) => setDeleteCorrections((event.currentTarget as HTMLInputElement).checked)} />
        {t('options_account_delete_corrections')}
      </label>
    </div>
  );
}

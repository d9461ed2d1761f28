import { useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { type ProfileAnswer } from '../../../lib/messages/library';
import { parseProfileNumber } from '../../../lib/messages/profile-number';
import { ask } from '../../shared/ask';

/**
 * The user's profile number on the service. No read of the contract names the signed-in user, and
 * the statistics, the library's header picture and the lists are read by that number (spec 4.5, 4.6).
 */
export function ProfileNumber({ saved, onSaved }: { saved: number | null; onSaved: (answer: ProfileAnswer) => void }) {
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function save(event: Event) {
    event.preventDefault();
    setDone(false);
    const userId = parseProfileNumber(text);
    if (userId === 'invalid') return setProblem(t('options_account_profile_invalid'));
    setProblem(null);
    const answer = await ask({ type: 'account-profile-id', userId }, { ok: false, error: t('options_error_no_answer') });
    if (!answer.ok) return setProblem(answer.error ?? t('options_error_no_answer'));
    setDone(true);
    onSaved(answer);
  }

  return (
    <form class="field" data-testid="profile-number" onSubmit={(event) => void save(event)}>
      <label for="profile-number">{t('options_account_profile_label')}</label>
      <div class="row">
        <input
          id="profile-number"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={problem !== null}
          aria-describedby="profile-number-hint"
          onInput={(event) => setText((event.currentTarget as HTMLInputElement).value)}
        />
        <button type="submit">{t('options_account_profile_save')}</button>
      </div>
      <p class="hint" id="profile-number-hint">
        {t('options_account_profile_hint')}
      </p>
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p class="hint" role="status">
          {t('options_account_profile_saved')}
        </p>
      )}
    </form>
  );
}

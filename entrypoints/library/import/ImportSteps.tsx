import { useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { countPreview, type PreviewGroup } from '../../../lib/import/preview';
import type { ImportStatus } from '../../../lib/messages/import';
import type { UndoChoice } from '../../../lib/messages/undo';
import { ask } from '../../shared/ask';
import { WatchedElsewhere } from '../../shared/WatchedElsewhere';
import { download } from './file-report';

// The import's steps after the choice of a source: which profile of a file, the writing, the result.

type Job = NonNullable<ImportStatus['job']>;

/** A file holding several profiles' viewing: the user says whose to import. */
export function ProfileChoice(props: { profiles: readonly string[]; onChoose: (profile: string) => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onChoose(String(new FormData(event.currentTarget as HTMLFormElement).get('profile')));
      }}
    >
      <label>
        {t('import_profile')}{' '}
        <select name="profile" data-testid="import-profile">
          {props.profiles.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button class="primary" type="submit">
        {t('import_profile_go')}
      </button>
    </form>
  );
}

/** The background's job while the outbox paces its writes (`job` null until its first status). */
export function WritingProgress(props: { job: Job | null; groups: PreviewGroup[]; onCancel: () => void }) {
  const { job } = props;
  const done = (job?.written ?? 0) + (job?.notFound ?? 0) + (job?.repeated ?? 0);
  return (
    <div role="status" data-testid="import-writing">
      <progress max={Math.max(job?.total ?? 1, 1)} value={done} />
      <p class="small">{t('import_writing', done, job?.total ?? countPreview(props.groups).toWrite)}</p>
      <button onClick={props.onCancel} data-testid="import-cancel">
        {t('import_cancel')}
      </button>
    </div>
  );
}

export function ImportResult(props: { job: Job; groups: PreviewGroup[] }) {
  const { job, groups } = props;
  const counts = countPreview(groups);
  return (
    <div role="status" data-testid="import-result" data-written={job.written} data-not-found={job.notFound}>
      {/* Skipped: what the preview found there already, and rows the duplicate rule kept back when sent. */}
      <p>{t('import_result', job.written, counts.alreadyThere + counts.importedBefore + job.repeated, job.notFound)}</p>
      <button onClick={() => download(groups)} data-testid="import-report">
        {t('import_report')}
      </button>
      {job.undo && <ImportUndo id={job.undo.id} undone={job.undo.undone} />}
    </div>
  );
}

type UndoState = { kind: 'open' } | { kind: 'asked'; at: number } | { kind: 'kept' } | { kind: 'undone' };

/**
 * "Undo this import": takes back exactly what this import added, as the activity log's row does
 * (issue 30). Where an imported title was watched again elsewhere since, it asks first, here too.
 */
function ImportUndo(props: { id: string; undone: boolean }) {
  const [state, setState] = useState<UndoState>({ kind: props.undone ? 'undone' : 'open' });
  const [error, setError] = useState<string | null>(null);
  if (state.kind === 'undone')
    return (
      <span class="muted" data-testid="import-undone">
        {t('undo_undone')}
      </span>
    );
  const undo = async (choice?: UndoChoice) => {
    const answer = await ask({ type: 'undo-write', id: props.id, ...(choice ? { choice } : {}) });
    setError(answer?.ok ? null : (answer?.error ?? t('undo_refused')));
    if (!answer?.ok) return;
    if (choice === 'keep') setState({ kind: 'kept' });
    else setState(answer.elsewhereAt === undefined || choice === 'anyway' ? { kind: 'undone' } : { kind: 'asked', at: answer.elsewhereAt });
  };
  return (
    <>
      {state.kind === 'asked' ? (
        <WatchedElsewhere at={state.at} onChoice={(choice) => void undo(choice)} />
      ) : (
        <>
          {state.kind === 'kept' && <span class="muted">{t('undo_kept')}</span>}
          <button class="secondary" onClick={() => void undo()} data-testid="import-undo">
            {t('undo_importButton')}
          </button>
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </>
  );
}

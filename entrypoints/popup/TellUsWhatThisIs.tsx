import { useEffect, useRef, useState } from 'preact/hooks';
import type { GenericAnswer, GenericCandidate } from '../../lib/messages/generic';
import { t } from '../../lib/i18n/t';
import type { ActiveTab } from './active-tab';
import { act } from './background-client';
import { ask } from '../shared/ask';

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** What the service reads in the playing file's name (spec 4.1 /search/file); null when nothing. */
async function suggestionFor(fileName: string): Promise<GenericAnswer | null> {
  return (await ask({ type: 'identify-file', fileName }))?.suggestion ?? null;
}

/**
 * A video plays that the detector could not name with confidence. The user's answer, checked here
 * and again by the background, becomes the guess for this page; nothing is sent before it.
 */
export function TellUsWhatThisIs({
  tab,
  candidate,
  onDone,
  answerType = 'generic-answer',
}: {
  tab: ActiveTab;
  candidate: GenericCandidate;
  onDone: () => void;
  /** A page of the generic detector, or of a supported site whose sources all failed. */
  answerType?: 'generic-answer' | 'site-answer';
}) {
  const [kind, setKind] = useState<'movie' | 'episode'>(candidate.kind ?? (candidate.episode !== undefined ? 'episode' : 'movie'));
  const [title, setTitle] = useState(candidate.title ?? '');
  const [year, setYear] = useState(candidate.year?.toString() ?? '');
  const [season, setSeason] = useState(candidate.season?.toString() ?? '');
  const [episode, setEpisode] = useState(candidate.episode?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [suggested, setSuggested] = useState(false);
  /** Once the user typed, a late suggestion must not overwrite what they wrote. */
  const edited = useRef(false);
  const edit = (set: (value: string) => void) => (event: { currentTarget: HTMLInputElement }) => {
    edited.current = true;
    set(event.currentTarget.value);
  };

  useEffect(() => {
    if (!candidate.fileName) return;
    let current = true;
    void suggestionFor(candidate.fileName).then((suggestion) => {
      if (!current || !suggestion || edited.current) return;
      setKind(suggestion.kind);
      setTitle(suggestion.title);
      setYear(suggestion.year?.toString() ?? '');
      setSeason(suggestion.season?.toString() ?? '');
      setEpisode(suggestion.episode?.toString() ?? '');
      setSuggested(true);
    });
    return () => {
      current = false;
    };
  }, [candidate.fileName]);

  const submit = async (event: Event) => {
    event.preventDefault();
    // The message schemas (zod's classic build) stay out of the popup's first load.
    const { GenericAnswerSchema } = await import('../../lib/messages/generic');
    const answer = GenericAnswerSchema.safeParse({
      kind,
      title,
      year: numberOrUndefined(year),
      ...(kind === 'episode' ? { season: numberOrUndefined(season), episode: numberOrUndefined(episode) } : {}),
    });
    if (!answer.success) return setError(t('generic_invalid'));
    setBusy(true);
    setError(null);
    const result = await act({ type: answerType, tabId: tab.id, url: tab.url, answer: answer.data });
    setBusy(false);
    if (!result.ok) return setError(result.error ?? t('generic_invalid'));
    onDone();
  };

  return (
    <form class="tell-us" aria-labelledby="tell-us-title" data-testid="tell-us" onSubmit={(event) => void submit(event)}>
      <h3 id="tell-us-title" class="title">
        {t('generic_tell_us')}
      </h3>
      <p class="muted">{t('generic_tell_us_hint')}</p>
      {suggested && candidate.fileName && (
        <p class="hint" role="status" data-testid="file-suggestion">
          {t('generic_file_suggestion', candidate.fileName)}
        </p>
      )}
      <fieldset>
        <legend>{t('generic_field_kind')}</legend>
        <label>
          <input
            type="radio"
            name="kind"
            checked={kind === 'movie'}
            onChange={() => {
              edited.current = true;
              setKind('movie');
            }}
          />{' '}
          {t('generic_kind_movie')}
        </label>
        <label>
          <input
            type="radio"
            name="kind"
            checked={kind === 'episode'}
            onChange={() => {
              edited.current = true;
              setKind('episode');
            }}
          />{' '}
          {t('generic_kind_episode')}
        </label>
      </fieldset>
      <label>
        {t('generic_field_title')}
        <input name="title" required maxLength={300} value={title} onInput={edit(setTitle)} />
      </label>
      {kind === 'episode' && (
        <div class="row">
          <label>
            {t('generic_field_season')}
            <input name="season" type="number" min={0} inputMode="numeric" value={season} onInput={edit(setSeason)} />
          </label>
          <label>
            {t('generic_field_episode')}
            <input name="episode" type="number" min={0} required inputMode="numeric" value={episode} onInput={edit(setEpisode)} />
          </label>
        </div>
      )}
      <label>
        {t('generic_field_year')}
        <input name="year" type="number" min={1870} max={2200} inputMode="numeric" value={year} onInput={edit(setYear)} />
      </label>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button class="primary" type="submit" disabled={busy}>
        {t('generic_submit')}
      </button>
    </form>
  );
}

import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { PlaybackView } from '../../lib/messages/library';
import { IMPORT_FILE_ID } from './anchors';
import { act } from './client';
import { EmptyState } from './EmptyState';
import { episodeLabel } from './format';
import { TimeInText } from '../shared/TimeInText';
import { moveInGrid } from '../shared/grid-keys';
import { titleHash } from './route';
import { TitleArtwork } from './TitleArtwork';
import { VirtualList } from './VirtualList';

interface Props {
  items: PlaybackView[];
  onRemoved: (id: string) => void;
}

type PlaybackAction = 'library-open-playback' | 'library-remove-playback';

/**
 * What one saved place's card holds (its `<li>` is the list's): the title's fanart, how far in, and Resume on the site page it was
 * watched on. Without a known page there is nothing to resume on: the card says why (in the
 * button's title) and offers the title on the service instead.
 */
function PlaybackCard({ item, busy, run }: { item: PlaybackView; busy: boolean; run: (item: PlaybackView, action: PlaybackAction) => void }) {
  const name = [item.title, episodeLabel(item)].filter(Boolean).join(' · ');
  return (
    <>
      <TitleArtwork item={item} shape="fanart" class="playback-art" testId="playback-art" />
      <div class="card-body">
        <a class="item-title" href={titleHash(item)} data-grid-stop>
          {name}
        </a>
        <p class="muted small">
          <TimeInText at={item.pausedAt} sentence={(when) => t('library_continue_paused_at', Math.round(item.progress), when)} />
        </p>
        <div
          class="progress"
          role="progressbar"
          aria-label={t('library_continue_progress_label', name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress)}
        >
          <span style={{ width: `${Math.min(100, Math.max(0, item.progress))}%` }} />
        </div>
        <div class="row">
          {item.resumeHost ? (
            <button
              class="primary"
              disabled={busy}
              aria-label={t('library_continue_resume_label', name, item.resumeHost)}
              onClick={() => run(item, 'library-open-playback')}
            >
              {t('library_continue_resume')}
            </button>
          ) : (
            <button
              disabled={busy}
              title={t('library_continue_no_page')}
              aria-label={t('library_continue_open_label', name)}
              onClick={() => run(item, 'library-open-playback')}
            >
              {t('library_continue_open')}
            </button>
          )}
          <button class="danger" disabled={busy} aria-label={t('library_continue_remove_label', name)} onClick={() => run(item, 'library-remove-playback')}>
            {t('library_continue_remove')}
          </button>
        </div>
      </div>
    </>
  );
}

/** Saved paused playbacks (spec 2.7) with their progress: open the site, or forget the place. */
export function ContinueWatching({ items, onRemoved }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(item: PlaybackView, action: PlaybackAction) {
    setBusy(item.id);
    setError(null);
    const result = await act({ type: action, id: item.id });
    setBusy(null);
    if (!result.ok) setError(result.error ?? t('library_error_generic'));
    else if (action === 'library-remove-playback') onRemoved(item.id);
  }

  return (
    <section class="panel continue" aria-labelledby="continue-title" data-testid="continue-watching">
      <h2 id="continue-title">{t('library_continue_title')}</h2>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState testId="continue-empty" message={t('library_continue_empty')}>
          <p>{t('library_continue_import_hint')}</p>
          {/* The import is further down this page: the button takes the keyboard there. */}
          <button onClick={() => document.getElementById(IMPORT_FILE_ID)?.focus()}>{t('library_continue_import')}</button>
        </EmptyState>
      ) : (
        <VirtualList
          class="stack playbacks"
          items={items}
          onKeyDown={moveInGrid}
          row={(item) => (
            <li key={item.id} class="playback card" data-playback-id={item.id}>
              <PlaybackCard item={item} busy={busy === item.id} run={(row, action) => void run(row, action)} />
            </li>
          )}
        />
      )}
    </section>
  );
}

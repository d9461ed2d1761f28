import { useState } from 'preact/hooks';
import { t, tCount } from '../../../lib/i18n/t';
import type { EpisodeView } from '../../../lib/messages/discover';
import type { LibraryItem } from '../../../lib/messages/library-writes';
import { episodesUpTo, seasonToMark } from '../../../lib/service/episode-list';
import { markEpisodes } from '../discover-client';
import { episodeLabel, formatDate } from '../format';

interface Marked {
  episodes: Array<{ season: number; number: number }>;
  undone: boolean;
}

const key = (episode: { season: number; number: number }) => `${episode.season}x${episode.number}`;

/**
 * Seasons and episodes with watched state; "mark watched up to here" and "mark season watched"
 * send one batched history write through the outbox (spec 4.3), with an undo that removes
 * exactly what was added.
 */
export function Episodes({ item, episodes, onChanged }: { item: LibraryItem; episodes: EpisodeView[]; onChanged: (episodes: EpisodeView[]) => void }) {
  const [marked, setMarked] = useState<Marked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seasons = [...new Set(episodes.map((episode) => episode.season))];

  const send = async (chosen: Array<{ season: number; number: number }>, watched: boolean) => {
    if (chosen.length === 0) return;
    setError(null);
    const picked = new Set(chosen.map(key));
    onChanged(episodes.map((episode) => (picked.has(key(episode)) ? { ...episode, watched } : episode)));
    const result = await markEpisodes({ type: 'title-mark-episodes', item, episodes: chosen.map(({ season, number }) => ({ season, number })), watched });
    if (!result.ok) setError(result.error ?? '');
    setMarked({ episodes: chosen, undone: !watched });
  };
  const upTo = (episode: EpisodeView) =>
    void send(
      episodesUpTo(episodes, episode, (e) => e.watched),
      true,
    );
  const season = (number: number) =>
    void send(
      seasonToMark(episodes, number, (e) => e.watched),
      true,
    );

  return (
    <section class="panel wide" aria-labelledby="episodes-title" data-testid="episodes">
      <h2 id="episodes-title">{t('title_episodes')}</h2>
      {marked && (
        <p class="row" role="status" data-testid="mark-banner">
          {marked.undone ? tCount('title_unmarked', marked.episodes.length) : tCount('title_marked', marked.episodes.length)}
          {!marked.undone && (
            <button class="link" data-testid="undo" onClick={() => void send(marked.episodes, false)}>
              {t('title_undo')}
            </button>
          )}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {episodes.length === 0 && <p class="muted">{t('title_no_episodes')}</p>}
      {seasons.map((number) => (
        <details key={number} open={number === seasons[0]} data-season={number}>
          <summary>
            <h3>{number === 0 ? t('title_specials') : t('title_season', number)}</h3>
          </summary>
          {/* Beside the episodes, not in the summary: a button inside a summary is a control in a control. */}
          <div class="details-body">
            <button class="secondary small-button" data-testid={`mark-season-${number}`} onClick={() => season(number)}>
              {t('title_mark_season')}
            </button>
          </div>
          <ol class="stack details-body">
            {episodes
              .filter((episode) => episode.season === number)
              .map((episode) => (
                <li key={key(episode)} class="spread line episode" data-episode={key(episode)} data-watched={String(episode.watched)}>
                  <span>
                    <span class="chip">
                      {episodeLabel({
                        kind: item.kind,
                        season: item.kind === 'anime' && !episode.special ? undefined : episode.season,
                        episode: episode.number,
                      })}
                    </span>{' '}
                    {episode.title ?? ''}
                    {episode.special && <span class="chip">{t('title_special')}</span>}
                    <span class="muted small">
                      {' '}
                      {episode.date ? formatDate(episode.date) : t('title_no_date')}
                      {episode.aired ? '' : ` · ${t('title_not_aired')}`}
                    </span>
                  </span>
                  <span class="row">
                    {episode.watched ? (
                      <span class="ok small">✓ {t('title_watched')}</span>
                    ) : (
                      episode.aired && (
                        <button
                          class="small-button"
                          aria-label={t('title_mark_up_to_label', episodeLabel({ kind: item.kind, season: episode.season, episode: episode.number }))}
                          data-testid="mark-up-to"
                          onClick={() => upTo(episode)}
                        >
                          {t('title_mark_up_to')}
                        </button>
                      )
                    )}
                  </span>
                </li>
              ))}
          </ol>
        </details>
      ))}
    </section>
  );
}

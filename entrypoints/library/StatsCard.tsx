import { t } from '../../lib/i18n/t';
import type { StatsView } from '../../lib/messages/library';

const hours = (minutes: number) => Math.round(minutes / 60);

/** The user's public statistics (spec 4.5 /users/{id}/stats). */
export function StatsCard({ stats, needsProfile }: { stats: StatsView | null; needsProfile: boolean }) {
  return (
    <section class="panel" aria-labelledby="stats-title" data-testid="stats">
      <h2 id="stats-title">{t('library_stats_title')}</h2>
      {stats === null ? (
        <p class="muted" data-testid="stats-needs-profile">
          {t(needsProfile ? 'library_stats_needProfile' : 'library_stats_unavailable')}
        </p>
      ) : (
        <dl class="stats">
          <div>
            <dt>{t('library_stats_movies')}</dt>
            <dd data-stat="movies">{stats.movies.plays}</dd>
          </div>
          <div>
            <dt>{t('library_stats_episodes')}</dt>
            <dd data-stat="episodes">{stats.episodes.plays + stats.anime.plays}</dd>
          </div>
          <div>
            <dt>{t('library_stats_shows')}</dt>
            <dd data-stat="shows">{stats.showsWatched}</dd>
          </div>
          <div>
            <dt>{t('library_stats_ratings')}</dt>
            <dd data-stat="ratings">{stats.ratings}</dd>
          </div>
          <div>
            <dt>{t('library_stats_hours')}</dt>
            <dd data-stat="hours">{hours(stats.movies.minutes + stats.episodes.minutes + stats.anime.minutes)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

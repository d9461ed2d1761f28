import { t } from '../../lib/i18n/t';

import { uiLocale } from '../../lib/i18n/intl';

export { formatClock as formatTime, formatDateTime, formatWeekday } from '../../lib/i18n/intl';

/** "S2 E5" for TV; anime numbers episodes in one sequence (spec 1), so only "E12". */
export function episodeLabel(item: { kind: string; season?: number | undefined; episode?: number | undefined }): string {
  if (item.episode === undefined) return '';
  return item.kind === 'anime' || item.season === undefined
    ? t('library_episode_short', item.episode)
    : t('library_season_episode_short', item.season, item.episode);
}

export function kindLabel(kind: 'movie' | 'show' | 'anime'): string {
  return { movie: t('library_kind_movie'), show: t('library_kind_show'), anime: t('library_kind_anime') }[kind];
}

/** A calendar day with its year (air dates of a title's page span years). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(uiLocale(), { dateStyle: 'medium' });
}

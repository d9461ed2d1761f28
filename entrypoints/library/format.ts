import { t } from '../../lib/i18n/t';

export { formatClock as formatTime, formatDateTime, formatWeekday } from '../../lib/i18n/intl';

/** "S2 E5" for TV; anime numbers episodes in one sequence (spec 1), so only "E12". */
export function episodeLabel(item: { kind: string; season?: number | undefined; episode?: number | undefined }): string {
  if (item.episode === undefined) return '';
  return item.kind === 'anime' || item.season === undefined ? t('library_episode_short', item.episode) : t('library_season_episode_short', item.season, item.episode);
}

export function kindLabel(kind: 'movie' | 'show' | 'anime'): string {
  return { movie: t('library_kind_movie'), show: t('library_kind_show'), anime: t('library_kind_anime') }[kind];
}

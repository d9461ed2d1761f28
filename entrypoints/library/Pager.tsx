import { t } from '../../lib/i18n/t';

/** Previous / next page with the position read out ("Page 2 of 5"). */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  return (
    <nav class="row pager" aria-label={t('library_pager_label')}>
      <button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('library_pager_previous')}
      </button>
      <span aria-live="polite">{t('library_pager_position', page, pageCount)}</span>
      <button disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('library_pager_next')}
      </button>
    </nav>
  );
}

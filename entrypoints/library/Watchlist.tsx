import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { RatingView, WatchlistView } from '../../lib/messages/library';
import type { MessageKey } from '../../lib/i18n/t';
import { kindLabel } from './format';
import { titleHash } from './route';

type Status = WatchlistView['status'];
const STATUS_LABEL: Record<Status, MessageKey> = {
  watching: 'library_status_watching',
  plantowatch: 'library_status_plantowatch',
  hold: 'library_status_hold',
  completed: 'library_status_completed',
  dropped: 'library_status_dropped',
};
const STATUSES = Object.keys(STATUS_LABEL) as Status[];

/** The five-status Watchlist (spec 2.6), one status at a time, with the user's own rating beside each title. */
export function Watchlist({ items, ratings }: { items: WatchlistView[]; ratings: RatingView[] }) {
  const [status, setStatus] = useState<Status>('watching');
  const ratingOf = new Map(ratings.map((row) => [`${row.kind}:${row.svcId}`, row.rating]));
  const shown = items.filter((row) => row.status === status);
  return (
    <section class="panel" aria-labelledby="watchlist-title" data-testid="watchlist">
      <h2 id="watchlist-title">{t('library_watchlist_title')}</h2>
      <div class="row" role="group" aria-label={t('library_watchlist_filter_label')}>
        {STATUSES.map((value) => (
          <button key={value} aria-pressed={status === value} data-status={value} onClick={() => setStatus(value)}>
            {t(STATUS_LABEL[value])} <span class="count">{items.filter((row) => row.status === value).length}</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p class="muted">{t('library_watchlist_empty')}</p>
      ) : (
        <ul class="stack" data-testid="watchlist-items">
          {shown.map((row) => {
            const rating = ratingOf.get(`${row.kind}:${row.svcId}`);
            return (
              <li key={`${row.kind}:${row.svcId}`} class="spread line">
                <span>
                  <a class="item-title" href={titleHash(row)}>{row.title}</a>
                  {row.year ? <span class="muted"> ({row.year})</span> : null}
                </span>
                <span class="row">
                  <span class="tag">{kindLabel(row.kind)}</span>
                  {rating !== undefined && <span class="rating" aria-label={t('library_rating_label', rating)}>★ {rating}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The user's ratings (spec 4.3 /sync/ratings), newest first. */
export function Ratings({ ratings }: { ratings: RatingView[] }) {
  return (
    <section class="panel" aria-labelledby="ratings-title" data-testid="ratings">
      <h2 id="ratings-title">{t('library_ratings_title')}</h2>
      {ratings.length === 0 ? (
        <p class="muted">{t('library_ratings_empty')}</p>
      ) : (
        <ul class="stack">
          {ratings.map((row) => (
            <li key={`${row.kind}:${row.svcId}`} class="spread line" data-rating-svc={row.svcId}>
              <a class="item-title" href={titleHash(row)}>{row.title}</a>
              <span class="rating" aria-label={t('library_rating_label', row.rating)}>★ {row.rating}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

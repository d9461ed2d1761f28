import { useMemo, useState } from 'preact/hooks';
import { formatNumber } from '../../lib/i18n/intl';
import { t } from '../../lib/i18n/t';
import { titleKey } from '../../lib/media/keys';
import type { CommunityView, RatingView, WatchlistView } from '../../lib/messages/library';
import type { MessageKey } from '../../lib/i18n/t';
import { moveInGrid } from '../shared/grid-keys';
import { EmptyState } from './EmptyState';
import { kindLabel } from './format';
import { titleHash } from './route';
import { TitleArtwork } from './TitleArtwork';
import { VirtualList, WINDOWED_FROM } from './VirtualList';

type Status = WatchlistView['status'];
const STATUS_LABEL: Record<Status, MessageKey> = {
  watching: 'library_status_watching',
  plantowatch: 'library_status_plantowatch',
  hold: 'library_status_hold',
  completed: 'library_status_completed',
  dropped: 'library_status_dropped',
};
const STATUSES = Object.keys(STATUS_LABEL) as Status[];
type Order = 'recent' | 'rating';
const ORDER_LABEL: Record<Order, MessageKey> = { recent: 'library_watchlist_sort_recent', rating: 'library_watchlist_sort_rating' };

/** The service's users' verdict on a title: its score, and how many dropped it. */
function Community({ rating }: { rating: CommunityView }) {
  const score = formatNumber(Math.round(rating.rating * 10) / 10);
  const dropped = formatNumber(Math.round(rating.droprate * 10) / 10);
  return (
    <span class="community muted" data-community={rating.rating} aria-label={t('library_community_label', score, formatNumber(rating.votes), dropped)}>
      {score} · {t('library_community_dropped', dropped)}
    </span>
  );
}

/**
 * The five-status Watchlist (spec 2.6), one status at a time, with the user's own rating and the
 * service's community rating beside each title; "highest rated" helps pick what to watch next.
 */
export function Watchlist({ items, ratings, community }: { items: WatchlistView[]; ratings: RatingView[]; community: CommunityView[] }) {
  const [status, setStatus] = useState<Status>('watching');
  const [order, setOrder] = useState<Order>('recent');
  /** A long list shows only the rows in view, so the page's own find cannot see the rest: this can. */
  const [find, setFind] = useState('');
  // Built once per answer, not per click: a Watchlist can hold 10,000 titles.
  const ratingOf = useMemo(() => new Map(ratings.map((row) => [titleKey(row), row.rating])), [ratings]);
  const communityOf = useMemo(() => new Map(community.map((row) => [titleKey(row), row])), [community]);
  const counts = useMemo(() => {
    const byStatus = new Map<Status, number>();
    for (const row of items) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
    return byStatus;
  }, [items]);
  const shown = useMemo(() => {
    const needle = find.trim().toLocaleLowerCase();
    const filtered = items.filter((row) => row.status === status && (!needle || row.title.toLocaleLowerCase().includes(needle)));
    const score = (row: WatchlistView) => communityOf.get(titleKey(row))?.rating ?? -1;
    // Items arrive newest change first; a stable sort keeps that order among equal scores.
    return order === 'rating' ? filtered.sort((a, b) => score(b) - score(a)) : filtered;
  }, [items, communityOf, status, order, find]);
  return (
    <section class="panel" aria-labelledby="watchlist-title" data-testid="watchlist">
      <h2 id="watchlist-title">{t('library_watchlist_title')}</h2>
      <div class="row" role="group" aria-label={t('library_watchlist_filter_label')}>
        {STATUSES.map((value) => (
          <button key={value} aria-pressed={status === value} data-status={value} onClick={() => setStatus(value)}>
            {t(STATUS_LABEL[value])} <span class="count">{counts.get(value) ?? 0}</span>
          </button>
        ))}
      </div>
      <div class="row" role="group" aria-label={t('library_sort_label')}>
        {(Object.keys(ORDER_LABEL) as Order[]).map((value) => (
          <button key={value} aria-pressed={order === value} data-order={value} onClick={() => setOrder(value)}>
            {t(ORDER_LABEL[value])}
          </button>
        ))}
      </div>
      {items.length >= WINDOWED_FROM && (
        <input
          type="search"
          class="find"
          value={find}
          aria-label={t('library_watchlist_find_label')}
          placeholder={t('library_watchlist_find_label')}
          onInput={(event) => setFind(event.currentTarget.value)}
        />
      )}
      {items.length === 0 ? (
        <EmptyState testId="watchlist-empty" message={t('library_watchlist_none')}>
          <a href="#/discover">{t('library_watchlist_none_discover')}</a>
        </EmptyState>
      ) : shown.length === 0 ? (
        <p class="muted">{t('library_watchlist_empty')}</p>
      ) : (
        <VirtualList
          key={`${status}:${order}:${find}`}
          class="poster-grid"
          testId="watchlist-items"
          items={shown}
          onKeyDown={moveInGrid}
          row={(row) => {
            const rating = ratingOf.get(titleKey(row));
            const verdict = communityOf.get(titleKey(row));
            return (
              <li key={titleKey(row)} class="card" data-svc={row.svcId}>
                <TitleArtwork item={row} shape="poster" testId="watchlist-poster" />
                <div class="card-body">
                  <a class="item-title" href={titleHash(row)} data-grid-stop>
                    {row.title}
                  </a>
                  <span class="muted small">{[row.year, kindLabel(row.kind)].filter(Boolean).join(' · ')}</span>
                  <span class="row small">
                    {verdict && <Community rating={verdict} />}
                    {rating !== undefined && (
                      <span class="rating" aria-label={t('library_rating_label', rating)}>
                        ★ {rating}
                      </span>
                    )}
                  </span>
                </div>
              </li>
            );
          }}
        />
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
        <VirtualList
          class="stack"
          items={ratings}
          row={(row) => (
            <li key={titleKey(row)} class="spread line" data-rating-svc={row.svcId}>
              <a class="item-title" href={titleHash(row)}>
                {row.title}
              </a>
              <span class="rating" aria-label={t('library_rating_label', row.rating)}>
                ★ {row.rating}
              </span>
            </li>
          )}
        />
      )}
    </section>
  );
}

import { useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { statusLabel } from '../../../lib/library/describe';
import type { CardView } from '../../../lib/messages/discover';
import { WATCH_STATUSES, type WatchStatus } from '../../../lib/messages/library-writes';
import { act } from '../../popup/background-client';
import { Artwork } from '../../shared/Artwork';
import { moveInGrid } from '../../shared/grid-keys';
import { episodeLabel, formatDateTime, kindLabel } from '../format';
import { titleHash } from '../route';

/** One page of a Discover list (the background asks for pages of six). */
const LOADING_CARDS = 6;

/** One result: poster (or its title when there is none), what it is, and one step to its page, a rating or the Watchlist. */
export function Card({ card }: { card: CardView }) {
  const [rating, setRating] = useState(card.userRating ?? null);
  const [status, setStatus] = useState<WatchStatus | undefined>(card.userStatus);
  const item = { kind: card.kind, svcId: card.svcId, title: card.title, ...(card.year ? { year: card.year } : {}) };
  const rate = (value: number) => {
    setRating(value);
    void act({ type: 'library-write', write: { kind: 'rate', item, rating: value } });
  };
  const file = (value: WatchStatus) => {
    setStatus(value);
    void act({ type: 'library-write', write: { kind: 'list', item, status: value } });
  };
  const id = `${card.kind}-${card.svcId}-${card.episode ?? ''}`;
  return (
    <li class="card" data-testid="card" data-svc={card.svcId} data-kind={card.kind}>
      <Artwork url={card.poster} title={card.title} class="card-poster" testId="card-poster" />
      <div class="card-body">
        <a class="item-title" href={titleHash(card)} data-grid-stop>
          {card.title}
        </a>
        <span class="muted small">
          {[card.year, kindLabel(card.kind), card.animeType, card.episode !== undefined ? episodeLabel(card) : undefined].filter(Boolean).join(' · ')}
        </span>
        {card.airsAt !== undefined && (
          <span class="small">{card.airsAt ? <time dateTime={card.airsAt}>{formatDateTime(card.airsAt)}</time> : t('discover_no_time')}</span>
        )}
        {card.rank !== undefined && <span class="muted small">{card.rank === null ? t('discover_unranked') : t('discover_rank', card.rank)}</span>}
        {card.rating !== undefined && <span class="rating small">{t('discover_service_rating', card.rating.toFixed(1))}</span>}
        <div class="row small">
          <label class="visually-hidden" for={`rate-${id}`}>
            {t('discover_rate_label', card.title)}
          </label>
          <select id={`rate-${id}`} value={rating ?? ''} onChange={(event) => rate(Number((event.target as HTMLSelectElement).value))}>
            <option value="" disabled>
              {t('discover_rate')}
            </option>
            {[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((value) => (
              <option key={value} value={value}>
                ★ {value}
              </option>
            ))}
          </select>
          <label class="visually-hidden" for={`status-${id}`}>
            {t('discover_status_label', card.title)}
          </label>
          <select id={`status-${id}`} value={status ?? ''} onChange={(event) => file((event.target as HTMLSelectElement).value as WatchStatus)}>
            <option value="" disabled>
              {t('discover_add_watchlist')}
            </option>
            {WATCH_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </li>
  );
}

/** Grey cards the size of the ones on their way (one page's worth), so nothing moves when they come. */
function CardsLoading() {
  return (
    <>
      <p class="visually-hidden" role="status">
        {t('library_loading')}
      </p>
      <ul class="poster-grid cards" aria-hidden="true" data-testid="cards-loading">
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <li key={index} class="card">
            <span class="poster-frame skeleton" />
            <span class="skeleton skeleton-line" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A list of cards, "nothing here" when empty, and a "more" button while pages remain (spec 8). */
export function Cards({
  answer,
  onMore,
  onRetry,
  signedOutText,
}: {
  answer: {
    ok: boolean;
    signedOut?: boolean | undefined;
    cards: CardView[];
    error?: string | undefined;
    page: { page: number; pageCount: number } | null;
  } | null;
  onMore?: (() => void) | undefined;
  /** Asks for the list again after a failed read: Try again, in the place the list failed. */
  onRetry?: (() => void) | undefined;
  signedOutText?: string;
}) {
  if (answer === null) return <CardsLoading />;
  if (answer.signedOut)
    return (
      <p class="panel" role="status" data-testid="signed-out">
        {signedOutText ?? t('discover_sign_in')}
      </p>
    );
  if (!answer.ok)
    return (
      <div class="row" role="alert" data-testid="cards-error">
        <p class="error">{answer.error}</p>
        {onRetry && <button onClick={onRetry}>{t('popup_tryAgain')}</button>}
      </div>
    );
  if (answer.cards.length === 0)
    return (
      <p class="muted" data-testid="nothing-here">
        {t('discover_nothing_here')}
      </p>
    );
  const more = answer.page && answer.page.page < answer.page.pageCount;
  return (
    <>
      <ul class="poster-grid cards" data-testid="cards" onKeyDown={moveInGrid}>
        {answer.cards.map((card) => (
          <Card key={`${card.kind}:${card.svcId}:${card.season ?? ''}:${card.episode ?? ''}`} card={card} />
        ))}
      </ul>
      {answer.page && (
        <p class="muted small" data-testid="page-info">
          {t('discover_page_of', answer.page.page, answer.page.pageCount)}
        </p>
      )}
      {more && onMore && (
        <button data-testid="more" onClick={onMore}>
          {t('discover_more')}
        </button>
      )}
    </>
  );
}

import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import { statusLabel } from '../../lib/library/describe';
import { checkInOffered } from '../../lib/library/marks';
import { WATCH_STATUSES } from '../../lib/messages/library-item';
import type { ItemMarks, LibraryItem, LibraryWrite, OpenMode, WatchStatus } from '../../lib/messages/library-writes';
import { act, useItemMarks } from './background-client';
import { MarkNote } from './MarkNote';
import { RatingField } from './RatingField';

/**
 * Everything the user can do with one service item: rate, file it in the Watchlist, mark it
 * watched or not, check in, and open its page, trailer or share page. Works for the item playing
 * now and for one picked in a search. Each write shows at once and then what the service said.
 */
export function ItemActions({ item, titlePageLink = true }: { item: LibraryItem; titlePageLink?: boolean }) {
  const [marks, override] = useItemMarks(item);
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();

  const run = async (request: Parameters<typeof act>[0]) => {
    setError(null);
    const result = await act(request);
    if (!result.ok) setError(result.error ?? t('popup_genericError'));
  };
  const write = (next: LibraryWrite, optimistic: ItemMarks) => {
    override(optimistic);
    void run({ type: 'library-write', write: next });
  };
  const retry = () => void run({ type: 'retry-failed' });
  const open = (to: OpenMode) => void run({ type: 'open-item', item, to });

  const status = marks.status?.value;
  const watched = marks.watched?.value === true;
  const pending = { state: 'pending' as const, at: now };

  return (
    <section class="item-actions" aria-label={t('popup_actionsFor', item.title)} data-testid="item-actions">
      <RatingField
        item={item}
        marks={marks}
        onRate={(value) => write(value === null ? { kind: 'unrate', item } : { kind: 'rate', item, rating: value }, { rating: { value, ...pending } })}
        onRetry={retry}
      />

      <div class="actions-row">
        <label for={`status-${item.svcId}`}>{t('popup_watchlist')}</label>
        <select
          id={`status-${item.svcId}`}
          value={status ?? ''}
          onChange={(event) => {
            const value = (event.target as HTMLSelectElement).value as WatchStatus;
            write({ kind: 'list', item, status: value }, { status: { value, ...pending } });
          }}
        >
          <option value="" disabled>
            {t('popup_statusNone')}
          </option>
          {WATCH_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
        <MarkNote mark={marks.status} testId="mark-status" onRetry={retry} />
      </div>

      <div class="actions-row">
        {watched ? (
          <button class="secondary" onClick={() => write({ kind: 'unwatched', item }, { watched: { value: false, ...pending } })}>
            {t('popup_markUnwatched')}
          </button>
        ) : (
          <button class="secondary" onClick={() => write({ kind: 'watched', item, at: Date.now() }, { watched: { value: true, ...pending } })}>
            {t('popup_markWatched')}
          </button>
        )}
        {checkInOffered(item) && (
          <button class="secondary" onClick={() => void run({ type: 'checkin', item })}>
            {t('popup_checkIn')}
          </button>
        )}
        <MarkNote mark={marks.watched} testId="mark-watched" onRetry={retry} />
      </div>

      <nav class="actions-row links" aria-label={t('popup_openOn')}>
        <button class="link" onClick={() => open('svc')}>
          {t('popup_openService')}
        </button>
        <button class="link" onClick={() => open('trailer')}>
          {t('popup_openTrailer')}
        </button>
        <button class="link" onClick={() => open('share')}>
          {t('popup_openShare')}
        </button>
        {titlePageLink && (
          <a
            class="link"
            href={browser.runtime.getURL(`/library.html#/title/${item.kind}/${item.svcId}`)}
            target="_blank"
            rel="noreferrer"
            data-testid="title-page-link"
          >
            {t('title_open_page')}
          </a>
        )}
      </nav>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

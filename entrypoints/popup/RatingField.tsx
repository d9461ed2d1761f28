import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import { titleKey } from '../../lib/media/keys';
import type { ItemMarks, LibraryItem } from '../../lib/messages/library-writes';
import { MarkNote } from './MarkNote';

const RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Left/Right (and Home/End) move focus along the rating buttons. */
function moveAlongRatings(event: KeyboardEvent): void {
  const buttons = [...(event.currentTarget as HTMLElement).querySelectorAll('button')];
  const from = buttons.indexOf(event.target as HTMLButtonElement);
  if (from < 0) return;
  const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  buttons[Math.max(0, Math.min(buttons.length - 1, to))]!.focus();
}

/** The ten ratings of a title, its "remove rating", and where the last rating write stands. */
export function RatingField({
  item,
  marks,
  onRate,
  onRetry,
  autoFocus = false,
}: {
  item: LibraryItem;
  marks: ItemMarks;
  /** A rating 1-10, or null to remove it. */
  onRate: (value: number | null) => void;
  onRetry: () => void;
  /** Opened to rate (an offer after a finish): the first rating takes the focus. */
  autoFocus?: boolean;
}) {
  const rating = marks.rating?.value ?? null;
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) row.current?.querySelector('button')?.focus();
  }, [autoFocus]);
  return (
    <fieldset class="rating">
      <legend>{t('popup_rating')}</legend>
      {/* Arrow keys move between the ten ratings, as in a toolbar; Enter or Space rates. */}
      <div class="rating-row" ref={row} onKeyDown={moveAlongRatings}>
        {RATINGS.map((value) => (
          <button
            key={value}
            class={rating !== null && value <= rating ? 'star on' : 'star'}
            aria-pressed={rating === value}
            aria-label={t('popup_rateN', value)}
            data-item={titleKey(item)}
            onClick={() => onRate(value)}
          >
            {value}
          </button>
        ))}
      </div>
      <div class="actions-row">
        {rating !== null && (
          <button class="link" onClick={() => onRate(null)}>
            {t('popup_removeRating')}
          </button>
        )}
        <MarkNote mark={marks.rating} testId="mark-rating" onRetry={onRetry} />
      </div>
    </fieldset>
  );
}

import { useState } from 'preact/hooks';
import { titleKey } from '../../lib/media/keys';
import { t } from '../../lib/i18n/t';
import type { LibraryItem } from '../../lib/messages/library-writes';
import { act, useItemMarks } from './background-client';
import { RatingField } from './RatingField';

/** The popup was opened from a rating offer's notification: the offer is what it is for. */
export const OPENED_TO_RATE = new URLSearchParams(location.search).get('rate') === 'offer';

export interface ShownOffer {
  offer: LibraryItem | null;
  /** Rated here: the card stays for this opening so its "Saved" shows (the background stops offering it). */
  keep: () => void;
  decline: () => void;
}

/** The offer as this opening of the popup shows it: the background's, or the one just rated here. */
export function useShownOffer(offered: LibraryItem | undefined): ShownOffer {
  const [kept, setKept] = useState<LibraryItem | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const offer = offered && titleKey(offered) !== declined ? offered : kept;
  return {
    offer,
    keep: () => setKept(offer),
    decline: () => {
      if (offer) setDeclined(titleKey(offer));
      setKept(null);
    },
  };
}

/**
 * "You finished X: rate it?", shown after a finish when the user asked for these offers. A rating
 * is an ordinary rating write; "Not now" declines for this title for good.
 */
export function RateOffer({ shown: { offer: item, keep, decline } }: { shown: ShownOffer & { offer: LibraryItem } }) {
  const [marks, override] = useItemMarks(item);
  const rate = (value: number | null) => {
    if (value === null) return;
    keep();
    override({ rating: { value, state: 'pending', at: Date.now() } });
    void act({ type: 'library-write', write: { kind: 'rate', item, rating: value } });
  };
  return (
    <section class={OPENED_TO_RATE ? 'card offer highlighted' : 'card offer'} aria-labelledby="rate-offer-title" data-testid="rate-offer">
      <h2 id="rate-offer-title">{t('popup_rateOfferTitle', item.title)}</h2>
      <RatingField item={item} marks={marks} autoFocus={OPENED_TO_RATE} onRate={rate} onRetry={() => void act({ type: 'retry-failed' })} />
      {marks.rating?.value == null && (
        <button
          class="link"
          onClick={() => {
            decline();
            void act({ type: 'dismiss-rate-offer' });
          }}
        >
          {t('popup_rateOfferNever')}
        </button>
      )}
    </section>
  );
}

import { formatDateTime } from '../../lib/i18n/intl';

/** A stand-in no translation contains: where the sentence puts the time. */
const SLOT = '\u2063';

/**
 * A translated sentence with a date and time in it, the time as a `<time>` element: its
 * machine-readable date sits beside the words, and whatever stands in for dates (the visual
 * tests' fixed date) finds it, so the sentence's length no longer moves with the clock.
 */
export function TimeInText({ sentence, at }: { sentence: (slot: string) => string; at: string | number }) {
  const [before = '', after] = sentence(SLOT).split(SLOT);
  if (after === undefined) return <>{before}</>;
  return (
    <>
      {before}
      <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>
      {after}
    </>
  );
}

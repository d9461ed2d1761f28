import { useCallback, useEffect, useState } from 'preact/hooks';
import type { CardsAnswer } from '../../../lib/messages/discover';

/**
 * Reads page 1 whenever `key` changes (or the user asks again after a failure) and appends further
 * pages on "more" (spec 8: stop at the page count, never past page 20). `read(page)` asks the
 * background for one page.
 */
export function useCards(key: string, read: (page: number) => Promise<CardsAnswer>, enabled = true) {
  const [answer, setAnswer] = useState<CardsAnswer | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setAnswer(null);
    void read(1).then((first) => live && setAnswer(first));
    return () => {
      live = false;
    };
  }, [key, enabled, attempt]);
  const more = useCallback(() => {
    if (!answer?.page || answer.page.page >= Math.min(answer.page.pageCount, 20)) return;
    void read(answer.page.page + 1).then((next) =>
      setAnswer(next.ok ? { ...next, cards: [...answer.cards, ...next.cards] } : { ...answer, error: next.error, ok: false }),
    );
  }, [answer, key]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { answer, more, retry };
}

import type { GuessSource } from '../player/site';

/**
 * Player title bars follow in-app navigation a render late: right after next-episode autoplay the
 * address names the new item while the bar still shows the old one. A bar that reads exactly as it
 * did for another item is that lag, not an answer; the core asks again on the next media event.
 * `shown` is the text the source reads its answer from (null: nothing shown).
 */
export function unlessLeftOver(shown: (document: Document) => string | null, source: GuessSource): GuessSource {
  let last: { siteItemId: string; shown: string } | null = null;
  return async (page) => {
    const now = shown(page.document);
    if (now === null) return null;
    if (last && last.siteItemId !== page.siteItemId && last.shown === now) return null;
    const guess = await source(page);
    if (guess) last = { siteItemId: page.siteItemId, shown: now };
    return guess;
  };
}

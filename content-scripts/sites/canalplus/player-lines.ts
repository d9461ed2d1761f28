import type { GuessSource } from '../../player/site';
import { detailData, episodeLine, pageTitle } from './page-data';

// The player's two title lines (PreMiD): "Show - Saison 2" (the season after the last "-") and
// "Épisode 3 : Titre" (the label before ":", the title after). Their classes are build hashes, so
// they are found by what they say, in the player's text in document order. PreMiD: "Data we need
// is deleted when player controls disappear", so what was read is kept for the item.

type Guess = NonNullable<Awaited<ReturnType<GuessSource>>>;

/** The player overlay (Firefox's Picture-in-Picture wrapper finds it by these). */
export const PLAYER = '[data-testid="playerRoot"], [player-root="true"]';

/** The player's texts, leaf by leaf, in document order. */
function textsOf(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) => {
    const text = element.firstElementChild ? '' : (element.textContent ?? '').replace(/\s+/gu, ' ').trim();
    return text ? [text] : [];
  });
}

function readLines(texts: string[]): { show: string; line: NonNullable<ReturnType<typeof episodeLine>> } | null {
  for (const [index, text] of texts.entries()) {
    const line = episodeLine(texts[index + 1], text);
    if (line?.season === undefined) continue;
    const dash = text.lastIndexOf(' - ');
    return { show: dash > 0 ? text.slice(0, dash).trim() : '', line };
  }
  return null;
}

/** One per site definition: it remembers the lines read for each item while the controls hide them. */
export function fromPlayerLines(): GuessSource {
  const read = new Map<string, Guess>();
  return async ({ document, url, siteItemId }) => {
    const root = document.querySelector(PLAYER);
    const found = root && readLines(textsOf(root));
    if (!found) return read.get(siteItemId) ?? null;
    // A line without the show names it from the page's own title.
    const data = found.show ? null : detailData(document, url);
    const title = found.show || (data && pageTitle(data));
    if (!title) return null;
    const guess: Guess = { kind: 'episode', title, siteItemId, ...found.line };
    read.set(siteItemId, guess);
    return guess;
  };
}

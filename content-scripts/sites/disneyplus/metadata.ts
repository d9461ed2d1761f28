import { splitEpisodeLine } from '../../../lib/media/episode-label';
import type { GuessSource } from '../../player/site';

interface TitleBlock {
  title: string;
  subtitle?: string;
}

const textOf = (root: ParentNode | null | undefined, selector: string): string | undefined =>
  root?.querySelector(selector)?.textContent?.replace(/\s+/gu, ' ').trim() || undefined;

/**
 * Where the title block lives, in the order tried: the light DOM (UTS reads `.title-field` with a
 * plain querySelector), then the controls overlay's nested open shadow roots (NPAS:
 * main-app-controls-overlay -> title-bug). The sources disagree, so both are read.
 */
function readTitleBlock(document: Document): TitleBlock | null {
  const titleBug = document.querySelector('main-app-controls-overlay')?.shadowRoot?.querySelector('title-bug')?.shadowRoot;
  for (const root of [document, titleBug]) {
    const title = textOf(root, '.title-field');
    if (title) {
      const subtitle = textOf(root, '.subtitle-field');
      return subtitle ? { title, subtitle } : { title };
    }
  }
  return null;
}

/**
 * The player's title bar: a title, and for episodes a localized "S1:E6 Title" line. A movie has no
 * subtitle line. After autoplay the URL moves to the next item a render before the title bar does,
 * so a title bar still showing what another item was guessed from is not a guess (the core asks
 * again on the next media event).
 */
export function fromDisneyTitleBar(): GuessSource {
  let last: { siteItemId: string; shown: string } | null = null;
  return async ({ document, siteItemId }) => {
    const block = readTitleBlock(document);
    if (!block) return null;
    const shown = `${block.title}\n${block.subtitle ?? ''}`;
    if (last && last.siteItemId !== siteItemId && last.shown === shown) return null;
    last = { siteItemId, shown };
    if (!block.subtitle) return { kind: 'movie', title: block.title, siteItemId };
    const line = splitEpisodeLine(block.subtitle);
    // Extras and trailers carry a subtitle without an episode label: not something to track.
    if (line?.episode === undefined) return null;
    return {
      kind: 'episode',
      title: block.title,
      siteItemId,
      episode: line.episode,
      ...(line.season !== undefined ? { season: line.season } : {}),
      ...(line.episodeTitle ? { episodeTitle: line.episodeTitle } : {}),
    };
  };
}

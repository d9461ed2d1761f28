import type { GuessSource } from '../player/site';
import { parseEpisodeLabel } from '../../lib/media/episode-label';

export interface TitleBlockSelectors {
  /** The block holding title and, for episodes, the episode label and title. */
  root: string;
  title: string;
  label: string;
  episodeTitle: string;
}

function text(root: Element, selector: string): string | undefined {
  const value = root.querySelector(selector)?.textContent?.trim();
  return value ? value : undefined;
}

/**
 * Reads a player title bar: a title, then optionally a localized episode label ("S2:E1", "Flg. 1",
 * "1화") and an episode title. No label means a movie.
 */
export function fromTitleBlock(selectors: TitleBlockSelectors): GuessSource {
  return async ({ document, siteItemId }) => {
    const root = document.querySelector(selectors.root);
    const title = root && text(root, selectors.title);
    if (!root || !title) return null;
    const label = text(root, selectors.label);
    if (!label) return { kind: 'movie', title, siteItemId };
    const numbers = parseEpisodeLabel(label);
    if (!numbers?.episode) return null;
    const episodeTitle = text(root, selectors.episodeTitle);
    return {
      kind: 'episode',
      title,
      siteItemId,
      episode: numbers.episode,
      ...(numbers.season !== undefined ? { season: numbers.season } : {}),
      ...(episodeTitle ? { episodeTitle } : {}),
    };
  };
}

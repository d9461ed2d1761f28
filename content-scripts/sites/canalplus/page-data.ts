import { parseEpisodeLabel, parseSeasonLabel } from '../../../lib/media/episode-label';
import { arrayAt, isObject, isString, objectAt, type JsonObject } from '../../json-shape';
import type { GuessSource } from '../../player/site';

// The detail page's own data (SITES-2.md §5, CPD): an inline `REACT_QUERY_STATE = {…}` whose
// `queries[].state.data` holds `currentPage.path` and the rails `strates[].contents[]{type,
// contentID, title, subtitle}`. Inferences, as the fixture imitates them: `currentPage.displayName`
// is the page's title (the show or the film), and an episode's content is titled with its label
// ("Épisode 3 : Titre", "Odcinek 2 : Tytuł", the player's split) under the subtitle "Saison 2".

type Guess = NonNullable<Awaited<ReturnType<GuessSource>>>;

const STATE = /REACT_QUERY_STATE\s*=\s*(\{[\s\S]*\})\s*;?\s*$/;
/** The content id of a detail page: /{section}/{slug}/h/{id}. */
export const contentIdOf = (path: string): string | undefined => /\/h\/(\d+_\d+)(?:\/|$)/.exec(path)?.[1];

/** The data of the detail page the address names; null where the page holds none (or another page's). */
export function detailData(document: Document, url: URL): JsonObject | null {
  const id = contentIdOf(url.pathname);
  for (const script of document.querySelectorAll('script:not([src])')) {
    const literal = STATE.exec(script.textContent ?? '')?.[1];
    if (!literal) continue;
    for (const query of arrayAt(objectAt(JSON.parse(literal), 'REACT_QUERY_STATE').queries, 'queries')) {
      const data = isObject(query) && isObject(query.state) ? query.state.data : undefined;
      const page = isObject(data) && isObject(data.currentPage) ? data.currentPage : undefined;
      // Written for the page the tab loaded: after in-app navigation it describes another one.
      if (id && isString(page?.path) && contentIdOf(page.path) === id) return data as JsonObject;
    }
  }
  return null;
}

/** The page's own title (the show, or the film). */
export function pageTitle(data: JsonObject): string | null {
  const name = isObject(data.currentPage) ? data.currentPage.displayName : undefined;
  return isString(name) && name.trim() ? name.trim() : null;
}

const contentsOf = (data: JsonObject): JsonObject[] =>
  (Array.isArray(data.strates) ? data.strates : []).flatMap((strate) =>
    isObject(strate) && Array.isArray(strate.contents) ? strate.contents.filter(isObject) : [],
  );

/** "Épisode 3 : Titre" under "Saison 2": the numbers and the title; null for anything else (a bonus, a film). */
export function episodeLine(title: unknown, subtitle: unknown): { season?: number; episode: number; episodeTitle?: string } | null {
  if (!isString(title)) return null;
  const cut = title.indexOf(':');
  const label = parseEpisodeLabel(cut < 0 ? title : title.slice(0, cut));
  if (label?.episode === undefined) return null;
  const season = label.season ?? (isString(subtitle) ? parseSeasonLabel(subtitle.split(/\s[-–]\s/u).at(-1) ?? '') : null) ?? undefined;
  const episodeTitle = cut < 0 ? '' : title.slice(cut + 1).trim();
  return { episode: label.episode, ...(season !== undefined ? { season } : {}), ...(episodeTitle ? { episodeTitle } : {}) };
}

/**
 * The page's data names a film (a page none of whose contents is an episode) or the episode the
 * address picks (`?episodeId=`). A series page without one leaves the episode to the player.
 */
export const fromPageData: GuessSource = async ({ document, url, siteItemId }) => {
  const data = detailData(document, url);
  const title = data && pageTitle(data);
  if (!data || !title) return null;
  const contents = contentsOf(data);
  const episodeId = url.searchParams.get('episodeId');
  if (episodeId) {
    const content = contents.find((candidate) => candidate.contentID === episodeId);
    const line = content && episodeLine(content.title, content.subtitle);
    return line ? { kind: 'episode', title, siteItemId, siteShowId: contentIdOf(url.pathname)!, ...line } : null;
  }
  if (contents.some((content) => episodeLine(content.title, content.subtitle))) return null;
  return { kind: 'movie', title, siteItemId };
};

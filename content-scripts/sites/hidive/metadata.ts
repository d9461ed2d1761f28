import { splitEpisodeLine } from '../../../lib/media/episode-label';
import { shownText } from '../../metadata/shown-text';
import { answerMemo, type SiteApiSource } from '../../metadata/site-api';
import { siteText } from '../../metadata/site-request';
import { splitEpisodeTitle } from '../../metadata/standard-sources';

// HIDIVE's own API (DICE, dce-frontoffice.imggaming.com) answers only with the app's bearer token,
// which lives in the page's world; what a content script can ask with the user's cookies is the
// site's own season or playlist page, whose server-rendered og:title states the show and season
// ("Show - Season N") or the film (PreMiD reads it the same way). The episode number is in the
// DICE player's title, "E3 - Title" (MAL reads `E(\d+)` from the same text).

/** The season or playlist a watch URL plays from: /video/{id}?seasonId={id} or ?playlistId={id}. */
export interface CollectionRef {
  kind: 'season' | 'playlist';
  id: string;
}

/** What a season or playlist page says about itself. */
export interface Collection {
  title: string;
  /** Only where the page states it: "Show - Season 2". */
  season?: number;
}

export function collectionRefOf(url: URL): CollectionRef | null {
  const seasonId = url.searchParams.get('seasonId');
  const playlistId = url.searchParams.get('playlistId');
  if (seasonId && /^\d+$/.test(seasonId)) return { kind: 'season', id: seasonId };
  if (playlistId && /^\d+$/.test(playlistId)) return { kind: 'playlist', id: playlistId };
  return null;
}

/** A season or playlist page's og:title; throws when the page no longer states one. */
export function readCollectionPage(html: string, kind: CollectionRef['kind']): Collection {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const ogTitle = page.querySelector('meta[property="og:title"]')?.getAttribute('content')?.replace(/\s+/g, ' ').trim();
  if (!ogTitle) throw new Error(`${kind} page has no og:title`);
  if (kind === 'playlist') return { title: ogTitle };
  // Without a "Season N" part the season is unknown, not 1: nothing is guessed.
  const split = splitEpisodeTitle(ogTitle);
  return split?.season !== undefined && split.episode === undefined ? { title: split.show, season: split.season } : { title: ogTitle };
}

/** A season or playlist page, read; throws where it could not be. */
async function readCollection(origin: string, key: string, kind: CollectionRef['kind']): Promise<Collection> {
  const html = await siteText(new URL(`/${key}`, origin));
  // Thrown, not null: the activity log names a source that broke (readGuessOutcome).
  if (html === null) throw new Error(`${kind} page answered an error`);
  return readCollectionPage(html, kind);
}

/**
 * A season id names one season, and the service keeps a show (anime: its franchise's first entry,
 * whose season mapping leads to the rest) once: keyed by season, every season cost a lookup of its
 * own. No series id reaches a content script (the app API wants the page's bearer token), so the
 * show is the name every season page gives it.
 */
const showIdOf = (collection: Collection): string => collection.title.toLowerCase().slice(0, 128);

const playerTitle = (document: Document): string | undefined =>
  document.querySelector('#dice-player .player-title')?.textContent?.replace(/\s+/g, ' ').trim() || undefined;

/** "Cowboy Bebop: The Movie (English Dub)" is the film "Cowboy Bebop: The Movie". */
const sameWork = (a: string, b: string): boolean => {
  const plain = (text: string) => text.replace(/\s*[([][^()[\]]*[)\]]\s*$/u, '').toLowerCase();
  return plain(a) === plain(b);
};

/**
 * The site's own season and playlist pages; one per site definition, which remembers for the
 * script's life the pages it read (a binge asks once per season, not once per episode), the videos
 * they show as no program (a PV, a trailer: no weaker source may name them) and which item each
 * player title was read for (it changes a render after the address on in-app navigation).
 */
export function hidivePages(): SiteApiSource {
  const collections = answerMemo<Collection>();
  const refused = new Set<string>();
  const titles = shownText();
  return {
    guess: async ({ url, document, siteItemId }) => {
      const ref = collectionRefOf(url);
      const shown = playerTitle(document);
      if (!ref || !shown || titles.isAnother(shown, siteItemId)) return null;
      const key = `${ref.kind}/${ref.id}`;
      const collection = await collections(key, () => readCollection(url.origin, key, ref.kind));
      titles.note(shown, siteItemId);
      const line = splitEpisodeLine(shown);
      if (line?.episode !== undefined) {
        const season = line.season ?? collection.season;
        const episodeTitle = line.episodeTitle?.replace(/^[-–—:]\s*/u, '');
        return {
          kind: 'episode',
          title: collection.title,
          siteItemId,
          siteShowId: showIdOf(collection),
          episode: line.episode,
          ...(season !== undefined ? { season } : {}),
          ...(episodeTitle ? { episodeTitle } : {}),
        };
      }
      if (ref.kind === 'playlist' && sameWork(shown, collection.title)) return { kind: 'movie', title: collection.title, siteItemId };
      // Unnumbered in a season, or not the film of its playlist: a promo or an extra.
      refused.add(siteItemId);
      return null;
    },
    refuses: (page) => refused.has(page.siteItemId),
  };
}

import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromFilmHeading, fromJsonLd, fromPlayerLabel, WATCH_PATH } from './metadata';
import { isAdBreak, isPreview } from './player';

/**
 * JioHotstar (www.hotstar.com, www.jiohotstar.com). Only …/movies/…/{id}/watch and
 * …/shows/…/{id}/watch play what the user chose; clips, sports and live channels live elsewhere
 * (/clips/, /sports/, /channels/) and are no watch pages, as in UTS, which matches only films and
 * shows. The next episode is an in-app move to the next id: the JSON-LD then still describes the
 * first page (checked against the address), while the player's label follows.
 */
export function hotstarSite(): SiteDefinition {
  return defineSite({
    id: 'hotstar',
    watchPath: WATCH_PATH,
    // The app re-renders the watch view on in-app moves: only the body outlives it.
    playerRoot: 'body',
    guess: [
      named('hotstar-json-ld', fromJsonLd),
      named('hotstar-player-label', fromPlayerLabel()),
      named('hotstar-heading', fromFilmHeading()),
      ...STANDARD_SOURCES,
    ],
    isPreview,
    isAdPlaying: isAdBreak,
  });
}

/** This script's adapter: the labels it remembers live as long as the script. */
export default hotstarSite();

import { fromTitleBlock } from '../../metadata/title-block';
import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type GuessSource, type SiteDefinition } from '../../player/site';
import { maxRoute } from './metadata';
import { fromSessionAndTitle } from './signals';

/**
 * Max / HBO Max (play.hbomax.com; play.max.com while it was "Max"). Only /video/watch/{videoId}/{editId}
 * plays what the user chose; /show, /movie and home autoplay muted trailers. The page API knows
 * movie from episode from extra (trailer); the player's title block and MediaSession are the
 * fallbacks. The one plain <video> tells the truth about time (CF measured it), so the position
 * comes from it. Legacy HBO Max URLs (/player/urn:hbo:episode:…, /feature/…) are gone and not matched.
 */
export function maxSite(): SiteDefinition {
  const route = maxRoute();
  /** A fallback source that stays silent for what the API already said is no movie or episode. */
  const unlessRefused =
    (source: GuessSource): GuessSource =>
    async (page) =>
      route.refuses(page) ? null : source(page);
  return defineSite({
    id: 'max',
    watchPath: /^\/video\/watch\/(?<siteItemId>[\w-]+)\/[\w-]+\/?$/u,
    // The React app may mount the player after document_idle and swaps the <video> between
    // episodes; nothing stable wraps it (sources just use document.querySelector('video')).
    playerRoot: 'body',
    guess: [
      named('max-route', route.guess),
      // The title block auto-hides with the controls: "S1 E3" / Spanish "T1 Ep.3", or no label for a film.
      named(
        'max-title-block',
        unlessRefused(
          fromTitleBlock({
            root: 'body',
            title: '[data-testid="player-ux-asset-title"]',
            label: '[data-testid="player-ux-season-episode"]',
            episodeTitle: '[data-testid="player-ux-asset-subtitle"]',
          }),
        ),
      ),
      named('max-session-and-title', unlessRefused(fromSessionAndTitle)),
      ...STANDARD_SOURCES,
    ],
    // The page API called it an extra (a trailer): nothing after it may make it a movie.
    refuses: route.refuses,
  });
}

/** This script's adapter: the verdicts it remembers live as long as the script. */
export default maxSite();

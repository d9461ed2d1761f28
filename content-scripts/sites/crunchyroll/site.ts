import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { frameRelaySource } from '../../player/frame-relay';
import { followNavigation } from '../../player/page-navigation';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { crunchyrollGuesses } from './metadata';
import { PLAYER_FRAME_HOST, WATCH_PATH } from './meta';

/** The Vilos player's origin: its frame-side content script relays the media events up. */
export const CRUNCHYROLL_PLAYER_ORIGIN = `https://${PLAYER_FRAME_HOST}`;

/** Watch pages (the meta's, which the background checks a relaying frame's tab against). */
export const CRUNCHYROLL_WATCH_PATH = WATCH_PATH;

const IN_PAGE_VIDEO = '#player-container video';
const PLAYER_FRAME = `iframe.video-player, iframe[src^="${CRUNCHYROLL_PLAYER_ORIGIN}/"]`;

/**
 * Two players are live at once (A/B rollout): the in-page Bitmovin player (`#player-container
 * video`) and the older Vilos player in a cross-origin frame on static.crunchyroll.com. The
 * player core follows either a video of this document or a frame's relay, fixed at start.
 */
export type CrunchyrollPlayer = 'in-page' | 'iframe';

/** Which player this page shows, once it shows one; the in-page video wins if both exist. */
export function playerOf(document: Document): CrunchyrollPlayer | null {
  if (document.querySelector(IN_PAGE_VIDEO)) return 'in-page';
  if (document.querySelector(PLAYER_FRAME)) return 'iframe';
  return null;
}

/**
 * Crunchyroll. Series, movies and episodes all play on /watch/<id>/<slug>; the id is the
 * episode's (or the movie's). Numbering is the site's: later seasons of long series count from
 * the series' first episode, which the guess marks as absolute.
 */
export function crunchyrollSite(player: CrunchyrollPlayer): SiteDefinition {
  const common = { id: 'crunchyroll' as const, watchPath: CRUNCHYROLL_WATCH_PATH, guess: [...crunchyrollGuesses(), ...STANDARD_SOURCES] };
  if (player === 'iframe') {
    // The wrapper holds the frame; the frame's own script reports the video inside it.
    return defineSite({
      ...common,
      playerRoot: '.video-player-wrapper',
      playerSource: (_win, signal) => frameRelaySource('crunchyroll', signal),
    });
  }
  return defineSite({
    ...common,
    playerRoot: '#player-container',
    // Only the player's video is the episode; anything else on the page is decoration.
    isPreview: (video) => !video.closest('#player-container'),
  });
}

/** Both players' adapters, for the registry (a function, so no content script builds them unasked). */
export const adapters = (): SiteDefinition[] => [crunchyrollSite('in-page'), crunchyrollSite('iframe')];

/**
 * Starts `watch` with the page's player as soon as it shows. Crunchyroll renders the player
 * client-side (and not at all on series or browse pages), so the choice waits for the markup;
 * a frame is caught as it is inserted, before its document can post anything. Only a watch page
 * is observed: elsewhere only the address is followed, until it names an episode (issue 17).
 */
export function whenPlayerShows(win: Window, signal: AbortSignal, watch: (player: CrunchyrollPlayer) => void): void {
  const document = win.document;
  let observer: MutationObserver | null = null;
  let started = false;
  const look = () => {
    observer?.disconnect();
    observer = null;
    if (started || signal.aborted || !CRUNCHYROLL_WATCH_PATH.test(win.location.pathname)) return;
    const player = playerOf(document);
    if (player) {
      started = true;
      return watch(player);
    }
    observer = new MutationObserver(() => playerOf(document) && look());
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
  };
  signal.addEventListener('abort', look);
  look();
  if (!started) followNavigation(win, signal, look);
}

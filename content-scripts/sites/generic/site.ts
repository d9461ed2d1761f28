import type { GenericAnswer } from '../../../lib/messages/generic';
import { GENERIC_SITE } from '../../../lib/messages/generic-pages';
import { defineSite, type GuessSource, type PageContext, type SiteDefinition } from '../../player/site';
import { videoFollowingObserver } from './video-observer';
import { confidentJsonLd, confidentOpenGraph, navigationUrl, type LoadedUrl } from '../../metadata/standard-sources';

/** The page's own address names what plays there: host, path and query (never the fragment). */
export function genericItemId(url: URL): string {
  return `${url.host}${url.pathname}${url.search}`.slice(0, 128);
}

export interface GenericHooks {
  /** What the user said plays on this page (same URL), if they were asked and answered. */
  userAnswer: (url: URL) => GenericAnswer | undefined;
  /** A real video plays and nothing confident names it: ask the user. */
  onUnknown: (page: PageContext) => void;
  loadedUrl?: LoadedUrl;
}

function fromUserAnswer(userAnswer: GenericHooks['userAnswer']): GuessSource {
  return async ({ url, siteItemId }) => {
    const answer = userAnswer(url);
    return answer ? { ...answer, siteItemId } : null;
  };
}

/**
 * The shapes this was written against (see shared/sites/SITES.md, "Generic detection"). A named
 * export: the content script does not carry them. Apple TV+, Paramount+, HIDIVE and Tubi were
 * among them; they have adapters now, so their shapes live on here on a host without one, and the
 * generic fixture keeps imitating them.
 */
export const examples: readonly string[] = [
  'https://www.streamhall.test/us/movie/the-matrix/umc.cmc.1x2b3c4d5e6f',
  'https://www.streamhall.test/shows/video/Zp3QbX9yTq1Vw2/',
];

/**
 * Any site the user switched detection on for, from standard signals only: JSON-LD Movie or
 * Episode (with season and number) and og:type video.movie / video.episode, each checked against
 * the address so data left over from before an in-page navigation is not believed. Anything less
 * certain is put to the user, whose answer then counts for that page.
 */
export function genericSite(hooks: GenericHooks): SiteDefinition {
  const loadedUrl = hooks.loadedUrl ?? navigationUrl;
  return defineSite({
    id: GENERIC_SITE,
    watchPath: /^\//,
    itemId: genericItemId,
    // The user's word beats the page's markup: they were asked because the markup was unclear.
    guess: [fromUserAnswer(hooks.userAnswer), confidentJsonLd(loadedUrl), confidentOpenGraph(loadedUrl)],
    playerRoot: 'body',
    // Any site's player: web-component players (<mux-player>, <media-controller>…) keep theirs there.
    videoInShadowRoots: true,
    // Any site's page, busy or not: a ticker or a chat beside the player must cost nothing (issue 17).
    observePlayer: videoFollowingObserver,
    // Detail pages loop muted trailers (`autoplay muted loop`); a real player sets neither. The
    // attributes are what the properties reflect, and what the page's markup says.
    isPreview: (video) => video.hasAttribute('loop') || (video.hasAttribute('autoplay') && video.hasAttribute('muted')),
    onUnknown: hooks.onUnknown,
  });
}

// JioHotstar's player (UTS, 2026-06): two <video> elements, the programme's inside
// `#video-container` and the pre-roll and mid-roll ads' inside `#ad-video-container`; the first
// <video> of the document is often the ad's, so the programme's is found by its container. The
// home page's hero carousel (`[data-testid="hero-carousel-prompt"]`, NPAS) plays previews.
// Server-side inserted ads also exist (the player API asks for "ssai"); no source records how the
// web player marks them, so only the ad element is read here.

const PROGRAMME = '#video-container';
const AD_VIDEO = '#ad-video-container video';
const HERO = '[data-testid="hero-carousel-prompt"]';

/** Ads and previews never count; where the page has the programme's container, only its video does. */
export function isPreview(video: HTMLVideoElement): boolean {
  if (video.closest('#ad-video-container') || video.closest(HERO)) return true;
  return video.ownerDocument.querySelector(PROGRAMME) !== null && !video.closest(PROGRAMME);
}

/** An ad plays in its own element while the programme's waits: nothing is reported meanwhile. */
export const isAdBreak = (document: Document): boolean => [...document.querySelectorAll<HTMLVideoElement>(AD_VIDEO)].some((ad) => !ad.paused && !ad.ended);

import { MAIN_VIDEO } from './elements';

// What Peacock's web player shows (PreMiD; FX): the programme's <video> is `#core-video-shaka` or
// the one in `.video-player-component`; detail pages autoplay a muted preview inside
// `[data-gsp-shortform-player]`. Ads are stitched into the programme's stream (public ad-skipping
// extensions jump `#core-video-shaka` past them) while `.ad-countdown__container` /
// `.ad-countdown__guide` show. The player's title lines are not read: no source records the
// format of its season and episode text, and ATOM states both.

const SHORTFORM_PLAYER = '[data-gsp-shortform-player]';
const AD_COUNTDOWN = '.ad-countdown__container, .ad-countdown__guide';

export const isShortForm = (video: HTMLVideoElement): boolean => video.closest(SHORTFORM_PLAYER) !== null || !video.matches(MAIN_VIDEO);

export const isAdBreak = (document: Document): boolean => document.querySelector(AD_COUNTDOWN) !== null;

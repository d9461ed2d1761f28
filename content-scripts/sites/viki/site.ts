import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromChannelLink, vikiApi } from './metadata';

/**
 * Viki (a Next.js app around a video.js player). Only /videos/{id}v-{slug} plays; the id names the
 * video, and Viki's own API says what it is, in English whatever the UI speaks. Free viewing is
 * ad-supported: ads play in the content's own `video.vjs-tech` while the player carries
 * `vjs-ad-playing` (video.js ads), and the content resumes where it left off, so outside a break
 * the element's time is the video's own.
 */
export function vikiSite(): SiteDefinition {
  const api = vikiApi();
  return defineSite({
    id: 'viki',
    watchPath: /^\/videos\/(?<siteItemId>\d+v)(?:-[^/]*)?\/?$/u,
    playerRoot: '.video-js',
    guess: [named('viki-api', api.guess), named('viki-channel-link', fromChannelLink()), ...STANDARD_SOURCES],
    isPreview: (video) => !video.closest('.video-js'),
    isAdPlaying: (document) => !!document.querySelector('.video-js.vjs-ad-playing, .video-js.vjs-ad-loading'),
    // The ad classes come and go on the player root's class.
    watchAttributes: ['class'],
    // The API called it a clip or a trailer: nothing after it may name it.
    refuses: api.refuses,
  });
}

/** This script's adapter: the verdicts and title lines it remembers live as long as the script. */
export default vikiSite();

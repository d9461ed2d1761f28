import { parseEpisodeLabel } from '../../../lib/media/episode-label';
import { unlessLeftOver } from '../../metadata/left-over-title';
import type { GuessSource } from '../../player/site';

// SkyShowtime's web player is Peacock's (UTS: "a variant of Peacock"; a Firefox fork maps the site
// to Peacock's PiP wrapper), so its markup is taken to be Peacock's (inference, SITES-2.md §7):
// the programme's `#core-video-shaka` in `.video-player-component`, the detail pages' muted
// preview in `[data-gsp-shortform-player]`, and the ad countdown while a stitched-in ad plays.
// Only the two title lines PreMiD reads are SkyShowtime's own record.

export const MAIN_VIDEO = '#core-video-shaka, .video-player-component video';
const SHORTFORM_PLAYER = '[data-gsp-shortform-player]';
const AD_COUNTDOWN = '.ad-countdown__container, .ad-countdown__guide';

/** A detail page's preview, or any <video> that is not the player's. */
export const isShortForm = (video: HTMLVideoElement): boolean => video.closest(SHORTFORM_PLAYER) !== null || !video.matches(MAIN_VIDEO);

export const isAdBreak = (document: Document): boolean => document.querySelector(AD_COUNTDOWN) !== null;

// PreMiD's SkyShowtime branch reads the player's title `[class="playback-header__title"]` and the
// episode line `[class="item playback-metadata__container-episode-metadata-info"]`, split on ':'
// ("S1 E3: Title", inference from how it renders it).
const TITLE = '.playback-header__title';
const EPISODE_LINE = '.playback-metadata__container-episode-metadata-info';

const textOf = (document: Document, selector: string): string => document.querySelector(selector)?.textContent?.replace(/\s+/gu, ' ').trim() ?? '';

/**
 * The player's lines, when ATOM has no answer: an episode only. A film and its trailer show the
 * same single line, and only ATOM tells them apart, so a line without an episode label names nothing.
 */
export const fromPlayerLines = (): GuessSource =>
  unlessLeftOver(
    (document) => (textOf(document, TITLE) && textOf(document, EPISODE_LINE)) || null,
    async ({ document, siteItemId }) => {
      const title = textOf(document, TITLE);
      const [label = '', ...rest] = textOf(document, EPISODE_LINE).split(':');
      const numbers = parseEpisodeLabel(label);
      if (!title || numbers?.episode === undefined) return null;
      const episodeTitle = rest.join(':').trim();
      return { kind: 'episode', title, siteItemId, ...numbers, episode: numbers.episode, ...(episodeTitle ? { episodeTitle } : {}) };
    },
  );

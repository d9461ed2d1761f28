import { splitEpisodeLine } from '../../metadata/episode-label';
import { unlessLeftOver } from '../../metadata/left-over-title';
import type { GuessSource } from '../../player/site';
import { MAIN_VIDEO } from './elements';

// What Peacock's web player shows (PreMiD; FX): the programme's <video> is `#core-video-shaka` or
// the one in `.video-player-component`; detail pages autoplay a muted preview inside
// `[data-gsp-shortform-player]`. Title and episode line come from data-testids or older class
// names. Ads are stitched into the programme's stream (public ad-skipping extensions jump
// `#core-video-shaka` past them) while `.ad-countdown__container` / `.ad-countdown__guide` show.

const SHORTFORM_PLAYER = '[data-gsp-shortform-player]';
const AD_COUNTDOWN = '.ad-countdown__container, .ad-countdown__guide';
const TITLES = ['[data-testid="metadata-title"]', '.playback-header__title', '.playback-metadata__container-title'];
const EPISODE_LINES = [
  '[data-testid="metadata-description"]',
  '.playback-metadata__container-episode-metadata-info',
  '.playback-metadata__container-description',
  '.swiper-slide-active .playlist-item-overlay__container-title',
];

const firstText = (document: Document, selectors: readonly string[]): string | undefined => {
  for (const selector of selectors) {
    const text = document.querySelector(selector)?.textContent?.replace(/\s+/gu, ' ').trim();
    if (text) return text;
  }
  return undefined;
};

export const isShortForm = (video: HTMLVideoElement): boolean => video.closest(SHORTFORM_PLAYER) !== null || !video.matches(MAIN_VIDEO);

export const isAdBreak = (document: Document): boolean => document.querySelector(AD_COUNTDOWN) !== null;

/** "S51 E2: Title" (the separator after the label is the player's; no source records it) -> numbers and title. */
export function readEpisodeLine(line: string): ReturnType<typeof splitEpisodeLine> {
  return splitEpisodeLine(line.replace(/^([^:|•·–—-]{1,24}?)\s*[:|•·–—-]\s*/u, '$1 '));
}

/**
 * The player's title and episode line. Only an episode is named here: the same line holds a
 * film's synopsis, so a line without a label tells nothing (ATOM or the user will).
 */
export const fromPlayerMetadata: GuessSource = unlessLeftOver(
  (document) => {
    const title = firstText(document, TITLES);
    return title ? `${title}\n${firstText(document, EPISODE_LINES) ?? ''}` : null;
  },
  async ({ document, siteItemId }) => {
    const title = firstText(document, TITLES);
    const line = firstText(document, EPISODE_LINES);
    const episode = line ? readEpisodeLine(line) : null;
    if (!title || episode?.episode === undefined) return null;
    return { kind: 'episode', title, siteItemId, ...episode, episode: episode.episode };
  },
);

import { parseEpisodeLabel } from '../../../lib/media/episode-label';
import { unlessLeftOver } from '../../metadata/left-over-title';
import type { GuessSource } from '../../player/site';

// What Hulu's web player shows (PreMiD): `#web-player-app div.PlayerMetadata__titleText` (show or
// film) and `…__subTitle` ("S1 E3-Episode Title", maybe followed by " • …"); a LIVE badge in the
// playback controls. Ads play in their own `video#ad-video-player` inside an `.AdUnitView`
// (the selectors public ad-muting extensions use), with the program's <video> paused meanwhile.

export const PLAYER_APP = '#web-player-app';
const TITLE = `${PLAYER_APP} div.PlayerMetadata__titleText`;
const SUBTITLE = `${PLAYER_APP} div.PlayerMetadata__subTitle`;
const LIVE_BADGE = '.BottomUiControls__playbackControls div[aria-label*="LIVE"]';
const AD_VIDEO = 'video#ad-video-player';
const AD_UNIT = `${PLAYER_APP} .AdUnitView`;

const textOf = (document: Document, selector: string): string | undefined =>
  document.querySelector(selector)?.textContent?.replace(/\s+/gu, ' ').trim() || undefined;

export const isLive = (document: Document): boolean => document.querySelector(LIVE_BADGE) !== null;

export const isAdVideo = (video: HTMLVideoElement): boolean => video.matches(AD_VIDEO);

export function isAdBreak(document: Document): boolean {
  const ad = document.querySelector<HTMLVideoElement>(AD_VIDEO);
  return document.querySelector(AD_UNIT) !== null || (!!ad && !ad.paused && !ad.ended);
}

/** "S36 E1-Bart's Birthday • TV-PG" -> season, episode and the episode's title. */
export function readSubtitle(subtitle: string): { season?: number; episode: number; episodeTitle?: string } | null {
  const cut = subtitle.indexOf('-');
  if (cut < 0) return null;
  const label = parseEpisodeLabel(subtitle.slice(0, cut));
  if (label?.episode === undefined) return null;
  const episodeTitle = subtitle
    .slice(cut + 1)
    .split(' • ')[0]
    ?.trim();
  return { ...label, episode: label.episode, ...(episodeTitle ? { episodeTitle } : {}) };
}

/**
 * The player's title block: a film has no subtitle line; an episode's line starts with its label.
 * A line without one (an extra, a sports event) names nothing a tracker lists. One per site
 * definition: it remembers the block it last read.
 */
export const fromPlayerMetadata = (): GuessSource =>
  unlessLeftOver(
    (document) => {
      const title = textOf(document, TITLE);
      return title ? `${title}\n${textOf(document, SUBTITLE) ?? ''}` : null;
    },
    async ({ document, siteItemId }) => {
      const title = textOf(document, TITLE);
      if (!title) return null;
      const subtitle = textOf(document, SUBTITLE);
      if (!subtitle) return { kind: 'movie', title, siteItemId };
      const line = readSubtitle(subtitle);
      return line ? { kind: 'episode', title, siteItemId, ...line } : null;
    },
  );

import type { GuessSource } from '../../player/site';
import { splitEpisodeLine } from '../../../lib/media/episode-label';

/** The player the user has open: Prime marks it fullscreen; closed and replaced ones linger. */
export const OPEN_PLAYER = 'div[id^="dv-web-player"].dv-player-fullscreen';

/**
 * primevideo.com/detail/{id} (optionally /detail/{Title-Slug}/{id}), amazon.{tld}/gp/video/detail/{ASIN},
 * with locale or region prefixes and a /ref=... tail.
 */
export const DETAIL_PATH = /\/detail\/(?:[^/]+\/)?(?<siteItemId>[A-Z0-9]{10,40})(?:\/|$)/i;

/**
 * Prime opens its player on the detail page's own URL and recreates it (`dv-web-player-N`) for
 * the next episode without a URL change, so the item is the detail id plus the open player: a new
 * container is a new item, and a detail page with no open player is not being watched (its hero
 * trailer plays on the same URL).
 */
export function openPlayerItemId(url: URL, document: Document | undefined): string | null {
  const detailId = DETAIL_PATH.exec(url.pathname)?.groups?.siteItemId;
  const player = document?.querySelector(OPEN_PLAYER);
  return detailId && player ? `${detailId}~${player.id}` : null;
}

const textOf = (root: ParentNode, selector: string): string | undefined => root.querySelector(selector)?.textContent?.replace(/\s+/gu, ' ').trim() || undefined;

/** German stores append the audio version: "Breaking Bad [dt./OV]". */
const withoutVersionTag = (title: string): string => title.replace(/\s*\[[^\]]*\]$/u, '') || title;

/**
 * The open player's title bar: the show or movie title, and for episodes "Season 1, Ep. 4 Title"
 * (localized; `.atvwebplayersdk-episode-info` in some layouts). Read only inside the open player:
 * the detail page's "Resume S3 E7" button and season picker stay on screen behind it. The URL names
 * the detail page, not the episode, so an episode's own id is the page's plus its numbers.
 */
export const fromPrimePlayer: GuessSource = async ({ document, url }) => {
  const player = document.querySelector(OPEN_PLAYER);
  const detailId = DETAIL_PATH.exec(url.pathname)?.groups?.siteItemId;
  const rawTitle = player && textOf(player, '.atvwebplayersdk-title-text');
  if (!player || !rawTitle || !detailId) return null;
  const title = withoutVersionTag(rawTitle);
  const line = textOf(player, '.atvwebplayersdk-subtitle-text') ?? textOf(player, '.atvwebplayersdk-episode-info');
  if (!line) return { kind: 'movie', title, siteItemId: detailId };
  const episode = splitEpisodeLine(line);
  if (episode?.episode === undefined) return null;
  const numbers = `${episode.season !== undefined ? `S${episode.season}` : ''}E${episode.episode}`;
  return {
    kind: 'episode',
    title,
    siteItemId: `${detailId}:${numbers}`,
    episode: episode.episode,
    ...(episode.season !== undefined ? { season: episode.season } : {}),
    ...(episode.episodeTitle ? { episodeTitle: episode.episodeTitle } : {}),
  };
};

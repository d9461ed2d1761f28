import { fromTitleBlock } from '../../metadata/title-block';
import type { Timeline } from '../../player/report';
import type { GuessSource } from '../../player/site';

// The player's own markup: styled-components class names (`Overlay__title-kcjStc`), matched by
// their stable component and element part. A fallback for the API, and where the position is.

const overlay = fromTitleBlock({
  root: '[class*="Overlay__Wrapper-"]',
  title: '[class*="Overlay__title-"]',
  // "S1 E2"; German "Staffel 1 Folge 3".
  label: '[class*="Overlay__episode-"]',
  episodeTitle: '[class*="Overlay__episodeName-"]',
});

/**
 * The overlay shows a film as a title without a label (and a live channel's name the same way), so
 * it is believed only where the address agrees (/on-demand/movies/ or /on-demand/series/), and an
 * episode only with the numbers its slug ends in ("…-2009-2-3"), where it has them: an overlay
 * still showing the last episode after autoplay names nothing.
 */
export const fromPlutoOverlay: GuessSource = async (page) => {
  const guess = await overlay(page);
  const listed = /\/on-demand\/(movies|series)\//.exec(page.url.pathname)?.[1];
  if (!guess || !listed || (guess.kind === 'episode') !== (listed === 'series')) return null;
  const slug = guess.kind === 'episode' && /-(\d+)-(\d+)$/.exec(page.siteItemId);
  return slug && (Number(slug[1]) !== guess.season || Number(slug[2]) !== guess.episode) ? null : guess;
};

/**
 * Ads are stitched into the stream, so the <video> counts them; the seek bar counts the programme
 * alone, in seconds (aria-valuenow of aria-valuemax). null (no bar) falls back to the <video>.
 */
export function seekBarTimeline(document: Document): Timeline | null {
  const bar = document.querySelector('[class*="Seekbar__"][role="slider"]');
  const position = Number(bar?.getAttribute('aria-valuenow'));
  const duration = Number(bar?.getAttribute('aria-valuemax'));
  return duration > 0 && position >= 0 ? { position: Math.min(position, duration), duration } : null;
}

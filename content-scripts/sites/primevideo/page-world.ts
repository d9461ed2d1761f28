import type { TimelineReader } from '../../page-world/reader';

/**
 * Prime Video: ads are spliced into the stream, so the <video> counts them. The open player's
 * time indicator shows the feature's own "elapsed / remaining"; it is gone while an ad plays.
 * Serialised into the page (page-world/reader.ts): nothing from outside its body.
 */
function readPrimeTimeline(win: Window | null): { position: number; duration: number } | null {
  const indicator = (win ?? window).document.querySelector('div[id^="dv-web-player"].dv-player-fullscreen .atvwebplayersdk-timeindicator-text');
  const clocks = indicator?.textContent?.match(/\d+(?::\d{2}){1,2}/g);
  if (!clocks || clocks.length < 2) return null;
  // "1:02:03" or "48:25" -> seconds.
  const [elapsed, remaining] = clocks.map((clock) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0));
  return { position: elapsed!, duration: elapsed! + remaining! };
}

export const primevideoTimeline: TimelineReader = { read: readPrimeTimeline, args: [] };

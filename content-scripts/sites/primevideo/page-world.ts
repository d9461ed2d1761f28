import { clockSeconds, type TimelineReader } from '../../page-world/reader';

/**
 * Prime Video: ads are spliced into the stream, so the <video> counts them. The open player's
 * time indicator shows the feature's own "elapsed / remaining"; it is gone while an ad plays.
 */
export const primevideoTimeline: TimelineReader = (win) => {
  const indicator = win.document.querySelector('div[id^="dv-web-player"].dv-player-fullscreen .atvwebplayersdk-timeindicator-text');
  const clocks = indicator?.textContent?.match(/\d+(?::\d{2}){1,2}/g);
  if (!clocks || clocks.length < 2) return null;
  const elapsed = clockSeconds(clocks[0]!);
  return { position: elapsed, duration: elapsed + clockSeconds(clocks[1]!) };
};

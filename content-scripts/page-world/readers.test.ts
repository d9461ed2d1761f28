import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readTimeline, type TimelineReader } from './reader';
import { TIMELINE_READERS } from './readers';

/**
 * One page with every page-world player in it (Disney+'s expando, Prime Video's open player, the
 * Sky player's session), so each reader goes its whole way.
 */
function everyPlayer(): Window {
  const { document } = parseHTML(`<!doctype html><html><body>
    <disney-web-player></disney-web-player>
    <div id="dv-web-player-1" class="dv-player-fullscreen"><span class="atvwebplayersdk-timeindicator-text">1:40 / 2:20</span></div>
    <video id="core-video-shaka"></video>
  </body></html>`);
  Object.assign(document.querySelector('disney-web-player')!, {
    mediaPlayer: { timeline: { info: { playheadPositionMs: 146_000, programDurationMs: 3_000_000 } } },
  });
  Object.assign(document.querySelector('#core-video-shaka')!, { cvsdkSession: { getCurrentTime: () => 118, getDuration: () => 294 } });
  return { document } as unknown as Window;
}

/**
 * The reader as scripting.executeScript runs it in Chrome: its source alone, rebuilt where
 * nothing of this module is in scope, given its arguments.
 */
function asSerialised(reader: TimelineReader): TimelineReader['read'] {
  return new Function(`return (${reader.read.toString()});`)() as TimelineReader['read'];
}

describe('page-world timeline readers: serialised into the page, they need nothing but their arguments', () => {
  it.each(Object.entries(TIMELINE_READERS))('%s reads the same from its source alone', (_, reader) => {
    const page = everyPlayer();
    const direct = readTimeline(reader, page);
    expect(direct).not.toBeNull();
    expect(asSerialised(reader)(page, ...reader.args)).toEqual(direct);
  });

  it('every site with a page-world reader has one here', () => {
    expect(Object.keys(TIMELINE_READERS).sort()).toEqual(['disneyplus', 'peacock', 'primevideo', 'skyshowtime']);
  });
});

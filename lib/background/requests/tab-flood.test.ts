import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ACTIVITY_LIMIT, activityLog } from '../../activity/log';
import { openDatabase } from '../../db/database';
import { handleNotCounted } from './not-counted';
import { listen, PLAYBACK_REPORTS_PER_MINUTE, TAB_MESSAGES_PER_MINUTE } from './router';
import { handleSiteUnsure } from './site-unsure';
import { recordSourceFailure } from './source-failures';
import { TAB_LINES_PER_HOUR } from './tab-lines';

const WATCH = 'https://play.hbomax.com/video/watch/6d5c4b3a/6ebc7f5d';
const tab = (id: number) => ({ id: fakeBrowser.runtime.id, url: WATCH, tab: { id, url: WATCH }, frameId: 0 });

describe('a page flooding the background', () => {
  const handled: number[] = [];
  const activity = activityLog(openDatabase);
  const send = async (message: unknown, from: number): Promise<void> => {
    await Promise.all(await fakeBrowser.runtime.onMessage.trigger(message, tab(from) as never, () => undefined));
  };
  beforeEach(() => {
    fakeBrowser.reset();
    handled.length = 0;
    listen({
      tab: {
        playback: async (_report, from) => void handled.push(from.tabId),
        'source-failed': (failure, from) => recordSourceFailure({ activity }, failure, from),
        'site-unsure': (message, from) => handleSiteUnsure({ activity }, message, from),
        'not-counted': (message, from) => handleNotCounted({ activity }, message, from),
        'generic-unsure': async (_message, from) => void handled.push(-from.tabId),
        'page-timeline': async () => ({ timeline: null }),
        'player-relay': async () => undefined,
        'player-relay-ticks': async () => undefined,
      },
      page: async () => ({ ok: true }),
    });
  });

  it('is heard for at most its share of messages a minute; other tabs are heard as before', async () => {
    const report = {
      type: 'playback',
      guess: { site: 'max', siteItemId: '6ebc7f5d', kind: 'movie', title: 'Dune' },
      state: 'playing',
      position: 1,
      duration: 60,
      at: 1,
    };
    for (let count = 0; count < 3 * PLAYBACK_REPORTS_PER_MINUTE; count += 1) await send(report, 5);
    await send(report, 6);
    expect(handled.filter((tabId) => tabId === 5)).toHaveLength(PLAYBACK_REPORTS_PER_MINUTE);
    expect(handled.filter((tabId) => tabId === 6)).toHaveLength(1);
  });

  it("a player's reports have more room than a page's other messages: a burst of seeks is all heard", async () => {
    const seek = (position: number) => ({
      type: 'playback',
      guess: { site: 'max', siteItemId: '6ebc7f5d', kind: 'movie', title: 'Dune' },
      state: 'playing',
      position,
      duration: 7_000,
      at: position,
    });
    for (let count = 0; count < 2 * TAB_MESSAGES_PER_MINUTE; count += 1) await send(seek((count + 1) * 50), 7);
    expect(handled.filter((tabId) => tabId === 7)).toHaveLength(2 * TAB_MESSAGES_PER_MINUTE);
    const unsure = { type: 'generic-unsure', url: WATCH };
    for (let count = 0; count < 2 * TAB_MESSAGES_PER_MINUTE; count += 1) await send(unsure, 8);
    expect(handled.filter((tabId) => tabId === -8).length).toBeLessThanOrEqual(TAB_MESSAGES_PER_MINUTE);
  });

  it("neither pushes the user's history out of the activity log nor silences other tabs", async () => {
    await activity.add('sent', 'Stranger Things S1E2: added to your history');

    // Every message differs (another page, another source), so no once-per-page rule stops it.
    for (let page = 0; page < ACTIVITY_LIMIT; page += 1) {
      await send({ type: 'not-counted', site: 'max', url: `${WATCH}?n=${page}`, reason: 'refused' }, 9);
      await send({ type: 'site-unsure', site: 'max', url: `${WATCH}?u=${page}`, candidate: {} }, 9);
      await send({ type: 'source-failed', site: 'max', source: `source ${page}`, reason: 'broke' }, 9);
    }
    await send({ type: 'not-counted', site: 'max', url: `${WATCH}?other=1`, reason: 'unnamed' }, 10);

    const lines = await activity.recent(ACTIVITY_LIMIT);
    expect(lines.map(({ text }) => text)).toContain('Stranger Things S1E2: added to your history');
    expect(lines.filter(({ text }) => text.includes('?n=') || text.includes('?u=') || text.includes('source ')).length).toBeLessThanOrEqual(TAB_LINES_PER_HOUR);
    expect(lines.some(({ text }) => text.includes('?other=1'))).toBe(true);
  });
});

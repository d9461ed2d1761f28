import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import type { ActivityLog } from '../../activity/log';
import { handleNotCounted } from './not-counted';
import { receiveFromTab } from './router';

const TRAILER = 'https://play.hbomax.com/video/watch/6d5c4b3a/6ebc7f5d';
const tab = (url: string, id = 4) => ({ id: fakeBrowser.runtime.id, url, tab: { id, url }, frameId: 0 }) as unknown as Browser.runtime.MessageSender;
const refused = { type: 'not-counted', site: 'max', url: `${TRAILER}#top`, reason: 'refused' };

describe('a supported site says a real video is not counted', () => {
  const logged: Array<[string, string]> = [];
  const activity = { add: async (kind: string, text: string) => void logged.push([kind, text]) } as unknown as ActivityLog;
  const receive = (message: unknown, sender: Browser.runtime.MessageSender) =>
    receiveFromTab('not-counted', message, sender, (notCounted, from) => handleNotCounted({ activity }, notCounted, from));
  beforeEach(() => {
    fakeBrowser.reset();
    logged.length = 0;
  });

  it("one line in the activity log names the site, the page and why; only the site's own tab is heard", async () => {
    expect(await receive(refused, tab('https://www.netflix.com/watch/1'))).toBeUndefined();
    expect(await receive({ ...refused, url: 'https://evil.example/watch/1' }, tab(TRAILER))).toBeUndefined();
    expect(await receive({ ...refused, reason: 'maybe' }, tab(TRAILER))).toBeUndefined();
    expect(logged).toEqual([]);

    expect(await receive(refused, tab(TRAILER))).toEqual({ ok: true });
    expect(await receive({ ...refused, reason: 'unnamed' }, tab(TRAILER))).toEqual({ ok: true });
    expect(logged.map(([kind]) => kind)).toEqual(['detected', 'detected']);
    // The page without its fragment, the site by its name, and two different reasons.
    for (const [, text] of logged) {
      expect(text).toMatch(/^Max: not counted/);
      expect(text).toContain(TRAILER);
      expect(text).not.toContain('#top');
    }
    expect(logged[0]![1]).not.toBe(logged[1]![1]);
  });
});

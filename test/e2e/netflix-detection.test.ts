import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GLASS_ONION, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, player, signInThroughConsent } from './support/flows';
import { waitFor } from './support/sim-admin';
import { useNetflixStage } from './support/harness';

/**
 * Listeners of `type` on the page's <video> that the extension's content script added, as DevTools
 * lists them: the element is looked up in the script's own world (each world sees its own), and
 * each listener is told by the URL of the script that added it.
 */
async function extensionListeners(page: Page, type: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const worlds: Array<{ id: number; origin: string }> = [];
  cdp.on('Debugger.scriptParsed', ({ scriptId, url }) => urls.set(scriptId, url));
  cdp.on('Runtime.executionContextCreated', ({ context }) => worlds.push(context));
  await cdp.send('Debugger.enable');
  await cdp.send('Runtime.enable');
  const contentScript = worlds.find((world) => world.origin.startsWith('chrome-extension://'));
  if (!contentScript) throw new Error('no content script world in the page');
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.querySelector("video")', contextId: contentScript.id });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.detach();
  return listeners.filter((listener) => listener.type === type && (urls.get(listener.scriptId) ?? '').startsWith('chrome-extension://')).length;
}

describe('Netflix detection in real Chromium: movies, previews, binge cost', () => {
  const stage = useNetflixStage();
  beforeAll(async () => {
    await signInThroughConsent(stage.browser);
  });

  it('the muted billboard trailer on /browse never starts a session', async () => {
    const page = await stage.browser.context.newPage();
    await page.goto('https://www.netflix.com/browse');
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return !!video && !video.paused && video.currentTime > 1;
    });
    // No positive signal exists here: /browse is no watch page, so the content script reports
    // nothing (no report, no log line, no badge). The trailer plays on as long as the old 1 s wait let it.
    await page.waitForFunction(() => document.querySelector('video')!.currentTime > 2);
    expect(await stage.admin.requests('/scrobble/')).toEqual([]);
    await page.close();
  });

  it('a movie played to the end is scrobbled as that movie', async () => {
    const page = await openNetflixWatch(stage.browser.context, GLASS_ONION.id);
    await player.play(page);
    const start = await waitFor('movie start', async () =>
      (await stage.admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('Glass Onion')),
    );
    expect(start.body).toMatchObject({ movie: { title: GLASS_ONION.title, year: 2022 } });
    expect(start.body).not.toHaveProperty('episode');
    // Steady playback costs nothing (issue 17): the content script follows the rare media events
    // (seen here, so the lookup sees its listeners) and no timeupdate.
    expect(await extensionListeners(page, 'playing')).toBe(1);
    expect(await extensionListeners(page, 'timeupdate')).toBe(0);
    await player.seekToFraction(page, 0.9);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stop = await waitFor('movie stop', async () =>
      (await stage.admin.requests('/scrobble/stop')).find((r) => JSON.stringify(r.body).includes('Glass Onion')),
    );
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const history = (await stage.admin.user('demo')).history;
    expect(history.filter((row) => row.type === 'movie' && row.title === GLASS_ONION.title)).toHaveLength(1);
    await page.close();
  });

  it('next episode without a reload closes the old item and opens the new one; the show resolves once', async () => {
    const redirectsBefore = (await stage.admin.requests('/redirect')).length;
    const [first, second] = STRANGER_THINGS.seasons[0]!.episodes;
    const page = await openNetflixWatch(stage.browser.context, first!.id);
    await player.play(page);
    await waitFor('episode 1 start', async () => (await stage.admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('"number":1}')));
    // Skip to the last minutes and really watch up to the credits, as a binger does.
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await page.waitForFunction(() => document.querySelector('video')!.currentTime >= 0.92 * document.querySelector('video')!.duration);
    // The credits button the site shows near the end: History API navigation, same <video>.
    await page.locator('[data-uia="next-episode-seamless-button"]').click();
    await page.waitForURL(new RegExp(`/watch/${second!.id}`));
    const stop = await waitFor('episode 1 stop', async () =>
      (await stage.admin.requests('/scrobble/stop')).find((r) => JSON.stringify(r.body).includes('"number":1}')),
    );
    expect(stop.body).toMatchObject({ episode: { season: 1, number: 1 } });
    expect((stop.body as { progress: number }).progress).toBeGreaterThanOrEqual(90);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const start2 = await waitFor('episode 2 start', async () =>
      (await stage.admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('"number":2}')),
    );
    expect(start2.body).toMatchObject({ show: { title: 'Stranger Things' }, episode: { season: 1, number: 2 } });
    expect((start2.body as { progress: number }).progress).toBeLessThan(10);
    expect((await stage.admin.requests('/redirect')).length - redirectsBefore).toBeLessThanOrEqual(1);
    expect(await stage.admin.violations()).toEqual([]);
    await page.close();
  });

  it('a scrub straight to the end is not a watch: the service keeps the place instead', async () => {
    const third = STRANGER_THINGS.seasons[0]!.episodes[2]!;
    const page = await openNetflixWatch(stage.browser.context, third.id);
    await player.play(page);
    await waitFor('episode 3 start', async () => (await stage.admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('"number":3}')));
    await player.seekToFraction(page, 0.995);
    await player.waitEnded(page);
    const stop = await waitFor('episode 3 stop', async () =>
      (await stage.admin.requests('/scrobble/stop')).find((r) => JSON.stringify(r.body).includes('"number":3}')),
    );
    expect((stop.body as { progress: number }).progress).toBeLessThan(80);
    expect(stop.response).toMatchObject({ action: 'pause' });
    const history = (await stage.admin.user('demo')).history;
    expect(history.some((row) => JSON.stringify(row).includes(third.title))).toBe(false);
    await page.close();
  });
});

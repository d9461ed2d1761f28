import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { GLASS_ONION, STRANGER_THINGS } from '../sites/netflix/catalog';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { openNetflixWatch, player, serveNetflix, signInThroughConsent } from './support/flows';
import { E2E_CHROME_EXTENSION, E2E_PORTS } from './support/paths';
import { SimAdmin, waitFor } from './support/sim-admin';

describe('Netflix detection in real Chromium: movies, previews, binge cost', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    admin = new SimAdmin(sim.urls.api);
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    await serveNetflix(browser.context, await ensureClip());
    await signInThroughConsent(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  it('the muted billboard trailer on /browse never starts a session', async () => {
    const page = await browser.context.newPage();
    await page.goto('https://www.netflix.com/browse');
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return !!video && !video.paused && video.currentTime > 1;
    });
    await page.waitForTimeout(1000);
    expect(await admin.requests('/scrobble/')).toEqual([]);
    await page.close();
  });

  it('a movie played to the end is scrobbled as that movie', async () => {
    const page = await openNetflixWatch(browser.context, GLASS_ONION.id);
    await player.play(page);
    const start = await waitFor('movie start', async () => (await admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('Glass Onion')));
    expect(start.body).toMatchObject({ movie: { title: GLASS_ONION.title, year: 2022 } });
    expect(start.body).not.toHaveProperty('episode');
    await player.seekToFraction(page, 0.9);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stop = await waitFor('movie stop', async () => (await admin.requests('/scrobble/stop')).find((r) => JSON.stringify(r.body).includes('Glass Onion')));
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const history = (await admin.user('demo')).history;
    expect(history.filter((row) => row.type === 'movie' && row.title === GLASS_ONION.title)).toHaveLength(1);
    await page.close();
  });

  it('next episode without a reload closes the old item and opens the new one; the show resolves once', async () => {
    const redirectsBefore = (await admin.requests('/redirect')).length;
    const [first, second] = STRANGER_THINGS.seasons[0]!.episodes;
    const page = await openNetflixWatch(browser.context, first!.id);
    await player.play(page);
    await waitFor('episode 1 start', async () => (await admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('"number":1}')));
    // Skip to the last minutes and really watch up to the credits, as a binger does.
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await page.waitForFunction(() => document.querySelector('video')!.currentTime >= 0.92 * document.querySelector('video')!.duration);
    // The credits button the site shows near the end: History API navigation, same <video>.
    await page.locator('[data-uia="next-episode-seamless-button"]').click();
    await page.waitForURL(new RegExp(`/watch/${second!.id}`));
    const stop = await waitFor('episode 1 stop', async () => (await admin.requests('/scrobble/stop')).find((r) => JSON.stringify(r.body).includes('"number":1}')));
    expect(stop.body).toMatchObject({ episode: { season: 1, number: 1 } });
    expect((stop.body as { progress: number }).progress).toBeGreaterThanOrEqual(90);
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    const start2 = await waitFor('episode 2 start', async () => (await admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('"number":2}')));
    expect(start2.body).toMatchObject({ show: { title: 'Stranger Things' }, episode: { season: 1, number: 2 } });
    expect((start2.body as { progress: number }).progress).toBeLessThan(10);
    expect((await admin.requests('/redirect')).length - redirectsBefore).toBeLessThanOrEqual(1);
    expect(await admin.violations()).toEqual([]);
    await page.close();
  });

  it('a scrub straight to the end is not a watch: the service keeps the place instead', async () => {
    const third = STRANGER_THINGS.seasons[0]!.episodes[2]!;
    const page = await openNetflixWatch(browser.context, third.id);
    await player.play(page);
    await waitFor('episode 3 start', async () => (await admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('"number":3}')));
    await player.seekToFraction(page, 0.995);
    await player.waitEnded(page);
    const stop = await waitFor('episode 3 stop', async () => (await admin.requests('/scrobble/stop')).find((r) => JSON.stringify(r.body).includes('"number":3}')));
    expect((stop.body as { progress: number }).progress).toBeLessThan(80);
    expect(stop.response).toMatchObject({ action: 'pause' });
    const history = (await admin.user('demo')).history;
    expect(history.some((row) => JSON.stringify(row).includes(third.title))).toBe(false);
    await page.close();
  });
});

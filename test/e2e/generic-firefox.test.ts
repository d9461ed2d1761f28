import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ORIGIN, GENERIC_ROWS } from '../../content-scripts/sites/generic/fixture/catalog';
import { genericFixtureHandler } from '../../content-scripts/sites/generic/fixture/serve';
import { ensureClip } from '../sites/media';
import { openExtensionPage, openWatchPage, player, signInThroughConsent } from './support/firefox';
import { useFirefoxStage } from './support/firefox-stage';
import { pressToolbarButton } from './support/firefox-toolbar';
import { startFixtureHttps } from './support/fixture-https';
import { waitFor } from './support/sim-admin';
import { startMediaServers, type MediaServers } from './support/media-servers';
import { detailsUrl, ORIGEN } from '../../content-scripts/sites/emby/fixture/catalog';
import { serverOrigin, WEB_APP_PATHS } from '../sites/media-servers/origins';

const HOST = new URL(GENERIC_ORIGIN).hostname;
const { MATRIX, INCEPTION } = GENERIC_ROWS;

describe('Firefox (MV2): switching a site on from the popup or the options page grants the optional permission and detection works', () => {
  // The pref is Firefox's own: optional permission requests are granted without the prompt, so the
  // popup's real permissions.request is what grants the site.
  const stage = useFirefoxStage({
    startSite: async () => {
      const clipPath = await ensureClip();
      return startFixtureHttps(HOST, (request) => genericFixtureHandler(request, { clipPath }));
    },
    prefs: { 'extensions.webextOptionalPermissionPrompts': false },
  });
  const firefox = () => stage.firefox();
  let servers: MediaServers | undefined;
  beforeAll(async () => {
    servers = await startMediaServers({ clipPath: await ensureClip() }, []);
  });
  afterAll(() => servers?.close());

  it('nothing before the click; the click grants the site, the detector starts in the open tab and the movie starts', async () => {
    const ff = await firefox();
    const signedIn = await signInThroughConsent(ff);
    await signedIn.close();

    const page = await openWatchPage(ff, MATRIX.url);
    await player.play(page);
    // 1.5 s of the video's own time, measured by the page (not a fixed sleep): a report the
    // watcher would send on `playing` had time to arrive, and none may have.
    const from = await page.evaluate(() => document.querySelector('video')!.currentTime);
    await page.waitForFunction((until: number) => document.querySelector('video')!.currentTime >= until, {}, from + 1.5);
    expect(await stage.admin.requests('/scrobble/')).toEqual([]);
    await player.pause(page);

    await pressToolbarButton(ff, page);
    const popup = await openExtensionPage(ff, 'popup.html', `button::-p-text(Detect videos on ${HOST})`);
    await popup.locator(`button::-p-text(Detect videos on ${HOST})`).click();
    await popup.waitForSelector(`button::-p-text(Stop detecting on ${HOST})`, { timeout: 15_000 });
    const granted = await popup.evaluate((pattern) => browser.permissions.contains({ origins: [pattern] }), `${GENERIC_ORIGIN}/*`);
    expect(granted).toBe(true);

    await page.bringToFront();
    await player.play(page);
    const start = await waitFor('scrobble/start for The Matrix', async () =>
      (await stage.admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('The Matrix')),
    );
    expect(start.body).toMatchObject({ movie: { title: 'The Matrix', year: 1999, ids: { svc: 10005 } } });
    expect(stage.site.served).toContain(new URL(MATRIX.url).pathname);
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('the options page (the way on Firefox for Android, where no popup opens over a page) lists the site, removes it and adds it back by address', async () => {
    const ff = await firefox();
    const section = '[data-testid="options-other-sites"]';
    const options = await openExtensionPage(ff, 'options.html', `${section} li`);
    const isGranted = () => options.evaluate((pattern) => browser.permissions.contains({ origins: [pattern] }), `${GENERIC_ORIGIN}/*`);
    await options.locator(`${section} button::-p-text(Stop detecting on ${HOST})`).click();
    await options.waitForSelector(`${section} ::-p-text(None yet.)`);
    expect(await isGranted()).toBe(false);

    await options.locator(`${section} input`).fill(GENERIC_ORIGIN);
    await options.locator(`${section} button::-p-text(Detect videos on this site)`).click();
    await options.waitForSelector(`${section} button::-p-text(Stop detecting on ${HOST})`, { timeout: 15_000 });
    expect(await isGranted()).toBe(true);

    const page = await openWatchPage(ff, INCEPTION.url);
    await player.play(page);
    const start = await waitFor('scrobble/start for Inception', async () =>
      (await stage.admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('Inception')),
    );
    expect(start.body).toMatchObject({ movie: { title: 'Inception', ids: { svc: 10004 } } });
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('a Jellyfin server on its own port: the options page adds it as a media server, the film starts by its ids, the options page removes it', async () => {
    const ff = await firefox();
    const origin = serverOrigin('jellyfin');
    const host = new URL(origin).host;
    const section = '[data-testid="options-media-servers"]';
    const options = await openExtensionPage(ff, 'options.html', section);
    await options.locator(`${section} input`).fill(origin);
    await options.locator(`${section} button::-p-text(Scrobble on this media server)`).click();
    await options.waitForSelector(`${section} button::-p-text(Stop scrobbling on ${host})`, { timeout: 15_000 });

    const page = await ff.browser.newPage();
    await page.goto(detailsUrl(`${origin}${WEB_APP_PATHS.jellyfin}`, 'jellyfin', ORIGEN));
    await page.waitForSelector('.btnPlay');
    await page.click('.btnPlay');
    const start = await waitFor('scrobble/start for Origen', async () =>
      (await stage.admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('Origen')),
    );
    // "Origen" names nothing at the service: only the server's ids could make it Inception.
    expect(start.body).toMatchObject({ movie: { title: 'Origen', ids: { svc: 10004 } } });
    await page.close();

    await options.bringToFront();
    await options.locator(`${section} button::-p-text(Stop scrobbling on ${host})`).click();
    await options.waitForSelector(`${section} ::-p-text(None yet.)`);
    expect(await options.evaluate((pattern) => browser.permissions.contains({ origins: [pattern] }), 'http://localhost/*')).toBe(false);
    expect(await stage.admin.violations()).toEqual([]);
  });
});

declare const browser: { permissions: { contains(permissions: { origins: string[] }): Promise<boolean> } };

import { describe, expect, it } from 'vitest';
import { detailsUrl, ORIGEN, SERVER_TOKEN } from '../../content-scripts/sites/emby/fixture/catalog';
import { GENERIC_ROWS, OTHER_ORIGIN } from '../../content-scripts/sites/generic/fixture/catalog';
import { serverOrigin, WEB_APP_PATHS } from '../sites/media-servers/origins';
import { hands } from './support/generic-hands';
import { useGenericStage } from './support/generic-stage';
import { PORT_BASE } from './support/paths';
import { waitFor } from './support/sim-admin';
import { clickToolbarButton, grantSiteAccess } from './support/site-access';

const { MATRIX } = GENERIC_ROWS;

describe('Sites and media servers added by address or from the popup, in real Chromium', () => {
  const { stage, request, registeredIds, granted } = useGenericStage();

  it('the options page adds a site by its address (no popup over a page, as on Firefox for Android), starts it in its open tab, lists it and removes it', async () => {
    const otherHost = new URL(OTHER_ORIGIN).hostname;
    const otherPattern = `${OTHER_ORIGIN}/*`;
    const startsBefore = (await stage.admin.requests('/scrobble/start')).length;
    const page = await stage.browser.context.newPage();
    await page.goto(`${OTHER_ORIGIN}${new URL(MATRIX.url).pathname}`);

    const options = await stage.browser.context.newPage();
    await options.goto(`chrome-extension://${stage.browser.extensionId}/options.html`);
    const section = options.getByTestId('options-other-sites');
    await section.getByText('None yet.').waitFor();
    const address = section.getByLabel('Site address');
    const add = section.getByRole('button', { name: 'Detect videos on this site' });
    // A site with an adapter is not a generic one; nonsense is refused with a reason.
    await address.fill('https://www.netflix.com/browse');
    await add.click();
    await section.getByRole('alert').getByText('www.netflix.com has built-in support').waitFor();
    await address.fill('not a site');
    await add.click();
    await section.getByRole('alert').getByText("Give the site's address").waitFor();
    expect(await registeredIds()).toEqual([]);

    // The user's grant (Chrome's prompt is the browser's own UI): the page's real request resolves.
    await grantSiteAccess(stage.browser, otherPattern);
    await address.fill(`${otherHost}/some/page`);
    await add.click();
    await section.getByRole('button', { name: `Stop detecting on ${otherHost}` }).waitFor({ timeout: 10_000 });
    expect(await registeredIds()).toEqual([`generic:${OTHER_ORIGIN}`]);

    // The tab already open on that site got the detector without a reload.
    await page.bringToFront();
    await hands.play(page);
    const start = await waitFor('start for The Matrix on the added site', async () =>
      (await stage.admin.requests('/scrobble/start')).slice(startsBefore).find((r) => JSON.stringify(r.body).includes('The Matrix')),
    );
    expect(start.body).toMatchObject({ movie: { title: 'The Matrix', ids: { svc: 10005 } } });
    await page.close();
    await request('stop', 'The Matrix');

    await options.bringToFront();
    await section.getByRole('button', { name: `Stop detecting on ${otherHost}` }).click();
    await section.getByText('None yet.').waitFor();
    expect(await granted(otherPattern)).toBe(false);
    expect(await registeredIds()).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
    await options.close();
  });

  it('a Jellyfin server on its own port (behind /jellyfin/): the popup adds it, the film plays and starts by its ids, no window message, the options page removes it', async () => {
    const origin = serverOrigin('jellyfin');
    const host = new URL(origin).host;
    const pattern = 'http://localhost/*';
    const startsBefore = (await stage.admin.requests('/scrobble/start')).length;
    const page = await stage.browser.context.newPage();
    // Every window message the app's page hears, from before any script of ours could run.
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      window.addEventListener('message', (event) => heard.push(event.data));
    });
    await page.goto(detailsUrl(`${origin}${WEB_APP_PATHS.jellyfin}`, 'jellyfin', ORIGEN));
    expect(await granted(pattern)).toBe(false);

    // The page looks like a media server's web app: the popup offers that, asking for this server only.
    await grantSiteAccess(stage.browser, pattern);
    const popup = await clickToolbarButton(stage.browser, page, PORT_BASE);
    await popup.getByRole('button', { name: 'Scrobble on this media server' }).click();
    await popup.getByRole('button', { name: `Stop scrobbling on ${host}` }).waitFor({ timeout: 10_000 });
    // The content script only: no script of the page's own world answers for the sign-in any more.
    expect((await registeredIds()).filter((id) => id.startsWith('media-server'))).toEqual([`media-server:${origin}`]);

    // Started in the open page without a reload: the server's own item, named by its ids (its title is Spanish).
    await page.click('.btnPlay');
    const start = await waitFor('start for Origen', async () =>
      (await stage.admin.requests('/scrobble/start')).slice(startsBefore).find((r) => JSON.stringify(r.body).includes('Origen')),
    );
    // "Origen" names nothing at the service: only the server's ids could make it Inception.
    expect(start.body).toMatchObject({ movie: { title: 'Origen', ids: { svc: 10004 } } });
    expect(JSON.stringify(start.body)).not.toContain(SERVER_TOKEN);
    // The app's sign-in was read from its stored credentials: nothing was asked of the page by window messages.
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
    await page.close();
    await request('stop', 'Origen');

    const options = await stage.browser.context.newPage();
    await options.goto(`chrome-extension://${stage.browser.extensionId}/options.html`);
    const section = options.getByTestId('options-media-servers');
    await section.getByRole('button', { name: `Stop scrobbling on ${host}` }).click();
    await section.getByText('None yet.').waitFor();
    expect(await granted(pattern)).toBe(false);
    expect((await registeredIds()).filter((id) => id.startsWith('media-server'))).toEqual([]);
    await options.close();

    // Removed: the server's pages are left alone from their next load on.
    const again = await stage.browser.context.newPage();
    await again.goto(detailsUrl(`${origin}${WEB_APP_PATHS.jellyfin}`, 'jellyfin', ORIGEN));
    await again.click('.btnPlay');
    await hands.playedOn(again, 1.5, 'video.htmlvideoplayer');
    expect((await stage.admin.requests('/scrobble/start')).slice(startsBefore).filter((r) => JSON.stringify(r.body).includes('Origen'))).toHaveLength(1);
    expect(await stage.admin.violations()).toEqual([]);
    await again.close();
  });
});

import { describe, expect, it } from 'vitest';
import { GENERIC_ORIGIN, GENERIC_ROWS, OTHER_ORIGIN } from '../../content-scripts/sites/generic/fixture/catalog';
import { hands } from './support/generic-hands';
import { useGenericStage } from './support/generic-stage';
import { PORT_BASE } from './support/paths';
import { waitFor } from './support/sim-admin';
import { clickToolbarButton, grantSiteAccess } from './support/site-access';

/** The parts of the extension API these tests call inside the browser (the code runs there, not here). */
declare const chrome: {
  runtime: { getManifest(): { host_permissions?: string[]; optional_host_permissions?: string[] } };
};

const HOST = new URL(GENERIC_ORIGIN).hostname;
const PATTERN = `${GENERIC_ORIGIN}/*`;

const { MATRIX, CROWN, BREAKING_BAD, INCEPTION, WEB_COMPONENT_PLAYER, DUNE_TRAILER, DARK_SEASON, PULP_FICTION, FILE_ONLY } = GENERIC_ROWS;

describe('Generic detector in real Chromium: off until the user switches a site on, then confident pages only', () => {
  const { stage, scrobbles, request, genericDetections, registeredIds, granted, openAndPlay } = useGenericStage();

  it('asks for no site at install, and before the user switches a site on nothing runs there and nothing reaches the background', async () => {
    const manifest = await (await stage.browser.worker()).evaluate(() => chrome.runtime.getManifest());
    expect(JSON.stringify(manifest)).not.toContain('<all_urls>');
    expect(manifest.host_permissions).not.toContain('https://*/*');
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect(await granted(PATTERN)).toBe(false);
    expect(await registeredIds()).toEqual([]);

    const page = await openAndPlay(MATRIX.url);
    // Unmuted, the main player, JSON-LD that names a film: all it lacks is the user's say-so.
    await hands.playedOn(page, 1.5);
    expect(await genericDetections()).toEqual([]);
    expect(await scrobbles()).toEqual([]);
    await page.close();
  });

  it('the toolbar popup offers detection for the site; the click grants it, registers the detector and starts it in the open tab', async () => {
    const page = await stage.browser.context.newPage();
    await page.goto(MATRIX.url);
    await grantSiteAccess(stage.browser, PATTERN);
    const popup = await clickToolbarButton(stage.browser, page, PORT_BASE);
    await popup.getByRole('button', { name: `Detect videos on ${HOST}` }).click();
    await popup.getByRole('button', { name: `Stop detecting on ${HOST}` }).waitFor({ timeout: 10_000 });
    expect(await granted(PATTERN)).toBe(true);
    expect(await registeredIds()).toEqual([`generic:${GENERIC_ORIGIN}`]);
    // Only the site the user chose: the other one is neither granted nor registered.
    expect(await granted(`${OTHER_ORIGIN}/*`)).toBe(false);

    // Injected into the tab that was already open: no reload needed.
    await hands.play(page);
    const start = await request('start', 'The Matrix');
    expect(start.body).toMatchObject({ movie: { title: 'The Matrix', year: 1999, ids: { svc: 10005 } } });
    expect(await genericDetections()).toEqual(expect.arrayContaining([expect.stringContaining('generic: The Matrix')]));
    await page.close();
    await request('stop', 'The Matrix');
  });

  it.each([
    ['JSON-LD TVEpisode (Apple TV+ shape)', CROWN, { show: { title: 'The Crown', ids: { svc: 20013 } }, episode: { season: 1, number: 2 } }],
    ['JSON-LD Episode in @graph (Paramount+ shape)', BREAKING_BAD, { show: { title: 'Breaking Bad', ids: { svc: 20012 } }, episode: { season: 1, number: 5 } }],
    ['og:type video.movie only (Tubi shape)', INCEPTION, { movie: { title: 'Inception', ids: { svc: 10004 } } }],
    [
      'a web-component player, its <video> in a shadow root (Mux / Media Chrome shape)',
      WEB_COMPONENT_PLAYER,
      { movie: { title: 'Interstellar', ids: { svc: 10008 } } },
    ],
  ])('%s starts as the table says', async (_name, row, body) => {
    const page = await openAndPlay(row.url);
    const start = await request('start', row.expected!.title);
    expect(start.body).toMatchObject(body);
    await page.close();
    await request('stop', row.expected!.title);
  });

  it('a player the site opens elsewhere on the page, the first one paused and hidden but kept, is followed', async () => {
    const inception = async () => (await stage.admin.requests('/scrobble/')).filter((r) => JSON.stringify(r.body).includes('Inception'));
    const before = (await inception()).length;
    const page = await openAndPlay(INCEPTION.url);
    await waitFor('the first player started', async () => (await inception()).length === before + 1);
    // Out of sight of the observer around the first player: its container is hidden (a style no
    // filter names) and the new player, halfway into the film, goes into a part of the page that
    // was there all along.
    await page.evaluate(() => {
      const first = document.querySelector<HTMLVideoElement>('#player video')!;
      first.pause();
      document.querySelector<HTMLElement>('#player')!.style.display = 'none';
      const next = Object.assign(document.createElement('video'), { id: 'next', src: first.src, width: 960, height: 540, controls: true });
      next.currentTime = 150;
      document.querySelector('header')!.append(next);
    });
    await hands.play(page, '#next');
    await hands.playing(page, '#next');
    await page.close();
    // Leaving, the place kept is the new player's (about half of the 300 s film; a seek lands on a
    // keyframe, 149.98 s once), not the first's (under 1%).
    const left = await waitFor('the place kept on leaving', async () => (await inception()).slice(before + 1).at(-1));
    const { progress } = left.body as { progress: number };
    expect(progress).toBeGreaterThan(45);
    expect(progress).toBeLessThan(60);
  });

  it('a muted autoplay trailer on a detail page never starts a session, not even unmuted', async () => {
    const before = (await scrobbles()).length;
    const page = await stage.browser.context.newPage();
    await page.goto(DUNE_TRAILER.url);
    await hands.playing(page, 'video.hero-trailer');
    await hands.unmute(page, 'video.hero-trailer');
    await hands.playedOn(page, 1.5, 'video.hero-trailer');
    // Only this page's title counts: a late write of an earlier test is not this page's doing.
    expect((await scrobbles()).slice(before).filter((r) => JSON.stringify(r.body).includes('Dune'))).toEqual([]);
    expect((await genericDetections()).filter((text) => text.includes('Dune'))).toEqual([]);
    await page.close();
  });

  it('a page it cannot name asks "Tell us what this is" in the popup and starts only after the answer', async () => {
    const before = (await scrobbles()).length;
    const page = await openAndPlay(DARK_SEASON.url);

    const popup = await clickToolbarButton(stage.browser, page, PORT_BASE);
    const form = popup.getByTestId('tell-us');
    // The question is there once the detector gave up on naming it: nothing may have been sent.
    await form.getByRole('heading', { name: 'Tell us what this is' }).waitFor();
    expect((await scrobbles()).slice(before).filter((r) => JSON.stringify(r.body).includes('"title":"Dark"'))).toEqual([]);
    // The detector's best reading is offered, not sent: og:title "Dark - Season 1".
    expect(await form.getByLabel('Title').inputValue()).toBe('Dark');
    expect(await form.getByLabel('Season').inputValue()).toBe('1');
    expect(await form.getByRole('radio', { name: 'An episode' }).isChecked()).toBe(true);
    await form.getByLabel('Episode number').fill('3');
    await form.getByRole('button', { name: 'Track this' }).click();

    const start = await request('start', '"title":"Dark"');
    expect(start.body).toMatchObject({ show: { title: 'Dark', ids: { svc: 20004 } }, episode: { season: 1, number: 3 } });
    await form.waitFor({ state: 'detached' });
    await page.close();
    await request('stop', '"title":"Dark"');
  });

  it('a page that names nothing but its file: the service reads the file name (base name only) into the form; nothing starts before the user confirms', async () => {
    const before = (await scrobbles()).length;
    const page = await openAndPlay(FILE_ONLY.url);
    const popup = await clickToolbarButton(stage.browser, page, PORT_BASE);
    const form = popup.getByTestId('tell-us');
    await form.getByTestId('file-suggestion').waitFor();
    expect(await form.getByTestId('file-suggestion').textContent()).toContain('Breaking.Bad.S01E05.720p.WEB.mp4');
    expect(await form.getByLabel('Title').inputValue()).toBe('Breaking Bad');
    expect(await form.getByLabel('Season').inputValue()).toBe('1');
    expect(await form.getByLabel('Episode number').inputValue()).toBe('5');
    // spec 4.1 /search/file, given the file's base name and never the folders it sits in.
    const asked = await stage.admin.requests('/search/file');
    expect(asked.map((r) => r.body)).toEqual([{ file_name: 'Breaking.Bad.S01E05.720p.WEB.mp4' }]);
    expect((await scrobbles()).slice(before)).toEqual([]);

    await form.getByRole('button', { name: 'Track this' }).click();
    const start = await request('start', 'Breaking Bad');
    expect(start.body).toMatchObject({ show: { title: 'Breaking Bad', ids: { svc: 20012 } }, episode: { season: 1, number: 5 } });
    await page.close();
    await request('stop', 'Breaking Bad');
  });

  it('after an in-page move the stale JSON-LD is not believed; the user names the new film', async () => {
    const page = await openAndPlay(PULP_FICTION.url);
    await request('start', 'Pulp Fiction');
    const before = (await scrobbles()).length;
    await page.click('a[data-spa]');
    await page.waitForURL(`${GENERIC_ORIGIN}${PULP_FICTION.page.spaLink!.path}`);
    await request('stop', 'Pulp Fiction');
    await hands.play(page);
    await hands.playing(page);

    const popup = await clickToolbarButton(stage.browser, page, PORT_BASE);
    const form = popup.getByTestId('tell-us');
    // Asked about the new page: the detector read it and was not sure, so nothing started.
    await form.getByRole('heading', { name: 'Tell us what this is' }).waitFor();
    expect((await scrobbles()).slice(before).filter((r) => r.path !== '/scrobble/stop')).toEqual([]);
    expect(await form.getByLabel('Title').inputValue()).toBe('Fight Club');
    await form.getByRole('radio', { name: 'A movie' }).check();
    await form.getByLabel('Year').fill('1999');
    await form.getByRole('button', { name: 'Track this' }).click();
    const start = await request('start', 'Fight Club');
    expect(start.body).toMatchObject({ movie: { title: 'Fight Club', ids: { svc: 10022 } } });
    await page.close();
    await request('stop', 'Fight Club');
  });

  it('a site never switched on stays untouched, and "Stop detecting" takes access and the detector away', async () => {
    const before = (await scrobbles()).length;
    const other = await openAndPlay(`${OTHER_ORIGIN}${new URL(MATRIX.url).pathname}`);
    await hands.playedOn(other, 1);
    await other.close();

    const page = await stage.browser.context.newPage();
    await page.goto(INCEPTION.url);
    const popup = await clickToolbarButton(stage.browser, page, PORT_BASE);
    await popup.getByRole('button', { name: `Stop detecting on ${HOST}` }).click();
    await popup.getByRole('button', { name: `Detect videos on ${HOST}` }).waitFor();
    expect(await granted(PATTERN)).toBe(false);
    expect(await registeredIds()).toEqual([]);

    // The detector already in this page keeps running until it reloads: the background's gate
    // (origin switched on and still granted) is what drops its reports now.
    const detectionsBefore = (await genericDetections()).length;
    await hands.play(page);
    await hands.playing(page);
    await hands.playedOn(page, 1);
    expect((await genericDetections()).length).toBe(detectionsBefore);
    await page.reload();
    await hands.play(page);
    await hands.playing(page);
    await hands.playedOn(page, 1);
    expect((await scrobbles()).slice(before).filter((r) => /Inception|Matrix/.test(JSON.stringify(r.body)))).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
    await page.close();
  });
});

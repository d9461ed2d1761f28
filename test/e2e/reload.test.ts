import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { ensureClip } from '../sites/media';
import { readActivity } from './support/extension-db';
import { openNetflixWatch, player, popupUrl, serveNetflix, signInThroughConsent } from './support/flows';
import { closeStage, openStage, type Harness } from './support/harness';
import { E2E_CHROME_EXTENSION } from './support/paths';
import { waitFor } from './support/sim-admin';

const bodyOf = (request: { body?: unknown }) => JSON.stringify(request.body);

describe('an extension reload mid-playback (real Chromium)', () => {
  const stage = {} as Harness;
  beforeAll(async () => {
    // Lets the test load the unpacked extension again over CDP: the same id, as an update or a reload does.
    Object.assign(stage, await openStage({ browserArgs: ['--enable-unsafe-extension-debugging'] }));
    await serveNetflix(stage.browser.context, await ensureClip());
    await signInThroughConsent(stage.browser);
  });
  afterAll(() => closeStage(stage));

  it('the orphaned script stops, the new one picks the session up: one start, one stop', async () => {
    const episode = STRANGER_THINGS.seasons[0]!.episodes[1]!;
    const about = (request: { body?: unknown }) => bodyOf(request).includes(`"season":1,"number":${episode.seq}}`);
    const page = await openNetflixWatch(stage.browser.context, episode.id);
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await player.play(page);
    await waitFor('start before the reload', async () => (await stage.admin.requests('/scrobble/start')).find(about));

    const reloadedAt = Date.now();
    const cdp = await stage.browser.context.browser()!.newBrowserCDPSession();
    const { id } = (await cdp.send('Extensions.loadUnpacked' as never, { path: E2E_CHROME_EXTENSION } as never)) as { id: string };
    expect(id).toBe(stage.browser.extensionId);

    // The copy injected into the open tab reports the playback it found (same tab, same item).
    const extensionPage = await stage.browser.context.newPage();
    await extensionPage.goto(popupUrl(stage.browser));
    await waitFor('the new script reports the playing episode', async () =>
      (await readActivity(extensionPage)).find(
        (entry) => entry.kind === 'detected' && entry.at >= reloadedAt && entry.text.includes(STRANGER_THINGS.title) && entry.text.includes('playing'),
      ),
    );
    await player.seekToFraction(page, 0.9);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stop = await waitFor('the stop after the reload', async () => (await stage.admin.requests('/scrobble/stop')).find(about));
    expect(stop.response).toMatchObject({ action: 'scrobble' });

    expect((await stage.admin.requests('/scrobble/start')).filter(about)).toHaveLength(1);
    expect((await stage.admin.requests('/scrobble/stop')).filter(about)).toHaveLength(1);
    // The orphan never tried to talk to the extension that went away.
    expect(pageErrors.filter((text) => /context invalidated/i.test(text))).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
    await extensionPage.close();
    await page.close();
  });
});

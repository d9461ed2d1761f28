import { describe, expect, it } from 'vitest';
import { ensureClip } from '../sites/media';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { netflixFixtureHandler } from '../../content-scripts/sites/netflix/fixture/serve';
import { readActivity } from './support/extension-db';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { useNetflixStage } from './support/harness';
import { waitFor } from './support/sim-admin';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[1]!;

describe('a supported site that changed: "not recognised" in the popup, never a guess (Chromium)', () => {
  const stage = useNetflixStage();

  it('Netflix without its metadata API and title bar: the popup says so, the user names it, and only then it is scrobbled', async () => {
    const clipPath = await ensureClip();
    // The redesign: the metadata answer has a new shape and the title bar's markup is gone.
    await stage.browser.context.route('https://www.netflix.com/nq/website/memberapi/release/metadata**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ title: { kind: 'redesigned' } }) }),
    );
    await stage.browser.context.route('https://www.netflix.com/watch/**', async (route) => {
      const original = netflixFixtureHandler({ url: route.request().url(), headers: {} }, { clipPath });
      await route.fulfill({
        status: original.status,
        headers: original.headers,
        body: String(original.body).replaceAll("'data-uia': 'video-title'", "'data-uia': 'title-v2'"),
      });
    });
    await (await signInThroughConsent(stage.browser)).close();

    const page = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(page);
    const popup = await openPopup(stage.browser);
    const card = popup.getByTestId('unrecognised-site');
    await expect.poll(() => card.getByRole('heading').first().textContent(), { timeout: 20_000 }).toBe('Playing on Netflix, but the title was not recognised');
    // Nothing went out under a guess.
    expect(await stage.admin.requests('/scrobble/')).toEqual([]);

    await card.getByLabel('An episode').check();
    await card.getByLabel('Title').fill('Stranger Things');
    await card.getByLabel('Season').fill('1');
    await card.getByLabel('Episode number').fill('2');
    await card.getByRole('button', { name: 'Track this' }).click();
    await expect.poll(() => card.count()).toBe(0);

    // The answer is the guess for this page from now on: the next play starts it.
    await player.pause(page);
    await player.play(page);
    const start = await waitFor('the start for the named episode', async () => (await stage.admin.requests('/scrobble/start')).find((r) => r.status === 201));
    expect(start.body).toMatchObject({ show: { title: 'Stranger Things' }, episode: { season: 1, number: 2 } });

    const log = (await readActivity(await stage.browser.worker())).map((entry) => entry.text);
    expect(
      log.some((text) => text.includes('Netflix: a video plays on https://www.netflix.com/watch/') && text.includes('no source could tell what it is')),
    ).toBe(true);
    expect(log.some((text) => text.includes('source "netflix-metadata" failed'))).toBe(true);
    expect(await stage.admin.violations()).toEqual([]);
  });
});

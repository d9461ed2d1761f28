import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GLASS_ONION, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { useNetflixStage } from './support/harness';
import type { LibraryView } from './support/popup-page';
import { waitFor } from './support/sim-admin';

/** Plays a Netflix item from 85% to its end at 8x, and waits until the service has it watched. */
async function finish(page: Page, watched: () => Promise<boolean>): Promise<void> {
  await player.seekToFraction(page, 0.85);
  await player.setRate(page, 8);
  await player.play(page);
  await player.waitEnded(page);
  await waitFor('marked watched on the service', watched);
}

describe('after a watch: the offer to rate what was just finished (Chromium)', () => {
  const stage = useNetflixStage();
  const ratings = async () => ((await stage.admin.user('demo')) as unknown as LibraryView).ratings;
  const history = async () => (await stage.admin.user('demo')).history;

  it('is off by default; turned on, a finish is offered for rating in the popup, and rating it ends the offer', async () => {
    const signedIn = await signInThroughConsent(stage.browser);
    await signedIn.close();
    const episode = STRANGER_THINGS.seasons[0]!.episodes[1]!;
    let page = await openNetflixWatch(stage.browser.context, episode.id);
    await finish(page, async () => (await history()).length === 1);
    await page.close();
    let popup = await openPopup(stage.browser);
    await popup.getByTestId('nothing-playing').or(popup.getByTestId('watching-card')).first().waitFor();
    expect(await popup.getByTestId('rate-offer').count()).toBe(0);
    await popup.close();

    const options = await stage.browser.context.newPage();
    await options.goto(`chrome-extension://${stage.browser.extensionId}/options.html`);
    await options.getByTestId('options-rate-prompt').getByRole('checkbox').check();
    await expect
      .poll(() =>
        options.evaluate(async () => {
          const { chrome } = globalThis as unknown as { chrome: { storage: { sync: { get(k: string): Promise<Record<string, { ratePrompt?: boolean }>> } } } };
          return (await chrome.storage.sync.get('settings')).settings?.ratePrompt ?? false;
        }),
      )
      .toBe(true);
    await options.close();

    page = await openNetflixWatch(stage.browser.context, STRANGER_THINGS.seasons[0]!.episodes[2]!.id);
    await finish(page, async () => (await history()).length === 2);
    popup = await openPopup(stage.browser);
    const offer = popup.getByTestId('rate-offer');
    await expect.poll(() => offer.getByRole('heading').textContent()).toBe('Rate Stranger Things?');
    await offer.getByRole('button', { name: 'Rate 8 out of 10' }).click();
    const rated = await waitFor('the rating on the service', async () => (await ratings()).find((row) => row.rating === 8));
    expect(rated).toMatchObject({ type: 'show', show: { ids: { svc: 20001 } } });
    // The offer stays in this popup to show the rating was saved; the next popup has none.
    await offer.locator('[data-testid="mark-rating"][data-state="saved"]').waitFor();
    await popup.close();
    popup = await openPopup(stage.browser);
    await popup.getByTestId('item-actions').or(popup.getByTestId('nothing-playing')).first().waitFor();
    // (The popup may first paint its cached status; what counts is what it settles on.)
    await expect.poll(() => popup.getByTestId('rate-offer').count()).toBe(0);
    await popup.close();
    await page.close();
  });

  it('"Not now" ends the offer for that title for good; the next open does not ask again', async () => {
    const page = await openNetflixWatch(stage.browser.context, GLASS_ONION.id);
    await finish(page, async () => (await history()).some((row) => row.type === 'movie'));
    let popup = await openPopup(stage.browser);
    const offer = popup.getByTestId('rate-offer');
    await expect.poll(() => offer.getByRole('heading').textContent()).toBe(`Rate ${GLASS_ONION.title}?`);
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await popup.close();
    popup = await openPopup(stage.browser);
    await popup.getByTestId('item-actions').or(popup.getByTestId('nothing-playing')).first().waitFor();
    // (The popup may first paint its cached status; what counts is what it settles on.)
    await expect.poll(() => popup.getByTestId('rate-offer').count()).toBe(0);
    expect((await ratings()).filter((row) => row.type === 'movie')).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
    await popup.close();
    await page.close();
  });
});

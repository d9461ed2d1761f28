import { describe, expect, it } from 'vitest';
import { GLASS_ONION, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { readAll } from './support/extension-db';
import { openNetflixWatch, player, signInThroughConsent } from './support/flows';
import { useNetflixStage } from './support/harness';

/** The library cache's remembered site pages (lib/library/cache.ts `siteLinks`), as one string. */
async function rememberedPages(stage: ReturnType<typeof useNetflixStage>): Promise<string> {
  return JSON.stringify(await readAll(await stage.browser.worker(), 'library'));
}

describe('the pages a user watched on are remembered only while the site is scrobbled (real Chromium)', () => {
  const stage = useNetflixStage();

  it('a title played on a site switched off leaves no page link behind', async () => {
    const { browser } = stage;
    const popup = await signInThroughConsent(browser, 'demo');
    const episode = STRANGER_THINGS.seasons[0]!.episodes[0]!;
    const first = await openNetflixWatch(browser.context, episode.id);
    await player.play(first);
    await popup.getByTestId('player-state').waitFor();
    await popup.getByLabel('Scrobble on Netflix').uncheck();
    await popup.getByTestId('scrobbling-off').waitFor();
    await first.close();

    // Netflix is off: the next title plays, the popup shows it as not scrobbled, and that is all.
    const next = await openNetflixWatch(browser.context, GLASS_ONION.id);
    await player.play(next);
    await popup.getByText(GLASS_ONION.title).first().waitFor();
    await popup.getByTestId('scrobbling-off').waitFor();
    const remembered = await rememberedPages(stage);
    expect(remembered).not.toContain(`/watch/${GLASS_ONION.id}`);
    // While Netflix was on, the page was remembered (what "open the site" returns to).
    expect(remembered).toContain(`/watch/${episode.id}`);

    await popup.getByLabel('Scrobble on Netflix').check();
    await next.close();
    await popup.close();
  });
});

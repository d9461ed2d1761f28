import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signInThroughConsent } from './flows';
import { closeStage, openStage, type Harness } from './harness';
import { routeSiteFixtures, siteFixtureServer } from './site-fixtures';

/**
 * For a describe block: a fresh stage, signed in as `user`, with the library page open and its
 * first read shown (`page`, set before the block's own beforeAll runs). Closed after the block.
 * `siteFixtures`: the sites' fixtures on their real hosts, for the imports that read a site's tab.
 */
export function useSignedInLibrary(user: string, options: { siteFixtures?: boolean } = {}): { stage: Harness; page: Page } {
  const held = { stage: {} as Harness, page: undefined as unknown as Page };
  beforeAll(async () => {
    Object.assign(held.stage, await openStage());
    if (options.siteFixtures) await routeSiteFixtures(held.stage.browser.context, siteFixtureServer({}));
    const popup = await signInThroughConsent(held.stage.browser, user);
    await popup.close();
    held.page = await held.stage.browser.context.newPage();
    await held.page.goto(`chrome-extension://${held.stage.browser.extensionId}/library.html`);
    await held.page.getByTestId('freshness').waitFor();
  });
  afterAll(() => closeStage(held.stage));
  return held;
}

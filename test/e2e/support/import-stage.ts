// The stage of the site history imports: one browser with the sites' fixtures on their real hosts,
// signed in as `pro`, and the library page open where the import reads each site in its own tab.
// Call it in a describe block: it opens the stage before the block's cases and closes it after.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signInThroughConsent } from './flows';
import { closeStage, openStage, type Harness } from './harness';
import { routeSiteFixtures, siteFixtureServer } from './site-fixtures';

export interface ImportStage {
  stage: Harness;
  /** The library page (set once the stage is open). */
  library: Page;
}

export function useImportStage(): ImportStage {
  const scene = { stage: {} as Harness, library: undefined as unknown as Page };
  beforeAll(async () => {
    Object.assign(scene.stage, await openStage());
    await routeSiteFixtures(scene.stage.browser.context, siteFixtureServer({}));
    await (await signInThroughConsent(scene.stage.browser, 'pro')).close();
    scene.library = await scene.stage.browser.context.newPage();
    await scene.library.goto(`chrome-extension://${scene.stage.browser.extensionId}/library.html`);
    await scene.library.getByTestId('freshness').waitFor();
  });
  afterAll(() => closeStage(scene.stage));
  return scene;
}

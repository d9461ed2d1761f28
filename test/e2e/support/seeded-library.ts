import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RequestEntry } from '../../service';
import { giveProfileNumber, signInThroughConsent } from './flows';
import { closeStage, openStage, type Harness } from './harness';
import { seedLibrary, type SeededLibrary } from './library-seed';
import { waitFor } from './sim-admin';

/** The PRO user's profile number in the simulator, given on the options page before the library opens. */
const PRO_PROFILE = 41_002;

export interface SeededLibraryScene {
  stage: Harness;
  seeded: SeededLibrary;
  /** A new tab on the library page, once its first read is shown. */
  openLibrary(): Promise<Page>;
  /** How many requests the service has seen so far: a mark for `requestsSince`. */
  requestCount(): Promise<number>;
  /** Every request the service saw after `mark` (API and CDN), for "what did this open read". */
  requestsSince(mark: number): Promise<RequestEntry[]>;
}

/**
 * For a describe block of the library's e2e files: one browser for the block, signed in as the
 * PRO user with a profile number and the library of support/library-seed.ts planted on the
 * service. The library page itself is left for the tests to open.
 */
export function useSeededLibrary(): SeededLibraryScene {
  const stage = {} as Harness;
  const scene: SeededLibraryScene = {
    stage,
    seeded: undefined as unknown as SeededLibrary,
    async openLibrary() {
      const opened = await stage.browser.context.newPage();
      await opened.goto(`chrome-extension://${stage.browser.extensionId}/library.html`);
      await opened.getByTestId('freshness').waitFor();
      return opened;
    },
    requestCount: async () => (await stage.admin.requests('')).length,
    requestsSince: async (mark) => (await stage.admin.requests('')).slice(mark),
  };
  beforeAll(async () => {
    Object.assign(stage, await openStage());
    const popup = await signInThroughConsent(stage.browser, 'pro');
    // The signed-in popup reads "continue watching" (activities, then playbacks); let it finish
    // before the tests count what the library page reads, or its late playback read is counted.
    await waitFor("the popup's continue-watching read", async () => (await stage.admin.requests('/sync/playback')).some((request) => request.method === 'GET'));
    await popup.close();
    await giveProfileNumber(stage.browser, PRO_PROFILE);
    scene.seeded = seedLibrary(stage.sim, 'pro');
  });
  afterAll(() => closeStage(stage));
  return scene;
}

/** The API requests among `entries` as "METHOD /path", sorted, for comparing what a page read. */
export function apiPaths(entries: RequestEntry[]): string[] {
  return entries
    .filter((r) => r.host === 'api')
    .map((r) => `${r.method} ${r.path}`)
    .sort();
}

/** Waits until every Continue watching card on `page` shows its title's fanart. */
export async function waitForCardArtwork(page: Page): Promise<void> {
  const cards = page.getByTestId('continue-watching').locator('li.playback');
  await waitFor('the saved places', async () => (await cards.count()) > 0);
  for (const card of await cards.all()) {
    await waitFor('a card with its fanart', async () => (await card.getByTestId('playback-art').getAttribute('data-artwork')) === 'picture');
  }
}

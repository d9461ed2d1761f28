// The stage of the generic detector's Chromium tests: the generic fixture sites, the media servers
// on their loopback ports, a signed-in user, and a debugging port for the toolbar popup.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ensureClip } from '../../sites/media';
import { routeGeneric } from '../../../content-scripts/sites/generic/fixture/serve';
import { signInThroughConsent } from './flows';
import { detectedOnGenericPages, hands, hasHostAccess, registeredScriptIds } from './generic-hands';
import { closeStage, openStage, type Harness } from './harness';
import { startMediaServers, type MediaServers } from './media-servers';
import { PORT_BASE } from './paths';
import { waitFor } from './sim-admin';
import { debuggingArgs } from './site-access';

export function useGenericStage() {
  const stage = {} as Harness;
  let servers: MediaServers | undefined;
  beforeAll(async () => {
    Object.assign(stage, await openStage({ browserArgs: debuggingArgs(PORT_BASE) }));
    await routeGeneric(stage.browser.context, { clipPath: await ensureClip() });
    servers = await startMediaServers({ clipPath: await ensureClip() }, []);
    await signInThroughConsent(stage.browser);
  });
  afterAll(async () => {
    await servers?.close();
    await closeStage(stage);
  });

  return {
    stage,
    scrobbles: async () => (await stage.admin.requests('/scrobble/')).map((r) => ({ path: r.path, body: r.body as Record<string, unknown> })),
    /** The first `/scrobble/<action>` whose body names `text`. */
    request: (action: string, text: string) =>
      waitFor(`${action} for ${text}`, async () => (await stage.admin.requests(`/scrobble/${action}`)).find((r) => JSON.stringify(r.body).includes(text))),
    genericDetections: () => detectedOnGenericPages(stage.browser),
    registeredIds: () => registeredScriptIds(stage.browser),
    granted: (pattern: string) => hasHostAccess(stage.browser, pattern),
    async openAndPlay(url: string): Promise<Page> {
      const page = await stage.browser.context.newPage();
      await page.goto(url);
      await hands.play(page);
      await hands.playing(page);
      return page;
    },
  };
}

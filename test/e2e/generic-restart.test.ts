import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../service';
import { ensureClip } from '../sites/media';
import { GENERIC_ORIGIN, GENERIC_TABLE } from '../../content-scripts/sites/generic/fixture/catalog';
import { routeGeneric } from '../../content-scripts/sites/generic/fixture/serve';
import { launchWithExtension } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { hands } from './support/generic-hands';
import { closeStage, type Harness } from './support/harness';
import { E2E_CHROME_EXTENSION, E2E_PORTS, PORT_BASE } from './support/paths';
import { SimAdmin, waitFor } from './support/sim-admin';
import { clickToolbarButton, debuggingArgs, grantSiteAccess } from './support/site-access';

const HOST = new URL(GENERIC_ORIGIN).hostname;
const PATTERN = `${GENERIC_ORIGIN}/*`;
const CROWN = GENERIC_TABLE.find((row) => row.expected?.title === 'The Crown')!;

describe('Generic detector across a browser restart (Chromium, same profile)', () => {
  const stage = {} as Harness;
  let profile: string;

  beforeAll(async () => {
    profile = await mkdtemp(path.join(os.tmpdir(), 'watchmark-generic-profile-'));
    const sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    Object.assign(stage, { sim, admin: new SimAdmin(sim.urls.api) });
  });

  afterAll(async () => {
    await closeStage(stage);
    await rm(profile, { recursive: true, force: true });
  });

  async function launch() {
    stage.browser = await launchWithExtension(E2E_CHROME_EXTENSION, { userDataDir: profile, args: debuggingArgs(PORT_BASE) });
    await routeGeneric(stage.browser.context, { clipPath: await ensureClip() });
  }

  it('a site switched on stays on: after a restart its pages are detected without asking again', async () => {
    await launch();
    await signInThroughConsent(stage.browser);
    const page = await stage.browser.context.newPage();
    await page.goto(CROWN.url);
    await grantSiteAccess(stage.browser, PATTERN);
    const popup = await clickToolbarButton(stage.browser, page, PORT_BASE);
    await popup.getByRole('button', { name: `Detect videos on ${HOST}` }).click();
    await popup.getByRole('button', { name: `Stop detecting on ${HOST}` }).waitFor({ timeout: 10_000 });
    await stage.browser.close();

    await launch();
    const after = await stage.browser.context.newPage();
    await after.goto(CROWN.url);
    await hands.play(after);
    const start = await waitFor('start for The Crown after the restart', async () =>
      (await stage.admin.requests('/scrobble/start')).find((r) => JSON.stringify(r.body).includes('The Crown')),
    );
    expect(start.body).toMatchObject({ show: { title: 'The Crown', ids: { svc: 20013 } }, episode: { season: 1, number: 2 } });
    expect(await stage.admin.violations()).toEqual([]);
  });
});

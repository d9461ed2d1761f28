import { describe, expect, it } from 'vitest';
import type { RequestEntry } from '../service/violations';
import { openExtensionPage, signInThroughConsent } from './support/firefox';
import { useFirefoxStage } from './support/firefox-stage';
import { seedLibrary } from './support/library-seed';
import { waitFor } from './support/sim-admin';

const apiCalls = (entries: RequestEntry[]) => entries.filter((r) => r.host === 'api').map((r) => `${r.method} ${r.path}`).sort();

describe('Firefox: the library page of the MV2 build (real Firefox ESR over WebDriver BiDi)', () => {
  const stage = useFirefoxStage();
  const firefox = () => stage.firefox();

  it('shows the seeded library, deletes a 64-bit playback exactly, and a second open reads only activities', async () => {
    const ff = await firefox();
    await (await signInThroughConsent(ff, 'pro')).close();
    const seeded = seedLibrary(stage.sim, 'pro');

    let mark = (await stage.admin.requests('')).length;
    let page = await openExtensionPage(ff, 'library.html', '[data-testid="freshness"]');
    await waitFor('the calendars', async () => (await page.$('[data-testid="airing-today"]')) !== null);
    const ids = await page.$$eval('[data-playback-id]', (rows) => rows.map((row) => row.getAttribute('data-playback-id')));
    expect(ids.sort()).toEqual(seeded.visible.map((row) => row.id).sort());
    const first = (await stage.admin.requests('')).slice(mark);
    expect(apiCalls(first)).toContain('GET /sync/activities');
    // Firefox sets the User-Agent on fetch itself (no declarativeNetRequest rule there), CDN included.
    expect(first.filter((r) => r.host === 'cdn').map((r) => [r.userAgent, r.hasAuth])).toEqual([
      ['watchmark/0.1.0', false],
      ['watchmark/0.1.0', false],
      ['watchmark/0.1.0', false],
    ]);
    await page.close();

    mark = (await stage.admin.requests('')).length;
    page = await openExtensionPage(ff, 'library.html', '[data-testid="freshness"][data-reread=""]');
    await waitFor('the calendars', async () => (await page.$('[data-testid="airing-today"]')) !== null);
    expect(apiCalls((await stage.admin.requests('')).slice(mark))).toEqual(['GET /sync/activities']);

    const target = seeded.visible[0]!;
    await page.click(`button[aria-label="Remove the saved place of ${target.title}"]`);
    await waitFor('the pause to be gone on the service', async () => !stage.sim.state.library.playback.some((row) => row.id.toString() === target.id));
    expect(stage.sim.state.library.playback.map((row) => row.id.toString())).toContain(seeded.visible[1]!.id);
    expect(await stage.admin.violations()).toEqual([]);
  });
});

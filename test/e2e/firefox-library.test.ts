import { describe, expect, it } from 'vitest';
import type { RequestEntry } from '../service/violations';
import { openExtensionPage, signInThroughConsent } from './support/firefox';
import { useFirefoxStage } from './support/firefox-stage';
import { seedLibrary } from './support/library-seed';
import { waitFor } from './support/sim-admin';

const apiCalls = (entries: RequestEntry[]) => entries.filter((r) => r.host === 'api').map((r) => `${r.method} ${r.path}`).sort();

describe('Firefox: the library page of the MV2 build (real Firefox ESR over WebDriver BiDi), and its import', () => {
  const stage = useFirefoxStage();
  const firefox = () => stage.firefox();

  it('shows the seeded library, deletes a 64-bit playback exactly, and a second open reads only activities', async () => {
    const ff = await firefox();
    // Returns once the signed-in popup's own reads are answered: the seed cannot race them.
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

  it("imports a Netflix data export's ViewingActivity.csv: real watches with their end times, trailers and glances left out", async () => {
    const ff = await firefox();
    // The full export's file (HISTORY.md): one row per session, Start Time in UTC, with a duration.
    const csv = [
      'Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type,Bookmark,Latest Bookmark,Country',
      'Ana,2026-05-10 20:00:00,00:50:00,,Stranger Things: Stranger Things 4: Chapter One: The Hellfire Club,,Firefox PC,00:50:00,00:50:00,US (United States)',
      'Ana,2026-05-09 21:00:00,02:15:00,Autoplayed: user action: User_Interaction; ,The Irishman,,TV,02:15:00,02:15:00,US (United States)',
      'Ana,2026-05-09 20:58:00,00:00:45,Autoplayed: user action: None; ,Trailer: Glass Onion,TRAILER,TV,00:00:45,00:00:45,US (United States)',
      "Ana,2026-05-08 19:00:00,00:01:00,,Stranger Things: Stranger Things 4: Chapter Two: Vecna's Curse,,Firefox PC,00:01:00,00:01:00,US (United States)",
    ].join('\r\n');
    const historyRows = async () => (await stage.admin.user('pro')).history.map((row) => ({ title: row.title, ...(row.season !== undefined ? { season: row.season, number: row.number } : {}), watched_at: row.watched_at }));
    const before = await historyRows();

    const page = await openExtensionPage(ff, 'library.html', '[data-testid="import-file"]');
    // What choosing the file does: the input's files, then its change event (no file dialog in a test).
    await page.$eval('[data-testid="import-file"]', (input, text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'ViewingActivity.csv', { type: 'text/csv' }));
      (input as HTMLInputElement).files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, csv);
    await waitFor('the preview', async () => (await page.$('[data-testid="import-summary"][data-new]')) !== null, 30_000);
    expect(await page.$eval('[data-testid="import-summary"]', (summary) => summary.getAttribute('data-new'))).toBe('2');
    await page.click('[data-testid="import-go"]');
    await waitFor('the result', async () => (await page.$('[data-testid="import-result"]')) !== null, 30_000);
    expect(await page.$eval('[data-testid="import-result"]', (result) => result.getAttribute('data-written'))).toBe('2');

    const added = (await historyRows()).slice(before.length).sort((a, b) => a.watched_at.localeCompare(b.watched_at));
    expect(added).toEqual([
      { title: 'The Irishman', watched_at: '2026-05-09T23:15:00.000Z' },
      { title: 'Stranger Things', season: 4, number: 1, watched_at: '2026-05-10T20:50:00.000Z' },
    ]);
    expect(await stage.admin.violations()).toEqual([]);
  });
});

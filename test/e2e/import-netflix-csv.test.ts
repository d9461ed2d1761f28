import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInLibrary } from './support/library-stage';
import { REPO_ROOT } from './support/paths';
import { waitFor } from './support/sim-admin';

const SCREENSHOTS = path.join(REPO_ROOT, 'reports/screenshots');

// A "Download all" file of a US account (M/D/YY, newest first), as HISTORY.md describes it:
// named seasons of the show's own name, a repeat on one day, a movie with a colon in its title.
const ACTIVITY_CSV = [
  'Title,Date',
  '"Stranger Things: Stranger Things 4: Chapter Three: The Monster and the Superhero","5/21/26"',
  '"Stranger Things: Stranger Things 4: Chapter Two: Vecna\'s Curse","5/20/26"',
  '"Stranger Things: Stranger Things 4: Chapter Two: Vecna\'s Curse","5/20/26"',
  '"Stranger Things: Season 1: Chapter One: The Vanishing of Will Byers","4/3/26"',
  '"Glass Onion: A Knives Out Mystery","4/2/26"',
  '"The Irishman","3/14/26"',
  '"Completely Unknown Show: Season 1: Pilot","3/13/26"',
].join('\r\n');

const noon = (date: string) => `${date}T12:00:00.000Z`;
const EXPECTED = [
  { title: 'Stranger Things', season: 4, number: 3, watched_at: noon('2026-05-21') },
  { title: 'Stranger Things', season: 4, number: 2, watched_at: noon('2026-05-20') },
  { title: 'Stranger Things', season: 1, number: 1, watched_at: noon('2026-04-03') },
  { title: 'Glass Onion: A Knives Out Mystery', watched_at: noon('2026-04-02') },
  { title: 'The Irishman', watched_at: noon('2026-03-14') },
];

describe('importing a Netflix CSV on the library page in real Chromium', () => {
  const library = useSignedInLibrary('pro');
  const { stage } = library;
  let page: Page;

  beforeAll(async () => {
    page = library.page;
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  const section = () => page.getByTestId('import-history');
  const choose = (name: string, text: string) => page.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  const imported = async () =>
    (await stage.admin.user('pro')).history.map((row) => ({
      title: row.title,
      ...(row.season !== undefined ? { season: row.season, number: row.number } : {}),
      watched_at: row.watched_at,
    }));
  const byTime = <T extends { watched_at: string; number?: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.watched_at.localeCompare(b.watched_at) || (a.number ?? 0) - (b.number ?? 0));

  it('refuses a file in neither format and writes nothing', async () => {
    await choose('watch-history.csv', 'Date Watched,Type,Title,Episode Title\n2024-04-23,Movie,Roma,\n');
    await expect.poll(() => section().getByTestId('import-error').textContent()).toContain('Title,Date');
    expect(await section().getByTestId('import-error').textContent()).toContain('Date Watched,Type,Title,Episode Title');
    expect(await stage.admin.requests('/sync/history')).toEqual([]);
  });

  it('previews by show, imports the ticked rows with their days, and the history holds exactly them', async () => {
    const before = await imported();
    await choose('NetflixViewingHistory.csv', ACTIVITY_CSV);
    const summary = section().getByTestId('import-summary');
    await summary.waitFor({ timeout: 30_000 });
    // Sure matches ticked; the movie whose title has a colon is unsure (movie or episode?) and unticked.
    expect(await summary.getAttribute('data-new')).toBe('4');
    expect(await summary.getAttribute('data-there')).toBe('1');
    expect(await summary.getAttribute('data-unresolved')).toBe('1');
    const glassOnion = section().getByTestId('import-row').filter({ hasText: 'Glass Onion' });
    expect(await glassOnion.getAttribute('data-ticked')).toBe('false');
    await glassOnion.getByRole('checkbox').check();
    await section().screenshot({ path: path.join(SCREENSHOTS, 'import-preview.png') });

    await section().getByTestId('import-go').click();
    const result = section().getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-written')).toBe('5');
    expect(await result.getAttribute('data-not-found')).toBe('0');
    const added = (await imported()).slice(before.length);
    expect(byTime(added)).toEqual(byTime(EXPECTED));
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('a second import of the same file writes nothing, and cancel leaves the preview', async () => {
    const posts = (await stage.admin.requests('/sync/history')).length;
    await choose('NetflixViewingHistory.csv', ACTIVITY_CSV);
    const summary = section().getByTestId('import-summary');
    await waitFor('the preview', async () => (await summary.count()) > 0 && (await summary.getAttribute('data-new')) !== null, 30_000);
    expect(await summary.getAttribute('data-new')).toBe('0');
    expect(Number(await summary.getAttribute('data-before')) + Number(await summary.getAttribute('data-there'))).toBe(6);
    expect(await section().getByTestId('import-go').isDisabled()).toBe(true);
    await section().getByTestId('import-cancel').click();
    await section().getByTestId('import-cancelled').waitFor();
    expect((await stage.admin.requests('/sync/history')).length).toBe(posts);
  });

  it('reads a Slovak file ("21. 6. 2026": day first, spaces after the dots) at the days it names', async () => {
    const before = await imported();
    const slovak = ['Title,Date', '"Roma","21. 6. 2026"', '"Parasite","5. 6. 2026"'].join('\r\n');
    await choose('NetflixViewingHistory.csv', slovak);
    const phase = () => section().getAttribute('data-phase');
    await waitFor('the preview or a refusal', async () => ['preview', 'error'].includes((await phase()) ?? ''), 30_000);
    const refusal = (await phase()) === 'error' ? await section().getByTestId('import-error').textContent() : null;
    expect(refusal).toBeNull();
    expect(await section().getByTestId('import-summary').getAttribute('data-new')).toBe('2');
    await section().getByTestId('import-go').click();
    const result = section().getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-written')).toBe('2');
    const known = new Set(before.map((row) => JSON.stringify(row)));
    const added = async () => byTime((await imported()).filter((row) => !known.has(JSON.stringify(row))));
    await expect.poll(added, { timeout: 15_000 }).toEqual([
      { title: 'Parasite', watched_at: noon('2026-06-05') },
      { title: 'Roma', watched_at: noon('2026-06-21') },
    ]);
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('"Undo this import" on the result takes back what it added; what the history held before stays', async () => {
    const history = async () => (await stage.admin.user('pro')).history;
    const before = await history();
    // The Irishman on that day is in the history already (an earlier import): skipped. Interstellar is new.
    await choose('NetflixViewingHistory.csv', ['Title,Date', '"The Irishman","3/14/26"', '"Interstellar","1/9/26"'].join('\r\n'));
    const summary = section().getByTestId('import-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.getAttribute('data-new')).toBe('1');
    await section().getByTestId('import-go').click();
    const result = section().getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-written')).toBe('1');
    expect((await history()).length).toBe(before.length + 1);

    await result.getByTestId('import-undo').click();
    await result.getByTestId('import-undone').waitFor();
    await expect.poll(history, { timeout: 15_000 }).toEqual(before);
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('"Undo this import" after a later watch elsewhere asks first, on the result itself; Remove anyway then takes back only the import', async () => {
    const history = async () => (await stage.admin.user('pro')).history;
    const before = await history();
    await choose('NetflixViewingHistory.csv', ['Title,Date', '"Pulp Fiction","2/14/26"'].join('\r\n'));
    const phase = () => section().getAttribute('data-phase');
    await waitFor('the preview or a refusal', async () => ['preview', 'error'].includes((await phase()) ?? ''), 30_000);
    expect((await phase()) === 'error' ? await section().getByTestId('import-error').textContent() : null).toBeNull();
    await section().getByTestId('import-go').click();
    const result = section().getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-written')).toBe('1');
    const ours = (await history()).find(
      (row) => row.title === 'Pulp Fiction' && !before.some((old) => old.watched_at === row.watched_at && old.title === row.title),
    )!;
    const elsewhere = await stage.admin.watchedElsewhere(ours.ids.svc, new Date(Date.parse(ours.watched_at) + 86_400_000).toISOString(), 'pro');
    const withElsewhere = await history();

    await result.getByTestId('import-undo').click();
    const question = result.getByTestId('watched-elsewhere');
    await question.waitFor({ timeout: 15_000 });
    expect(await result.getByTestId('import-undone').count(), 'asked, not undone').toBe(0);
    expect(await history()).toEqual(withElsewhere);
    await question.getByRole('button', { name: 'Remove anyway' }).click();
    await result.getByTestId('import-undone').waitFor();
    await expect.poll(history, { timeout: 15_000 }).toEqual([...before, ...withElsewhere.filter((row) => row.watched_at === elsewhere)]);
    expect(await stage.admin.violations()).toEqual([]);
  });
});

import { expect } from 'vitest';
import type { SiteId } from '../../../lib/messages/sites';
import type { RowCookie } from '../../sites/row-steps';
import type { HistoryCase, HistoryRow } from '../../sites/site-table';
import { SITE_TABLE_FILES } from '../../sites/tables';
import { waitFor, type SimAdmin } from './sim-admin';

// The history reads of the sites' tables (a table's `history`), run the same way in both browsers:
// the site's tab is open, the library page reads it, the preview offers exactly the case's rows,
// importing writes exactly them, and a second read finds nothing new. A changed schema stops the
// read with its reason and writes nothing.

export interface HistoryTableCase {
  site: SiteId;
  name: string;
  read: HistoryCase;
}

export function historyCases(): HistoryTableCase[] {
  return Object.entries(SITE_TABLE_FILES).flatMap(([site, table]) =>
    (table?.history ?? []).map((read) => ({ site: site as SiteId, name: `${site} history: ${read.name}`, read })),
  );
}

/** Firefox reads the first case of each site (Chromium reads them all). */
export const firstHistoryCaseOfEachSite = (): HistoryTableCase[] =>
  historyCases().filter((entry, index, all) => all.findIndex((other) => other.site === entry.site) === index);

/** A library page in either browser, reached by CSS selectors. */
export interface LibraryHands {
  click(selector: string): Promise<void>;
  /** Waits for the selector to match (30 s: a read of several pages on a loaded machine). */
  waitFor(selector: string): Promise<void>;
  /** The attribute of the first match, null where nothing matches. */
  attribute(selector: string, name: string): Promise<string | null>;
  text(selector: string): Promise<string>;
  close(): Promise<void>;
}

export interface HistoryHands {
  openTab(url: string): Promise<{ close(): Promise<void> }>;
  /** A fresh library page, its import section showing. */
  openLibrary(): Promise<LibraryHands>;
  setCookies(cookies: readonly RowCookie[]): Promise<void>;
  clearCookies(cookies: readonly RowCookie[]): Promise<void>;
}

const byTestId = (id: string) => `[data-testid="${id}"]`;
const order = (rows: readonly HistoryRow[]) =>
  [...rows].sort((a, b) => a.watched_at.localeCompare(b.watched_at) || a.title.localeCompare(b.title) || (a.number ?? 0) - (b.number ?? 0));

async function historyOf(admin: SimAdmin, user: string): Promise<HistoryRow[]> {
  return (await admin.user(user)).history.map((row) => ({
    title: row.title,
    ...(row.number !== undefined ? { season: row.season, number: row.number } : {}),
    watched_at: row.watched_at,
  }));
}

const historyPosts = async (admin: SimAdmin) => (await admin.requests('/sync/history')).filter((entry) => entry.method === 'POST').length;

export async function checkHistoryCase(stage: { admin: SimAdmin; user: string }, hands: HistoryHands, { site, read }: HistoryTableCase): Promise<void> {
  const before = await historyOf(stage.admin, stage.user);
  const sent = await historyPosts(stage.admin);
  if (read.cookies) await hands.setCookies(read.cookies);
  const tab = await hands.openTab(read.url);
  const library = await hands.openLibrary();
  try {
    await library.click(byTestId(`import-site-${site}`));
    if (read.fails !== undefined) {
      await library.waitFor(byTestId('import-site-error'));
      expect(await library.text(byTestId('import-site-error'))).toContain(read.fails);
      expect(await historyPosts(stage.admin), 'a read that stopped writes nothing').toBe(sent);
      return;
    }
    const imports = read.imports ?? [];
    await library.waitFor(`${byTestId('import-summary')}[data-new]`);
    expect(await library.attribute(byTestId('import-summary'), 'data-new'), 'what the preview offers').toBe(String(imports.length));
    const importedBefore = Number(await library.attribute(byTestId('import-summary'), 'data-before'));
    if (read.profile !== undefined) expect(await library.text(byTestId('import-profile-read'))).toContain(read.profile);
    if (imports.length > 0) {
      await library.click(byTestId('import-go'));
      await library.waitFor(byTestId('import-result'));
      expect(await library.attribute(byTestId('import-result'), 'data-written')).toBe(String(imports.length));
      expect(order((await historyOf(stage.admin, stage.user)).slice(before.length))).toEqual(order(imports));
    }
    // Read again: everything is in the history already, nothing is offered, nothing is written.
    const written = await historyPosts(stage.admin);
    await library.click(byTestId(`import-site-${site}`));
    await waitFor(
      'the second read to find what the first imported',
      async () => (await library.attribute(byTestId('import-summary'), 'data-before')) === String(importedBefore + imports.length),
      30_000,
    );
    expect(await library.attribute(byTestId('import-summary'), 'data-new')).toBe('0');
    await library.click(byTestId('import-cancel'));
    expect(await historyPosts(stage.admin)).toBe(written);
  } finally {
    await library.close();
    await tab.close();
    if (read.cookies) await hands.clearCookies(read.cookies);
  }
}

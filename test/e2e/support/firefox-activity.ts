import type { Page } from 'puppeteer-core';
import { openExtensionPage, type FirefoxWithExtension } from './firefox';
import { waitFor } from './sim-admin';

/** The activity log of the MV2 build, once its table is drawn. */
export function openActivityLog(ff: FirefoxWithExtension): Promise<Page> {
  return openExtensionPage(ff, '/activity.html', '[data-testid="activity-table"]');
}

/**
 * The id of the newest of Watchmark's writes in the log whose text holds `rowText`, once the log
 * shows one. Rows are named by id after that: one text can name several writes (the same rating
 * given twice), and newer rows come in above.
 */
export async function writtenRowId(log: Page, rowText: string): Promise<string> {
  const id = () =>
    log.evaluate(
      (text) => [...document.querySelectorAll('[data-testid="written-row"]')].find((row) => row.textContent?.includes(text))?.getAttribute('data-written-id'),
      rowText,
    );
  return waitFor(`a written row "${rowText}"`, id, 30_000).catch(withRows(log));
}

/** Clicks `button` ("Undo", or "Undo this import") on the row of write `id` once it offers it. */
export async function undoWrittenRow(log: Page, id: string, button = 'Undo'): Promise<void> {
  const clicked = () =>
    log.evaluate(
      (rowId, name) => {
        const row = document.querySelector(`[data-testid="written-row"][data-written-id="${rowId}"]`);
        const control = [...(row?.querySelectorAll('button') ?? [])].find((one) => one.textContent === name);
        control?.click();
        return control !== undefined;
      },
      id,
      button,
    );
  await waitFor(`"${button}" on the written row ${id}`, clicked, 15_000).catch(withRows(log));
}

/** Waits until the row of write `id` says "undone". */
export async function waitUndone(log: Page, id: string): Promise<void> {
  const undone = () =>
    log.evaluate((rowId) => document.querySelector(`[data-testid="written-row"][data-written-id="${rowId}"]`)?.textContent?.includes('undone'), id);
  await waitFor(`the written row ${id} undone`, undone, 15_000).catch(withRows(log));
}

/** A timeout names the rows the log showed, so a wrong row text or state reads in the failure. */
function withRows(log: Page) {
  return async (error: Error): Promise<never> => {
    const rows = await log.$$eval('[data-testid="written-row"]', (all) => all.map((row) => row.textContent)).catch(() => ['(unreadable)']);
    throw new Error(`${error.message}; the rows: ${JSON.stringify(rows)}`);
  };
}

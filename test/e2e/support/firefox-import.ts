import type { Page } from 'puppeteer-core';

/** What choosing a file on the library page's import does: the input's files, then its change event (no file dialog in a test). */
export async function chooseImportFile(library: Page, name: string, text: string): Promise<void> {
  await library.$eval(
    '[data-testid="import-file"]',
    (input, fileName, content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], fileName, { type: 'text/csv' }));
      (input as HTMLInputElement).files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    name,
    text,
  );
}

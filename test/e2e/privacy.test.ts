import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { E2E_CHROME_EXTENSION } from './support/paths';

describe('the privacy statement is one click from the options page (Chromium)', () => {
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Privacy opens docs/privacy.md: what is stored, what is sent, how to delete it', async () => {
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    await options.getByRole('link', { name: 'Privacy' }).click();
    await options.waitForURL(/\/privacy\.html$/);
    await options.getByRole('heading', { level: 1, name: 'Watchmark privacy' }).waitFor();
    for (const heading of ['What is stored in your browser', 'What is sent, and to whom', 'How to delete it']) {
      expect(await options.getByRole('heading', { level: 2, name: heading }).count(), heading).toBe(1);
    }
    // Rendered as elements, not as raw Markdown text.
    expect(await options.locator('main').textContent()).not.toMatch(/^#|\n- |\*\*/m);
    expect(await options.locator('li').count()).toBeGreaterThan(8);
    await options.getByRole('link', { name: 'Back to the settings' }).click();
    await options.waitForURL(/\/options\.html$/);
  });
});

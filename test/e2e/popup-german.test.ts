import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { openPopup } from './support/flows';
import { E2E_CHROME_EXTENSION, E2E_PORTS } from './support/paths';
import { shootPopup } from './support/popup-page';

describe('the popup in German (Chromium with --lang=de: chrome.i18n picks _locales/de)', () => {
  let sim: Simulator;
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    browser = await launchWithExtension(E2E_CHROME_EXTENSION, { args: ['--lang=de'] });
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  it('signs in and shows the signed-in popup in German', async () => {
    const popup = await openPopup(browser);
    await popup.getByRole('button', { name: 'Mit einem Code auf einem anderen Gerät anmelden' }).waitFor();
    await shootPopup(popup, 'signed-out-de');

    const consentOpened = browser.context.waitForEvent('page', { timeout: 15_000 });
    await popup.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const consent = await consentOpened;
    await consent.waitForURL(/\/oauth2\/authorize/, { timeout: 15_000 });
    await consent.locator('#approve').click();
    await popup.getByRole('button', { name: 'Abmelden' }).waitFor({ timeout: 15_000 });
    expect(await popup.getByTestId('nothing-playing').textContent()).toBe('Gerade läuft nichts. Starte eine Serie auf einer unterstützten Seite.');
    expect(await popup.getByRole('link', { name: 'Aktivitätsprotokoll' }).count()).toBe(1);
    await shootPopup(popup, 'nothing-playing-de');
  });
});

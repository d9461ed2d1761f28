import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { openPopup } from './support/flows';
import { layoutProblems } from './support/layout';
import { E2E_CHROME_EXTENSION, E2E_PORTS } from './support/paths';
import { shootPopup } from './support/popup-page';

describe('the popup in Japanese (Chromium with --lang=ja: chrome.i18n picks _locales/ja)', () => {
  let sim: Simulator;
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    browser = await launchWithExtension(E2E_CHROME_EXTENSION, { args: ['--lang=ja'] });
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  it('signs in, finds a title, and nothing overflows the 360 px popup at any step; the activity log speaks Japanese', async () => {
    const popup = await openPopup(browser);
    await popup.getByRole('button', { name: '別のデバイスでコードを使ってログイン' }).waitFor();
    expect(await popup.evaluate(() => document.documentElement.lang)).toMatch(/^ja/);
    expect(await layoutProblems(popup), 'signed out').toEqual([]);
    await shootPopup(popup, 'signed-out-ja');

    const consentOpened = browser.context.waitForEvent('page', { timeout: 15_000 });
    await popup.getByRole('button', { name: 'ログイン', exact: true }).click();
    const consent = await consentOpened;
    await consent.waitForURL(/\/oauth2\/authorize/, { timeout: 15_000 });
    await consent.locator('#approve').click();
    await popup.getByRole('button', { name: 'ログアウト' }).waitFor({ timeout: 15_000 });
    expect(await popup.getByTestId('nothing-playing').textContent()).toBe('再生中の作品はありません。対応サイトで番組を再生してください。');
    expect(await layoutProblems(popup), 'signed in').toEqual([]);
    await shootPopup(popup, 'nothing-playing-ja');

    await popup.getByRole('button', { name: '作品を探す' }).click();
    const search = popup.getByRole('searchbox', { name: '映画・番組・アニメを検索' }).or(popup.getByLabel('映画・番組・アニメを検索'));
    await search.first().fill('Dune');
    await popup.getByRole('button', { name: '検索', exact: true }).click();
    await popup.getByRole('list', { name: '検索結果' }).waitFor();
    expect(await layoutProblems(popup), 'search results').toEqual([]);
    await shootPopup(popup, 'find-title-ja');

    // The activity log's lines are written by the background in the browser's language too.
    const log = await browser.context.newPage();
    await log.goto(`chrome-extension://${browser.extensionId}/activity.html`);
    await log.getByText('ログインしました（ブラウザー）').waitFor();
    expect(await log.getByText('Signed in').count()).toBe(0);
    await log.close();
  });
});

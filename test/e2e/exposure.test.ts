import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClip } from '../sites/media';
import { watchUrl, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { serveNetflix } from './support/flows';
import { closeStage, openStage, type Harness } from './support/harness';
import { E2E_CHROME_EXTENSION, E2E_FIREFOX_EXTENSION } from './support/paths';
import { waitFor } from './support/sim-admin';

interface Manifest {
  name: string;
  web_accessible_resources?: Array<{ resources: string[]; matches?: string[]; use_dynamic_url?: boolean }> | string[];
  content_scripts: Array<{ matches: string[]; js: string[] }>;
}
const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;

/** Names of the extension isolated worlds (content scripts) alive in a page. */
async function contentScriptWorlds(page: Page): Promise<() => string[]> {
  const cdp = await page.context().newCDPSession(page);
  const worlds: string[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }: { context: { name: string; auxData?: { type?: string } } }) => {
    // Playwright's own utility worlds are isolated too; an extension's is named after the extension.
    if (context.auxData?.type === 'isolated' && !context.name.startsWith('__playwright')) worlds.push(context.name);
  });
  await cdp.send('Runtime.enable');
  return () => [...worlds];
}

describe('less exposure to the sites themselves', () => {
  const stage = {} as Harness;
  beforeAll(async () => {
    Object.assign(stage, await openStage());
    await serveNetflix(stage.browser.context, await ensureClip());
    await stage.browser.context.route('https://www.amazon.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><head><title>Amazon</title></head><body><h1>A page</h1></body></html>',
      }),
    );
  });
  afterAll(() => closeStage(stage));

  it('nothing is web-accessible, in either browser: no page can load or probe for a file of ours', () => {
    expect(manifestOf(E2E_CHROME_EXTENSION).web_accessible_resources ?? []).toEqual([]);
    expect(manifestOf(E2E_FIREFOX_EXTENSION).web_accessible_resources ?? []).toEqual([]);
  });

  it("a Netflix page's own scripts never hear the extension's id in a window message", async () => {
    const page = await stage.browser.context.newPage();
    // The page's listener is in place before any content script runs (document_start of the page).
    await page.addInitScript(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      window.addEventListener('message', (event) => heard.push(JSON.stringify(event.data)));
    });
    await page.goto(watchUrl(STRANGER_THINGS.seasons[0]!.episodes[0]!.id));
    // The content script is there (its isolated world ran) before we look.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('video') !== null);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.filter((message) => message.includes(stage.browser.extensionId) || message.includes('content-script-started'))).toEqual([]);
    await page.close();
  });

  it("the Prime Video script runs on Amazon's video pages only, not on the rest of the store", async () => {
    const manifest = manifestOf(E2E_CHROME_EXTENSION);
    const amazonMatches = manifest.content_scripts.flatMap((script) => script.matches).filter((match) => match.includes('amazon.'));
    expect(amazonMatches.length).toBeGreaterThan(0);
    for (const match of amazonMatches) expect(match).toMatch(/^\*:\/\/www\.amazon\.[a-z.]+\/(?:-\/\*\/)?gp\/video\/\*$/);

    const shop = await stage.browser.context.newPage();
    const shopWorlds = await contentScriptWorlds(shop);
    await shop.goto('https://www.amazon.com/Some-Book/dp/B000000000');
    const video = await stage.browser.context.newPage();
    const videoWorlds = await contentScriptWorlds(video);
    await video.goto('https://www.amazon.com/gp/video/detail/B07F6TYCXZ/');
    // The video page gets the script (the control), and by then the shop page, loaded first, has none.
    await waitFor('the content script on the video page', async () => videoWorlds().length > 0);
    expect(shopWorlds()).toEqual([]);
    await shop.close();
    await video.close();
  });
});

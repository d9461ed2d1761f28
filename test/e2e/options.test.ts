import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRANGER_THINGS, watchUrl } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, player, signInThroughConsent } from './support/flows';
import { useNetflixStage } from './support/harness';
import { REPO_ROOT } from './support/paths';
import { waitFor } from './support/sim-admin';
import { grantSiteAccess } from './support/site-access';

const SCREENSHOTS = path.join(REPO_ROOT, 'reports/screenshots');
const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[2]!;

describe('the options page in real Chromium against the simulator', () => {
  const stage = useNetflixStage();
  const optionsUrl = () => `chrome-extension://${stage.browser.extensionId}/options.html`;

  it('a higher threshold takes effect: leaving at ~90% keeps the place instead of marking it watched', async () => {
    await (await signInThroughConsent(stage.browser, 'pro')).close();
    const options = await stage.browser.context.newPage();
    await options.goto(optionsUrl());
    const input = options.getByLabel('Mark as watched at');
    await expect.poll(() => input.inputValue()).toBe('80');
    await input.fill('95');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => options.getByTestId('threshold-saved').textContent()).toBe('Items count as watched from 95%.');
    // The worker's own view of storage.sync (what the scrobble machine reads on every report).
    const stored = await (
      await stage.browser.worker()
    ).evaluate(() => (globalThis as unknown as { chrome: { storage: { sync: { get(key: string): Promise<unknown> } } } }).chrome.storage.sync.get('settings'));
    expect(stored).toEqual({
      settings: {
        thresholdPercent: 95,
        disabledSites: [],
        notifications: false,
        ratePrompt: false,
        countRewatches: false,
        askBeforeRecording: false,
        askSites: [],
      },
    });

    const page = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(page);
    await waitFor('start', async () => (await stage.admin.requests('/scrobble/start')).length > 0);
    await player.seekToFraction(page, 0.85);
    // Slow enough that a loaded machine still closes the tab well before the end (100% would count).
    await player.setRate(page, 4);
    await page.waitForFunction(() => document.querySelector('video')!.currentTime >= 0.9 * document.querySelector('video')!.duration);
    await page.close();

    const pause = await waitFor('pause on leaving', async () => (await stage.admin.requests('/scrobble/pause')).find((r) => r.status === 201), 30_000).catch(
      async (e) => {
        // What the service did see instead, so a failure explains itself.
        console.error('scrobbles seen:', JSON.stringify((await stage.admin.requests('/scrobble')).map((r) => [r.at, r.path, r.status, r.body, r.response])));
        throw e;
      },
    );
    const progress = (pause.body as { progress: number }).progress;
    expect(progress).toBeGreaterThanOrEqual(80);
    expect(progress).toBeLessThan(95);
    expect((await stage.admin.requests('/scrobble/stop')).length).toBe(0);
    const user = await stage.admin.user('pro');
    expect(user.history).toEqual([]);
    expect(user.playback).toHaveLength(1);
    await options.close();
  });

  it("the library opens that saved place on the site it was watched on (the last session's page)", async () => {
    const library = await stage.browser.context.newPage();
    await library.goto(`chrome-extension://${stage.browser.extensionId}/library.html`);
    const open = library.getByRole('button', { name: /^Resume Stranger Things/ });
    await open.waitFor();
    // A tab the extension opens is outside Playwright's routing, so the fixture host does not
    // answer it: the browser's own record of where the new tab went is the evidence.
    const cdp = await stage.browser.context.newCDPSession(library);
    const urls: string[] = [];
    cdp.on('Target.targetInfoChanged', ({ targetInfo }) => urls.push(targetInfo.url));
    cdp.on('Target.targetCreated', ({ targetInfo }) => urls.push(targetInfo.url));
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    const opened = stage.browser.context.waitForEvent('page');
    await open.click();
    const tab = await opened;
    await waitFor('the new tab to name its page', async () => urls.includes(watchUrl(EPISODE.id)));
    await tab.close();
    await library.close();
  });

  it("account: the profile number is checked and kept, rewatches are Watchmark's own choice, and the activity log exports as JSON", async () => {
    const options = await stage.browser.context.newPage();
    await options.goto(optionsUrl());
    // No answer has shown the plan yet: the contract has no read of it.
    await expect.poll(() => options.getByTestId('account').textContent()).toContain('Signed in. Plan: not known yet.');
    const number = options.getByLabel('Your profile number on the service');
    await number.fill('https://web.example/users/41002');
    await options.getByRole('button', { name: 'Save number' }).click();
    await expect.poll(() => options.getByTestId('profile-number').getByRole('alert').textContent()).toBe('Enter the number only, for example 41002.');
    await number.fill('41002');
    await options.getByRole('button', { name: 'Save number' }).click();
    await options.getByTestId('profile-number').getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await options.reload();
    await expect.poll(() => options.getByLabel('Your profile number on the service').inputValue()).toBe('41002');

    const rewatch = options.getByLabel('Count repeat viewings as rewatches');
    expect(await rewatch.isChecked()).toBe(false);
    await rewatch.check();
    const worker = await stage.browser.worker();
    await expect
      .poll(
        async () =>
          (
            await worker.evaluate(() =>
              (
                globalThis as unknown as { chrome: { storage: { sync: { get(key: string): Promise<{ settings?: { countRewatches?: boolean } }> } } } }
              ).chrome.storage.sync.get('settings'),
            )
          ).settings?.countRewatches,
      )
      .toBe(true);
    // Nothing of this went to the service: the settings endpoint has no documented read.
    expect(await stage.admin.requests('/users/settings')).toEqual([]);

    const download = options.waitForEvent('download');
    await options.getByRole('button', { name: 'Export activity log (JSON)' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await readFile(file, 'utf8')) as Array<{ at: string; kind: string; text: string }>;
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.every((entry) => !Number.isNaN(Date.parse(entry.at)) && typeof entry.text === 'string')).toBe(true);
    expect(exported.some((entry) => entry.text.includes('Signed in'))).toBe(true);
    expect(exported.some((entry) => entry.kind === 'sent')).toBe(true);
    await expect.poll(() => options.getByRole('status').filter({ hasText: 'Exported' }).textContent()).toMatch(/^Exported \d+ entries\.$/);

    await options.emulateMedia({ colorScheme: 'light' });
    await options.screenshot({ path: path.join(SCREENSHOTS, 'options-light.png'), fullPage: true });
    await options.emulateMedia({ colorScheme: 'dark' });
    await options.screenshot({ path: path.join(SCREENSHOTS, 'options-dark.png'), fullPage: true });
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('an address typed while the previous one is still being added is kept, and both servers are added', async () => {
    const [first, second] = ['http://localhost:18931', 'http://localhost:18932'];
    await grantSiteAccess(stage.browser, 'http://localhost/*');
    const options = await stage.browser.context.newPage();
    await options.goto(optionsUrl());
    const section = options.getByTestId('options-media-servers');
    const address = section.getByLabel('Server address');
    const add = section.getByRole('button', { name: 'Scrobble on this media server' });
    const stopFirst = section.getByRole('button', { name: 'Stop scrobbling on localhost:18931' });
    // The user types the next address in the same task as the first one's submit: before any
    // answer from the browser or the background can arrive.
    await options.evaluate((next) => {
      document.addEventListener(
        'submit',
        () => {
          const input = document.querySelector<HTMLInputElement>('[data-testid="options-media-servers"] input')!;
          input.value = next;
          input.dispatchEvent(new Event('input'));
        },
        { once: true },
      );
    }, second);
    await address.fill(first);
    await add.click();
    await stopFirst.waitFor();
    // The list's buttons are enabled again once the first add has finished.
    await expect.poll(() => stopFirst.isEnabled()).toBe(true);
    expect(await address.inputValue()).toBe(second);

    await add.click();
    const stopSecond = section.getByRole('button', { name: 'Stop scrobbling on localhost:18932' });
    // The new entry is listed by the browser's permissions.onAdded, which can come before the add
    // itself has finished and cleared the field: the list's buttons are enabled again only then.
    await stopSecond.waitFor();
    await expect.poll(() => stopSecond.isEnabled()).toBe(true);
    expect(await address.inputValue()).toBe('');
    for (const host of ['localhost:18931', 'localhost:18932']) await section.getByRole('button', { name: `Stop scrobbling on ${host}` }).click();
    await section.getByText('None yet.').waitFor();
    await options.close();
  });
});

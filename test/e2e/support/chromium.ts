import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Worker } from 'playwright-core';
import { chromiumPath } from './paths';

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  worker: () => Promise<Worker>;
  close: () => Promise<void>;
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--autoplay-policy=no-user-gesture-required',
];

/** Real Chromium with the unpacked extension loaded, in a fresh profile (headless unless HEADED=1). */
export async function launchWithExtension(
  extensionPath: string,
  opts: { userDataDir?: string; args?: string[]; device?: { viewport: { width: number; height: number }; hasTouch: boolean; isMobile: boolean } } = {},
): Promise<ExtensionBrowser> {
  const userDataDir = opts.userDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'watchmark-chromium-')));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: process.env.HEADED !== '1',
    args: [...ARGS, ...(opts.args ?? []), `--disable-extensions-except=${extensionPath}`, `--load-extension=${extensionPath}`],
    viewport: { width: 1280, height: 720 },
    // A phone-sized touch screen (Firefox for Android's layout, emulated in Chromium).
    ...opts.device,
  });
  const first = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(first.url()).host;
  const worker = async () => {
    const live = context.serviceWorkers().find((candidate) => candidate.url().includes(extensionId));
    return live ?? context.waitForEvent('serviceworker', { timeout: 15_000 });
  };
  return {
    context,
    extensionId,
    worker,
    close: async () => {
      await context.close();
      if (!opts.userDataDir) await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Kills the extension's service worker the way Chrome does when it idles, and waits until it is
 * really stopped. The next extension event starts a new one.
 */
export async function killServiceWorker(cdp: CDPSession): Promise<void> {
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((version) => version.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from 'playwright-core';
import { settlesWithin } from './deadline';
import { chromiumPath } from './paths';

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** The extension's running service worker (started by the next extension event if none runs). */
  worker: () => Promise<Worker>;
  /** Stops the service worker as Chrome does when it idles; worker() then waits for the next one. */
  killWorker: (page: Page) => Promise<void>;
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

/**
 * How long a fresh browser may take to start the extension's worker. Seconds when idle; on a
 * machine loaded as a CI runner beside other browsers it once took longer than 15 s.
 */
const FIRST_WORKER_MS = 45_000;

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
  // After Chrome stops the worker, Playwright may keep the stopped Worker in serviceWorkers() and
  // revive it or replace it when the next one starts; evaluate() sent to it while it is stopped
  // never settles (a test that did hung until its timeout). So a worker is handed out only once it
  // answered, newest first, asked again while the next one starts.
  const first = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: FIRST_WORKER_MS }));
  const extensionId = new URL(first.url()).host;
  const ours = (candidate: Worker) => candidate.url().includes(extensionId);
  const answers = (candidate: Worker) =>
    Promise.race([candidate.evaluate(() => true).catch(() => false), new Promise<false>((resolve) => setTimeout(resolve, 1_000, false))]);
  const worker = async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      for (const candidate of context.serviceWorkers().filter(ours).reverse()) if (await answers(candidate)) return candidate;
      await context.waitForEvent('serviceworker', { timeout: 1_000, predicate: ours }).catch(() => undefined);
    }
    throw new Error('the extension has no running service worker that answers (15 s)');
  };
  const killWorker = async (page: Page) => killServiceWorker(await context.newCDPSession(page));
  return {
    context,
    extensionId,
    worker,
    killWorker,
    close: async () => {
      await context.close();
      if (!opts.userDataDir) await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Kills the extension's service worker the way Chrome does when it idles, and waits until it is
 * really stopped. The next extension event starts a new one. Every step is bounded (a raw CDP
 * command has no timeout of its own), and the session is detached after, so no test leaves the
 * ServiceWorker domain watching behind it.
 */
export async function killServiceWorker(cdp: CDPSession): Promise<void> {
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((version) => version.runningStatus === 'stopped')) resolve();
    });
  });
  try {
    await settlesWithin(
      (async () => {
        await cdp.send('ServiceWorker.enable');
        await cdp.send('ServiceWorker.stopAllWorkers');
        await stopped;
      })(),
      15_000,
      'the service worker did not stop',
    );
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

import { vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createServices, type Services } from '../../../lib/background/composition-root';
import { createDiscoverHandler } from '../../../lib/background/library/discover';
import { createLibraryHandler } from '../../../lib/background/library/library';
import { takeReport, tabClosed, type IntakeDeps } from '../../../lib/background/playback/intake';
import { createRequestHandlers } from '../../../lib/background/requests/request-handlers';
import { resumeWork } from '../../../lib/background/resume-work';
import { resolveConfig, type ServiceConfig } from '../../../lib/config';
import { openDatabase } from '../../../lib/db/database';
import type { PlaybackReport } from '../../../lib/messages/media';
import type { RequestHandlers } from '../../../lib/messages/protocol';
import type { Simulator } from '../../service';

// The background as a worker runs it, in node: the real composition root, handlers, playback intake
// and worker-start resumption, on fake-indexeddb and WXT's fake browser, talking HTTP to the real
// simulator. Only the browser surface is fake. Timers and Date are vitest's fake ones: a worker
// restart drops every timer of the dead worker, and time moves only when a command lets it pass
// (for the worker's timers, its Date.now() and the simulator's frozen clock alike), so a retry's
// `notBefore` comes due when the model says time passed, never on the machine's clock. Time never
// goes back (dropTimers): vitest's clearAllTimers alone also resets the fake clock to its start.

/** The test's two accounts and the simulator users behind them (PRO and VIP: rewatches allowed). */
export type Account = 'A' | 'B';
export const USER: Record<Account, string> = { A: 'pro', B: 'vip' };

/** The real timer, captured before fake timers are installed: waits on conditions poll with it. */
const realSetTimeout = globalThis.setTimeout;
const realNow = () => performance.now();
const WAIT_LIMIT_MS = 15_000;

/** Waits until `done` holds, polling; throws with `what` past the limit (a hang, not a timing bet). */
export async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = realNow() + WAIT_LIMIT_MS;
  while (!(await done())) {
    if (realNow() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/** Chromium's session rules (the User-Agent rule), which WXT's fake browser leaves unimplemented. */
function fakeSessionRules(): void {
  let rules: Browser.declarativeNetRequest.Rule[] = [];
  Object.assign(fakeBrowser.declarativeNetRequest, {
    getSessionRules: async () => rules,
    updateSessionRules: async (update: Browser.declarativeNetRequest.UpdateRuleOptions) => {
      rules = [...rules.filter((rule) => !update.removeRuleIds?.includes(rule.id)), ...(update.addRules ?? [])];
    },
  });
}

/** The dead worker's timers go; the fake clock stays where it is. */
function dropTimers(): void {
  const now = Date.now();
  vi.clearAllTimers();
  vi.setSystemTime(now);
}

/** One worker life: the services and the entry points the browser's events would call. */
export class Worker {
  readonly services: Services;
  readonly handlers: RequestHandlers;
  private readonly intake: IntakeDeps;

  constructor(config: ServiceConfig) {
    // Pacing is not under test here: the simulator runs with its rates off.
    this.services = createServices(config, { postMs: 0, getMs: 0 });
    const library = createLibraryHandler(this.services);
    const discover = createDiscoverHandler(this.services);
    const ready = Promise.resolve();
    this.handlers = createRequestHandlers(this.services, { ready, library, discover });
    const signedIn = async () => (await this.services.tokenStore.load()) !== null;
    this.intake = { services: this.services, ready, rememberSitePage: library.rememberSitePage, signedIn };
  }

  report(tabId: number, report: PlaybackReport): Promise<void> {
    return takeReport(this.intake, tabId, report, `https://www.netflix.com/watch/${report.guess.siteItemId}`);
  }

  closeTab(tabId: number): Promise<void> {
    return tabClosed(this.services, tabId);
  }

  /**
   * The browser stops the worker: its timers never fire (cleared by the caller), its requests in
   * flight are cut off and it reaches the network no more, so nothing it began writes back.
   */
  stop(): void {
    this.services.http.fetch = () => Promise.reject(new TypeError('the worker was stopped'));
    void this.services.epoch.end();
  }
}

export class World {
  worker: Worker;
  private readonly config: ServiceConfig;

  constructor(readonly sim: Simulator) {
    this.config = resolveConfig({
      WXT_SVC_API_URL: sim.urls.api,
      WXT_SVC_WEB_URL: sim.urls.web,
      WXT_SVC_CDN_URL: sim.urls.cdn,
      WXT_SVC_IMAGE_URL: sim.urls.image,
    });
    fakeSessionRules();
    this.worker = new Worker(this.config);
  }

  async admin(path: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${this.sim.urls.api}/__admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`admin ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  /** The service refuses writes (`on`) or takes them again. */
  async outage(on: boolean): Promise<void> {
    const writes = ['/scrobble', '/sync/history'].map((path) => ({ path, method: 'POST', status: 503, probability: 1 }));
    const response = await fetch(
      `${this.sim.urls.api}/__admin/faults`,
      on ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(writes) } : { method: 'DELETE' },
    );
    if (!response.ok) throw new Error(`admin faults answered ${response.status}`);
  }

  /** A fresh browser profile and a fresh service, for the next run. */
  async reset(): Promise<void> {
    this.worker.stop();
    dropTimers();
    fakeBrowser.reset();
    fakeSessionRules();
    const db = await openDatabase();
    const stores = [...db.objectStoreNames];
    const tx = db.transaction(stores, 'readwrite');
    await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
    await this.admin('/reset', {});
    this.worker = new Worker(this.config);
  }

  /** The worker is stopped and a new one starts from the same IndexedDB and storage. */
  async restart(): Promise<void> {
    this.worker.stop();
    dropTimers();
    this.worker = new Worker(this.config);
    await resumeWork(this.worker.services);
  }

  /** Time passes for the worker (pauses settle, waits end) and for the service alike. */
  async pass(ms: number): Promise<void> {
    await this.admin('/clock', { advanceMs: ms });
    await vi.advanceTimersByTimeAsync(ms);
  }

  /** "Sign in on another device" as `account`: the code is approved on the service, the worker polls. */
  async signIn(account: Account): Promise<void> {
    const { services, handlers } = this.worker;
    await handlers['sign-in-device']({ type: 'sign-in-device' });
    const flow = await services.state.get('deviceFlow');
    if (!flow) throw new Error('no device flow after sign-in-device');
    await this.admin('/approve-device', { user_code: flow.userCode, user: USER[account] });
    await this.pass(flow.intervalSec * 1000);
    await until(async () => (await services.state.get('deviceFlow')) === undefined, 'the device sign-in to finish');
  }

  /** Time passes until every retry is due, for the worker and the service alike. */
  private async retriesComeDue(waiting: ReadonlyArray<{ notBefore: number }>): Promise<void> {
    await this.pass(Math.max(1_000, ...waiting.map((entry) => entry.notBefore - Date.now())));
  }

  /**
   * The user lets the worker send all it will: refused writes are retried (the popup's Retry) and
   * the queue drains, time passing as long as an entry waits for its retry (after an outage).
   */
  async drained(): Promise<void> {
    const { handlers } = this.worker;
    await handlers['retry-failed']({ type: 'retry-failed' });
    let before = -1;
    for (let round = 0; round < 10; round++) {
      await this.worker.services.outbox.drain();
      const waiting = await (await this.worker.services.db()).getAllFromIndex('outbox', 'byStatus', 'pending');
      if (waiting.length === 0) return;
      if (waiting.some((entry) => entry.notBefore > Date.now())) await this.retriesComeDue(waiting);
      else if (waiting.length === before) return;
      before = waiting.length;
    }
  }
}

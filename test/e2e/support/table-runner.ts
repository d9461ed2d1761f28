// Checks one row of a site's fixture table in a real browser with the built extension: open the
// URL on the site's real host, do what the row says a user does, then wait for what the extension
// must do, and close the page. Browser-neutral: the Chromium and Firefox files give it a RowBrowser.
//
// - An expected item: the simulator receives a /scrobble/start it resolves to that item (or, for a
//   title the service does not hold, the extension parks the update naming it).
// - Nothing expected, where a video can be heard on a watch page: the extension's activity log
//   says it looked at the page and counts nothing there, and no scrobble call was made.
// - Nothing expected where the extension by design watches no player (no watch page of the site's
//   adapter, as a Shorts page; only muted videos, as a details page's preview): there is no
//   conclusion to wait for, so the player plays a second of its own media and no call may be made.
//
// After the page closes the row waits for the stop of everything it started, so rows never bleed
// into each other.
import { pageAddress } from '../../../lib/messages/generic-pages';
import type { SiteId } from '../../../lib/messages/sites';
import type { MediaServerKind } from '../../../lib/messages/media-servers';
import { SITE_ADAPTERS } from '../../../content-scripts/sites/registry';
import { mediaBrowserSite } from '../../../content-scripts/sites/emby/site';
import type { SiteDefinition } from '../../../content-scripts/player/site';
import type { Catalog } from '../../service/catalog/store';
import type { RequestEntry } from '../../service/violations';
import type { ExpectedItem } from '../../sites/expected-item';
import { describeStep, PRESS_PLAY, type RowCookie } from '../../sites/row-steps';
import { SERVER_TABLES, SITE_TABLES, type SiteTableRow } from '../../sites/tables';
import { serverOrigin } from '../../sites/media-servers/origins';
import { LIBRARY_ROOT, SERVER_TOKEN } from '../../../content-scripts/sites/emby/fixture/catalog';
import { PLEX_LIBRARY_ROOT, PLEX_TOKEN } from '../../../content-scripts/sites/plex/fixture/catalog';
import { describeCall, names, sameItem, serviceTarget, type ServiceTarget } from './expected-start';
import type { ServedRequest } from './fixture-https';
import { anyAudible, perform, waitPlayed, type OpenPage } from './row-hands';
import { FIXTURE_SITES } from './site-fixtures';
import { waitFor, type SimAdmin } from './sim-admin';

export interface TableRow {
  /** A site, or a media server's kind (its rows run on a server the user added). */
  site: SiteId | MediaServerKind;
  row: SiteTableRow;
  /** "primevideo https://… [click …, speed x8]": the test's name, and every failure's first words. */
  name: string;
  /** A row of a self-hosted server the user added (not the kind's hosted app). */
  server?: true;
}

const rowName = (site: string, row: SiteTableRow) => `${site} ${row.url}${row.steps ? ` [${row.steps.map(describeStep).join(', ')}]` : ''}`;

/** Every row of every site's table, sites in SITE_HOSTS order, rows in table order; then the self-hosted servers'. */
export function tableRows(): TableRow[] {
  const sites = FIXTURE_SITES.flatMap((site) => SITE_TABLES[site].map((row) => ({ site, row, name: rowName(site, row) })));
  const servers = (Object.keys(SERVER_TABLES) as MediaServerKind[]).flatMap((kind) =>
    SERVER_TABLES[kind].map((row) => ({ site: kind, row, name: rowName(`${kind} server`, row), server: true as const })),
  );
  return [...sites, ...servers];
}

/** The self-hosted servers the server rows run on: the user adds each (RowBrowser.addServer) before its rows. */
export const SERVER_ORIGINS = (Object.keys(SERVER_TABLES) as MediaServerKind[]).map(serverOrigin);

/** The adapters that watch a site's pages (a server kind's: Plex's, or the Jellyfin/Emby one). */
function adaptersOf(site: SiteId | MediaServerKind): readonly SiteDefinition[] {
  return site === 'jellyfin' ? [mediaBrowserSite('jellyfin')] : SITE_ADAPTERS[site];
}

/**
 * One row of each kind per site (a film, an episode, nothing to report, a title the service lacks,
 * a row in another UI language): every site in the second browser within CI's time budget, where
 * the first browser runs every row.
 */
export function tableRowsOfEachKind(): TableRow[] {
  const seen = new Set<string>();
  return tableRows().filter(({ site, row, server }) => {
    const kind = [
      site,
      server ? 'server' : '',
      row.expected ? (row.expected.kind ?? 'item') : 'nothing',
      row.unknownToService ? 'unknown' : '',
      row.autoplaysFrom ? 'autoplay' : '',
      row.cookies ? 'cookies' : '',
    ].join(':');
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/** What the runner needs of a browser (one per test file, signed in once). */
export interface RowBrowser {
  open(url: string): Promise<OpenPage & { close(): Promise<void> }>;
  setCookies(cookies: readonly RowCookie[]): Promise<void>;
  clearCookies(cookies: readonly RowCookie[]): Promise<void>;
  /** Asks the background what the popup asks it (`activity`, `status`), from an extension page. */
  ask(request: { type: 'activity' | 'status' }): Promise<unknown>;
  /** Evaluates an expression in an extension page (what the extension keeps, for privacy checks). */
  evaluate(expression: string): Promise<unknown>;
}

/**
 * Everything the extension keeps, as one text: every IndexedDB store (outbox, sessions, caches,
 * the activity log) and local, session and sync storage. Evaluated in an extension page.
 */
export const DUMP_EXTENSION = `(async () => {
  const api = globalThis.browser ?? globalThis.chrome;
  const db = await new Promise((resolve, reject) => { const open = indexedDB.open('watchmark'); open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  const stores = {};
  for (const name of db.objectStoreNames) stores[name] = await new Promise((resolve) => { const request = db.transaction(name).objectStore(name).getAll(); request.onsuccess = () => resolve(request.result); });
  db.close();
  return JSON.stringify({ stores, local: await api.storage.local.get(null), session: await api.storage.session.get(null), sync: await api.storage.sync.get(null) });
})()`;

/** The expression an extension page evaluates for `RowBrowser.ask`, in either browser. */
export const askBackground = (request: { type: string; [field: string]: unknown }) =>
  `(globalThis.browser ?? globalThis.chrome).runtime.sendMessage(${JSON.stringify(request)})`;

export interface RowStage {
  admin: SimAdmin;
  /** The running simulator's catalog (sim.state.catalog): rows are matched on what it resolves. */
  catalog: Catalog;
  /** What the fixtures were asked, for the failure message (status 0: no fixture serves the host). */
  served: readonly ServedRequest[];
}

/** Long enough for a loaded machine; a row that passes takes a second or two. */
const ROW_WAIT_MS = 20_000;

const isStart = (entry: RequestEntry) => entry.path === '/scrobble/start';
const isStop = (entry: RequestEntry) => entry.path === '/scrobble/stop';

export async function checkRow(stage: RowStage, browser: RowBrowser, { site, row, name }: TableRow): Promise<void> {
  const calls = async () => (await stage.admin.requests('/scrobble/')).slice(before);
  const before = (await stage.admin.requests('/scrobble/')).length;
  const servedBefore = stage.served.length;
  const openedAt = Date.now();
  try {
    const target = row.expected && !row.unknownToService ? serviceTarget(stage.catalog, row.expected) : null;
    const expectation = expectationFor(stage, site, row, target);
    if (row.cookies) await browser.setCookies(row.cookies);
    const page = await browser.open(row.url);
    try {
      if (row.cookies) await cookiesReached(page, row.cookies);
      for (const step of row.steps ?? PRESS_PLAY) await perform(page, step);
      await expectation(page, browser, calls, openedAt);
    } finally {
      await page.close();
    }
    // Leaving the page ends what it started (a stop each): waited for, so the next row starts clean.
    await waitFor(
      'a /scrobble/stop for every start of this row after the page closed',
      async () => {
        const made = await calls();
        return made.filter(isStart).every((start) => made.some((call) => isStop(call) && sameItem(call, start)));
      },
      ROW_WAIT_MS,
    );
    if (!row.expected) assertNoCalls(await calls());
    const autoplayedFrom = row.autoplaysFrom ? serviceTarget(stage.catalog, row.autoplaysFrom) : null;
    if (target && autoplayedFrom) assertOnlyStarts(await calls(), target, autoplayedFrom);
    // Without a click the page plays one thing, its item (a click may move on, as Prime's next-up card does).
    else if (target && !row.steps?.some((step) => step.do === 'click')) assertOnlyStarts(await calls(), target);
  } catch (error) {
    const made = await calls().catch(() => []);
    const odd = stage.served.slice(servedBefore).filter((request) => request.status === 0 || request.status >= 400);
    throw new Error(
      [
        `${name}: ${error instanceof Error ? error.message : String(error)}`,
        `  scrobble calls while the row ran: ${made.length ? made.map(describeCall).join('; ') : 'none'}`,
        ...(odd.length
          ? [
              `  fixture requests that failed: ${odd.map((r) => `${r.method} https://${r.host}${r.path} -> ${r.status || 'no fixture serves this host'}`).join('; ')}`,
            ]
          : []),
      ].join('\n'),
    );
  } finally {
    if (row.cookies) await browser.clearCookies(row.cookies);
  }
}

type Expectation = (page: OpenPage, browser: RowBrowser, calls: () => Promise<RequestEntry[]>, openedAt: number) => Promise<void>;

/** What the row waits for once its steps are done (decided before the page opens: a bad row fails at once). */
function expectationFor(stage: RowStage, site: SiteId | MediaServerKind, row: SiteTableRow, target: ServiceTarget | null): Expectation {
  if (row.expected && row.unknownToService) return parked(stage, row.expected);
  if (target) {
    const first = row.autoplaysFrom ? serviceTarget(stage.catalog, row.autoplaysFrom) : null;
    return async (_page, _browser, calls) => {
      if (first)
        await waitFor(
          `a /scrobble/start of ${first.label}, the item the page starts on`,
          async () => (await calls()).find((entry) => isStart(entry) && names(entry, first)),
          ROW_WAIT_MS,
        );
      await waitFor(
        `a /scrobble/start the simulator resolves to ${target.label}`,
        async () => (await calls()).find((entry) => isStart(entry) && names(entry, target)),
        ROW_WAIT_MS,
      );
    };
  }
  const watchPage = adaptersOf(site).some((adapter) => adapter.watchPath.test(new URL(row.url).pathname));
  const address = pageAddress(row.url);
  // The row's player: what its last play step played (an audio player), else the largest video.
  const player = [...(row.steps ?? [])].reverse().find((step) => step.do === 'play')?.video;
  return async (page, browser, calls, openedAt) => {
    if (!watchPage || !(await anyAudible(page))) {
      await waitPlayed(page, 1, player);
      return assertNoCalls(await calls());
    }
    await waitFor(
      `the activity log to say the extension counts nothing on ${address}`,
      async () =>
        ((await browser.ask({ type: 'activity' })) as Array<{ at: number; text: string }>).find(
          (entry) => entry.at >= openedAt && entry.text.includes(address),
        ),
      ROW_WAIT_MS,
    );
    assertNoCalls(await calls());
  };
}

/** A title the service does not hold: the popup's list of updates waiting for a pick names it. */
function parked(stage: RowStage, expected: Partial<ExpectedItem>): Expectation {
  if (stage.catalog.byTitle(expected.title ?? '', expected.year)) {
    throw new Error(`the simulator's catalog holds "${expected.title}" now: the row is no longer unknownToService`);
  }
  const { title, kind, season, episode } = expected;
  return async (_page, browser) => {
    await waitFor(
      `the update for ${title} parked for the user to pick`,
      async () => {
        const status = (await browser.ask({ type: 'status' })) as { parked: Array<{ title: string; kind: string; season?: number; episode?: number }> };
        return status.parked.some((subject) => subject.title === title && subject.kind === kind && subject.season === season && subject.episode === episode);
      },
      ROW_WAIT_MS,
    );
  };
}

/** The row's cookies are the page's (a knob that never arrived would let the row pass untested). */
async function cookiesReached(page: OpenPage, cookies: readonly RowCookie[]): Promise<void> {
  const jar = String(await page.documents()[0]?.evaluate('document.cookie'));
  const missing = cookies.filter(({ name, value }) => !jar.split('; ').includes(`${name}=${value}`));
  if (missing.length > 0)
    throw new Error(`the page does not carry the row's cookies ${missing.map(({ name, value }) => `${name}=${value}`).join(', ')} (it has: ${jar})`);
}

function assertOnlyStarts(made: RequestEntry[], ...targets: ServiceTarget[]): void {
  const others = made.filter((entry) => isStart(entry) && !targets.some((target) => names(entry, target)));
  if (others.length > 0)
    throw new Error(
      `only ${targets.map((target) => target.label).join(' and ')} may start on this page, but the extension also sent ${others.map(describeCall).join('; ')}`,
    );
}

function assertNoCalls(made: RequestEntry[]): void {
  if (made.length > 0) throw new Error(`nothing may be scrobbled on this page, but the extension sent ${made.map(describeCall).join('; ')}`);
}

/** What never leaves a media server's page: its sign-in and the folders its files sit in. */
const SERVER_SECRETS = [SERVER_TOKEN, PLEX_TOKEN, LIBRARY_ROOT, PLEX_LIBRARY_ROOT, 'private-media-library', 'plex-private'];

/**
 * After the server rows: the servers' tokens and their files' folders reached neither the service
 * (every request it logged, bodies included) nor anything the extension keeps (its databases and
 * storage: what the background saw and kept). Only base names went to /search/file.
 */
export async function assertServerPrivacy(stage: RowStage, browser: RowBrowser): Promise<void> {
  const seen = JSON.stringify(await stage.admin.requests(''));
  const kept = String(await browser.evaluate(DUMP_EXTENSION));
  for (const secret of SERVER_SECRETS) {
    if (seen.includes(secret)) throw new Error(`the service saw "${secret}" from a media server's page`);
    if (kept.includes(secret)) throw new Error(`the extension kept "${secret}" from a media server's page`);
  }
  const files = (await stage.admin.requests('/search/file')).map((entry) => (entry.body as { file_name?: string }).file_name);
  if (!files.includes('Dune.1984.720p.BluRay.mkv'))
    throw new Error(`the unmatched file was never looked up by its name: /search/file saw ${JSON.stringify(files)}`);
  if (files.some((name) => !name || /[\\/]/.test(name))) throw new Error(`/search/file was sent more than base names: ${JSON.stringify(files)}`);
}

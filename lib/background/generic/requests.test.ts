import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dispatch, type RequestOf } from '../../messages/protocol';

// WXT's fake browser (the polyfill hands it out in unit tests), with permissions, scripting and
// tabs as the enable flow uses them, which the fake does not have. What the tests assert is what the flow did to it (registrations, injections),
// never what it was told.
const fake = vi.hoisted(() => {
  const state = {
    granted: new Set<string>(),
    registered: new Map<string, { matches: string[] }>(),
    injected: [] as number[],
    /** Every injection: the tab, the files, and the world where not the content script's own. */
    injections: [] as Array<{ tabId: number; files: string[]; world?: string }>,
    openTabs: [] as Array<{ id: number; url: string }>,
  };
  const browser = {
    permissions: {
      contains: async ({ origins }: { origins: string[] }) => origins.every((origin) => state.granted.has(origin)),
      remove: async ({ origins }: { origins: string[] }) => origins.map((origin) => state.granted.delete(origin)).some(Boolean),
    },
    scripting: {
      getRegisteredContentScripts: async () => [...state.registered.entries()].map(([id, script]) => ({ id, ...script })),
      registerContentScripts: async (scripts: Array<{ id: string; matches: string[] }>) => {
        for (const script of scripts) {
          if (state.registered.has(script.id)) throw new Error(`Duplicate script ID '${script.id}'`);
          state.registered.set(script.id, { matches: script.matches });
        }
      },
      unregisterContentScripts: async ({ ids }: { ids: string[] }) => void ids.forEach((id) => state.registered.delete(id)),
      executeScript: async ({ target, files, world }: { target: { tabId: number }; files: string[]; world?: string }) => {
        if (!world) state.injected.push(target.tabId);
        state.injections.push({ tabId: target.tabId, files, ...(world ? { world } : {}) });
      },
    },
    tabs: {
      // Match patterns as the browser reads them here: scheme and host, any port, any path.
      query: async ({ url }: { url: string }) => {
        const [scheme, host] = url.split(/:\/\/|\/\*/);
        return state.openTabs.filter((tab) => new URL(tab.url).protocol === `${scheme}:` && new URL(tab.url).hostname === host);
      },
    },
  };
  return { state, browser };
});
Object.assign(fakeBrowser, fake.browser);

const { genericHandlers, onOriginsGranted, onOriginsRevoked } = await import('./requests');
const handleGenericRequest = (request: RequestOf<'generic-page' | 'generic-enable' | 'generic-disable' | 'generic-sites' | 'generic-answer'>) =>
  dispatch(genericHandlers, request);

const URL_ = 'https://www.streamhall.test/us/movie/the-matrix/x';
const PATTERN = 'https://www.streamhall.test/*';
const ID = 'generic:https://www.streamhall.test';

describe('switching generic detection on and off', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fake.state.granted.clear();
    fake.state.registered.clear();
    fake.state.injected.length = 0;
    fake.state.injections.length = 0;
    fake.state.openTabs.length = 0;
  });

  it('asked before the prompt is answered: nothing yet; the grant then registers and starts it in that tab', async () => {
    await handleGenericRequest({ type: 'generic-enable', tabId: 7, url: URL_ });
    expect(fake.state.registered.size).toBe(0);
    expect(await handleGenericRequest({ type: 'generic-page', tabId: 7, url: URL_ })).toEqual({ enabled: false, detector: null, unsure: null });
    // The popup may be gone by now (Chrome closes it for the prompt): the grant event finishes the job.
    fake.state.granted.add(PATTERN);
    await onOriginsGranted([PATTERN]);
    expect([...fake.state.registered.entries()]).toEqual([[ID, { matches: [PATTERN] }]]);
    expect(fake.state.injected).toEqual([7]);
    expect(await handleGenericRequest({ type: 'generic-page', tabId: 7, url: URL_ })).toEqual({ enabled: true, detector: 'site', unsure: null });
  });

  it('asked again after the grant, racing the grant event: registered once', async () => {
    await handleGenericRequest({ type: 'generic-enable', tabId: 7, url: URL_ });
    fake.state.granted.add(PATTERN);
    await Promise.all([onOriginsGranted([PATTERN]), handleGenericRequest({ type: 'generic-enable', tabId: 7, url: URL_ })]);
    expect([...fake.state.registered.keys()]).toEqual([ID]);
  });

  it('added on the options page (no tab): lists it, starts in the open pages of that origin only, removes it', async () => {
    fake.state.openTabs.push(
      { id: 4, url: 'http://media.home.test:8096/web/index.html#!/details' },
      { id: 5, url: 'http://media.home.test:9000/other-app' },
      { id: 6, url: 'https://www.filmcellar.test/watch' },
    );
    expect(await handleGenericRequest({ type: 'generic-sites' })).toEqual({ sites: [] });
    await handleGenericRequest({ type: 'generic-enable', url: 'http://media.home.test:8096' });
    expect(await handleGenericRequest({ type: 'generic-sites' })).toEqual({
      sites: [{ origin: 'http://media.home.test:8096', detector: 'site', granted: false }],
    });
    expect(fake.state.registered.size).toBe(0);
    fake.state.granted.add('http://media.home.test/*');
    await onOriginsGranted(['http://media.home.test/*']);
    expect([...fake.state.registered.keys()]).toEqual(['generic:http://media.home.test:8096']);
    expect(fake.state.injected).toEqual([4]);
    expect(await handleGenericRequest({ type: 'generic-sites' })).toEqual({
      sites: [{ origin: 'http://media.home.test:8096', detector: 'site', granted: true }],
    });

    await handleGenericRequest({ type: 'generic-disable', url: 'http://media.home.test:8096' });
    expect(await handleGenericRequest({ type: 'generic-sites' })).toEqual({ sites: [] });
    expect(fake.state.registered.size).toBe(0);
    expect(fake.state.granted.has('http://media.home.test/*')).toBe(false);
  });

  it('a site on a port: the grant (a pattern without port) still finds it', async () => {
    await handleGenericRequest({ type: 'generic-enable', tabId: 3, url: 'http://media.home.test:8080/watch/1' });
    fake.state.granted.add('http://media.home.test/*');
    await onOriginsGranted(['http://media.home.test/*']);
    expect([...fake.state.registered.entries()]).toEqual([['generic:http://media.home.test:8080', { matches: ['http://media.home.test/*'] }]]);
    expect(fake.state.injected).toEqual([3]);
  });

  it('a grant for a site the user did not choose here registers nothing', async () => {
    fake.state.granted.add(PATTERN);
    await onOriginsGranted([PATTERN]);
    expect(fake.state.registered.size).toBe(0);
  });

  it('stop detecting unregisters, forgets and gives the permission back; a revoke elsewhere unregisters', async () => {
    fake.state.granted.add(PATTERN);
    await handleGenericRequest({ type: 'generic-enable', tabId: 7, url: URL_ });
    expect(fake.state.registered.has(ID)).toBe(true);
    await handleGenericRequest({ type: 'generic-disable', url: URL_ });
    expect(fake.state.registered.size).toBe(0);
    expect(fake.state.granted.has(PATTERN)).toBe(false);
    expect(await handleGenericRequest({ type: 'generic-page', tabId: 7, url: URL_ })).toEqual({ enabled: false, detector: null, unsure: null });

    fake.state.granted.add(PATTERN);
    await handleGenericRequest({ type: 'generic-enable', tabId: 7, url: URL_ });
    fake.state.granted.delete(PATTERN);
    await onOriginsRevoked([PATTERN]);
    expect(fake.state.registered.size).toBe(0);
  });

  it('refuses adapter sites and an answer for a site that is off', async () => {
    expect(await handleGenericRequest({ type: 'generic-enable', tabId: 7, url: 'https://www.netflix.com/watch/1' })).toMatchObject({ ok: false });
    expect(await handleGenericRequest({ type: 'generic-answer', tabId: 7, url: URL_, answer: { kind: 'movie', title: 'The Matrix' } })).toEqual({
      ok: false,
      error: 'Detection is off for this site. Switch it on first.',
    });
  });

  it("a media server: its adapters (Plex, Jellyfin/Emby) run there instead of the generic detector, and nothing in the page's own world", async () => {
    const server = 'http://127.0.0.1:8096/jellyfin/web/index.html#/home';
    fake.state.granted.add('http://127.0.0.1/*');
    await handleGenericRequest({ type: 'generic-enable', tabId: 9, url: server });
    expect([...fake.state.registered.keys()]).toEqual(['generic:http://127.0.0.1:8096']);
    await handleGenericRequest({ type: 'generic-enable', tabId: 9, url: server, detector: 'media-server' });
    expect([...fake.state.registered.keys()]).toEqual(['media-server:http://127.0.0.1:8096']);
    expect(fake.state.injections.at(-1)).toEqual({ tabId: 9, files: ['content-scripts/plex.js', 'content-scripts/emby.js'] });
    expect(fake.state.injections.some((injection) => 'world' in injection)).toBe(false);
    expect(await handleGenericRequest({ type: 'generic-page', tabId: 9, url: server })).toEqual({ enabled: true, detector: 'media-server', unsure: null });
    expect(await handleGenericRequest({ type: 'generic-sites' })).toEqual({
      sites: [{ origin: 'http://127.0.0.1:8096', detector: 'media-server', granted: true }],
    });

    await handleGenericRequest({ type: 'generic-disable', url: server });
    expect(fake.state.registered.size).toBe(0);
    expect(await handleGenericRequest({ type: 'generic-sites' })).toEqual({ sites: [] });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentScriptContext as WxtContext } from 'wxt/utils/content-script-context';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext as SlimContext } from './script-context';

type Context = { readonly signal: AbortSignal; readonly isInvalid: boolean };
type Make = (name: string) => Context;

const KINDS: Record<string, Make> = {
  "WXT's": (name) => new WxtContext(name) as unknown as Context,
  ours: (name) => new SlimContext(name),
};

let posted: unknown[];
beforeEach(() => {
  // The page as a content script sees it: one document for every copy, and the window they post to.
  posted = [];
  vi.stubGlobal('document', new EventTarget());
  vi.stubGlobal('window', { postMessage: (message: unknown) => posted.push(message) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the content scripts' ctx: a hand-over between copies the page cannot see, without WXT's other helpers", () => {
  it('is not the class WXT ships (wxt.config.ts swaps it in the builds only)', () => {
    expect(WxtContext).not.toBe(SlimContext);
  });

  it('a newer copy stops an older one of the same script, and only that one', () => {
    const older = new SlimContext('netflix');
    const otherScript = new SlimContext('youtube');
    const newer = new SlimContext('netflix');
    expect(older.signal.aborted).toBe(true);
    expect(otherScript.signal.aborted).toBe(false);
    expect(newer.signal.aborted).toBe(false);
    expect(new SlimContext('netflix').signal.aborted).toBe(false);
    expect(newer.signal.aborted).toBe(true);
  });

  it("tells the page nothing: no window message with the extension's id (WXT's copy posts one), no document event", () => {
    const heard: string[] = [];
    const dispatch = document.dispatchEvent.bind(document);
    document.dispatchEvent = (event: Event) => {
      heard.push(event.type);
      return dispatch(event);
    };
    new WxtContext('hulu');
    expect(JSON.stringify(posted)).toContain('wxt:content-script-started');
    expect(heard.join()).toContain('wxt:content-script-started');
    posted.length = 0;
    heard.length = 0;
    new SlimContext('hulu');
    expect(posted).toEqual([]);
    expect(heard).toEqual([]);
  });

  it("a page firing WXT's hand-over event, named after the public id, stops nothing", () => {
    const ours = new SlimContext('max');
    const name = `${fakeBrowser.runtime.id}:${import.meta.env.ENTRYPOINT}:wxt:content-script-started`;
    document.dispatchEvent(new CustomEvent(name, { detail: { contentScriptName: 'max', messageId: 'page' } }));
    // The way WXT's copies stop each other, so the forged event is the real one.
    const wxts = new WxtContext('max');
    document.dispatchEvent(new CustomEvent(name, { detail: { contentScriptName: 'max', messageId: 'page' } }));
    expect(wxts.signal.aborted).toBe(true);
    expect(ours.signal.aborted).toBe(false);
  });

  it('an orphan (its extension gone) finds out when it reads isInvalid, and stops', () => {
    const ctx = new SlimContext('netflix');
    expect(ctx.isInvalid).toBe(false);
    const id = fakeBrowser.runtime.id;
    Object.defineProperty(fakeBrowser.runtime, 'id', { value: undefined, configurable: true });
    try {
      expect(ctx.isInvalid).toBe(true);
      expect(ctx.signal.aborted).toBe(true);
    } finally {
      Object.defineProperty(fakeBrowser.runtime, 'id', { value: id, configurable: true });
    }
  });

  it("every content script takes its ctx as a Lifetime: the compiler refuses what the builds' ctx does not have", () => {
    // The sites' scripts are generated from their folders into .wxt/entrypoints (modules/sites/).
    const dirs = ['../../entrypoints', '../../.wxt/entrypoints'].map((dir) => join(import.meta.dirname, dir));
    const scripts = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.content.ts'))
        .map((name) => join(dir, name)),
    );
    expect(scripts.length).toBeGreaterThanOrEqual(8);
    // No script of ours runs in the page's own world any more (issue 29): every one is isolated.
    const isolated = scripts.filter((path) => !readFileSync(path, 'utf8').includes("world: 'MAIN'"));
    expect(isolated.length).toBe(scripts.length);
    expect(isolated.filter((path) => !readFileSync(path, 'utf8').includes('main: (ctx: Lifetime) =>'))).toEqual([]);
  });
});

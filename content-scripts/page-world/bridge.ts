import { browser } from 'wxt/browser';
import type { Timeline } from '../player/report';
import { TIMELINE_REQUEST, VALUE_REQUEST } from './message-names';
import { boundedTimeline, timelineReply, valueReply } from './protocol';
import type { PageValueReader, TimelineReader } from './reader';

const REPLY_TIMEOUT_MS = 300;
let injected: Promise<unknown> | null = null;

interface Ask<T> {
  /** The request's message name (the page-world script answers each kind apart). */
  request: string;
  reader: string;
  /** Our answer among the page's messages, checked; null for anything else. */
  reply: (data: unknown, id: string) => T | null;
  win: Window;
}

/**
 * Chrome: runs our page-world script in the page's world once, leaving no element behind (a script
 * that started loading runs even once removed). Rejects if it cannot load, and the timeline falls
 * back to the video element. WXT's injectScript does the same with MV2 and option handling that
 * these MV3 scripts never use (issue 17: weight).
 */
function injectPageWorld(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = browser.runtime.getURL('/page-world.js');
    // Listeners, not the onload/onerror properties: nothing of ours on the element for the page to read.
    // Handler properties of an element only this script holds: the same as listeners, in fewer bytes.
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('page-world.js did not load'));
    (document.head ?? document.documentElement).append(script);
    script.remove();
  });
}

/** One request to the page's own world, answered once; unanswered means null. */
function askPageWorld<T>({ request, reader, reply, win }: Ask<T>): Promise<T | null> {
  const id = crypto.randomUUID();
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => finish(null), REPLY_TIMEOUT_MS);
    function finish(value: T | null): void {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      resolve(value);
    }
    function onMessage(event: MessageEvent): void {
      const value = event.source === win ? reply(event.data, id) : null;
      if (value !== null) finish(value);
    }
    win.addEventListener('message', onMessage);
    win.postMessage({ watchmark: request, id, reader }, win.location.origin);
  });
}

/**
 * A timeline read from the page's own world (where site globals live), asked for on demand: the
 * content script posts a request naming `reader`, the page-world script answers once. Unanswered
 * or out of bounds means null, and the core falls back to the video element.
 *
 * Firefox runs `xrayReader` itself (see readThroughXray). Adapters pass it as
 * `import.meta.env.FIREFOX ? theirReader : null`, so each Firefox script carries its own site's
 * reader only and the Chrome scripts none (the page-world script has them all).
 */
export function pageWorldTimeline(reader: string, xrayReader: TimelineReader | null, frame?: Window): () => Promise<Timeline | null> {
  return async () => {
    // Resolved on use, so an adapter can declare its reader where no window exists (unit tests).
    const win = frame ?? window;
    if (import.meta.env.FIREFOX) {
      const answer = readThroughXray(xrayReader, win) as Timeline | null;
      return answer === null ? null : boundedTimeline(answer.position, answer.duration);
    }
    injected ??= injectPageWorld();
    await injected;
    return askPageWorld({ request: TIMELINE_REQUEST, reader, reply: timelineReply, win });
  };
}

/**
 * Any small value a page-world reader makes of the page's globals (a web app's session), checked
 * with `accept` wherever it comes from: the page may have put anything there. Chrome: the reader
 * is already in the page's world (a content script of that world, never web-accessible), so
 * nothing is injected here.
 */
export function pageWorldValue<T>(reader: string, xrayReader: PageValueReader | null, accept: (value: unknown) => T | null): () => Promise<T | null> {
  return async () => {
    if (import.meta.env.FIREFOX) return accept(readThroughXray(xrayReader, window));
    return askPageWorld({ request: VALUE_REQUEST, reader, reply: (data, id) => valueReply(data, id, accept), win: window });
  };
}

/**
 * Firefox: a content script may look at the page's own objects through an Xray waiver
 * (`wrappedJSObject`), so the reader runs here and no script is injected or web-accessible.
 * Whatever the page put there is bounded by the caller like a page-world answer.
 */
function readThroughXray(read: ((win: Window) => unknown) | null, win: Window): unknown {
  const pageWindow = (win as Window & { wrappedJSObject?: Window }).wrappedJSObject ?? win;
  try {
    return read?.(pageWindow) ?? null;
  } catch {
    // The site changed its globals: the caller falls back to what it has.
    return null;
  }
}

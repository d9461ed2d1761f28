import { browser } from 'wxt/browser';
import type { PageTimelineAnswer, PageTimelineRequest } from '../../lib/messages/page-world';
import type { Timeline } from '../player/report';
import { VALUE_REQUEST } from './message-names';
import { boundedTimeline, valueReply } from './protocol';
import { readTimeline, type PageValueReader, type TimelineReader } from './reader';

const REPLY_TIMEOUT_MS = 300;

/** One request for a value of the page's own world, answered once; unanswered means null. */
function askPageWorld<T>(reader: string, accept: (value: unknown) => T | null): Promise<T | null> {
  const id = crypto.randomUUID();
  return new Promise<T | null>((resolve) => {
    // Listen before the timer starts: where no window exists (a unit test's page) this throws
    // here, rejecting the ask, instead of in a timer nobody awaits.
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish(null), REPLY_TIMEOUT_MS);
    function finish(value: T | null): void {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(value);
    }
    function onMessage(event: MessageEvent): void {
      const value = event.source === window ? valueReply(event.data, id, accept) : null;
      if (value !== null) finish(value);
    }
    window.postMessage({ watchmark: VALUE_REQUEST, id, reader }, window.location.origin);
  });
}

/**
 * The site's timeline as its page-world reader sees it (site globals live in the page's world),
 * asked for on demand. Out of bounds or unanswered means null, and the core falls back to the
 * video element.
 *
 * Chrome: the background runs the site's reader in this frame's page world
 * (lib/background/requests/page-timeline.ts): nothing is posted to the page or put in its DOM.
 * Firefox runs `xrayReader` itself (see readThroughXray). Adapters pass it as
 * `import.meta.env.FIREFOX ? theirReader : null`, so each Firefox script carries its own site's
 * reader only and the Chrome scripts none.
 */
export function pageWorldTimeline(site: string, xrayReader: TimelineReader | null): () => Promise<Timeline | null> {
  return async () => {
    if (import.meta.env.FIREFOX) {
      const answer = readThroughXray((page) => (xrayReader ? readTimeline(xrayReader, page) : null));
      return answer === null ? null : boundedTimeline(answer.position, answer.duration);
    }
    const request: PageTimelineRequest = { type: 'page-timeline', site };
    return ((await browser.runtime.sendMessage(request)) as PageTimelineAnswer | undefined)?.timeline ?? null;
  };
}

/**
 * Any small value a page-world reader makes of the page's globals (a web app's session), checked
 * with `accept` wherever it comes from: the page may have put anything there. Chrome: the reader
 * is already in the page's world (a content script of that world, never web-accessible), so
 * nothing is injected here.
 */
export function pageWorldValue<T>(reader: string, xrayReader: PageValueReader | null, accept: (value: unknown) => T | null): () => Promise<T | null> {
  return async () => (import.meta.env.FIREFOX ? accept(readThroughXray((page) => xrayReader?.(page) ?? null)) : askPageWorld(reader, accept));
}

/**
 * Firefox: a content script may look at the page's own objects through an Xray waiver
 * (`wrappedJSObject`), so the reader runs here and no script is injected or web-accessible.
 * Whatever the page put there is bounded by the caller like a page-world answer.
 */
function readThroughXray<T>(read: (page: Window) => T | null): T | null {
  const pageWindow = (window as Window & { wrappedJSObject?: Window }).wrappedJSObject ?? window;
  try {
    return read(pageWindow);
  } catch {
    // The site changed its globals: the caller falls back to what it has.
    return null;
  }
}

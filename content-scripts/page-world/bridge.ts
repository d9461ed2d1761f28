import { browser } from 'wxt/browser';
import type { PageTimelineAnswer, PageTimelineRequest } from '../../lib/messages/page-world';
import type { Timeline } from '../player/report';
import { boundedTimeline } from './protocol';
import { readTimeline, type PageValueReader, type TimelineReader } from './reader';

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
 * Firefox: any small value a page-world reader makes of the page's globals (a web app's session),
 * checked with `accept`: the page may have put anything there. Chrome has no such read (null):
 * nothing of ours asks the page for a value or answers in its world.
 */
export function pageWorldValue<T>(xrayReader: PageValueReader | null, accept: (value: unknown) => T | null): () => Promise<T | null> {
  return async () => (import.meta.env.FIREFOX ? accept(readThroughXray((page) => xrayReader?.(page) ?? null)) : null);
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

import { injectScript } from 'wxt/utils/inject-script';
import type { Timeline } from '../player/report';
import { TIMELINE_REQUEST } from './message-names';
import { boundedTimeline, timelineReply } from './protocol';
import type { TimelineReader } from './reader';

const REPLY_TIMEOUT_MS = 300;
let injected: Promise<unknown> | null = null;

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
    if (import.meta.env.FIREFOX) return readThroughXray(xrayReader, win);
    injected ??= injectScript('/page-world.js', { keepInDom: false });
    await injected;
    const id = crypto.randomUUID();
    return new Promise<Timeline | null>((resolve) => {
      const timer = setTimeout(() => finish(null), REPLY_TIMEOUT_MS);
      function finish(value: Timeline | null): void {
        clearTimeout(timer);
        win.removeEventListener('message', onMessage);
        resolve(value);
      }
      function onMessage(event: MessageEvent): void {
        const timeline = event.source === win ? timelineReply(event.data, id) : null;
        if (timeline) finish(timeline);
      }
      win.addEventListener('message', onMessage);
      win.postMessage({ watchmark: TIMELINE_REQUEST, id, reader }, win.location.origin);
    });
  };
}

/**
 * Firefox: a content script may look at the page's own objects through an Xray waiver
 * (`wrappedJSObject`), so the reader runs here and no script is injected or web-accessible.
 * Whatever the page put there is bounded like a page-world answer.
 */
function readThroughXray(read: TimelineReader | null, win: Window): Timeline | null {
  const pageWindow = (win as Window & { wrappedJSObject?: Window }).wrappedJSObject ?? win;
  let answer: unknown = null;
  try {
    answer = read?.(pageWindow) ?? null;
  } catch {
    // The site changed its globals: the core falls back to the video element.
  }
  return answer === null ? null : boundedTimeline((answer as Timeline).position, (answer as Timeline).duration);
}

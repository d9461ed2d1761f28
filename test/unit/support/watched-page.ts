import { parseHTML } from 'linkedom';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

export interface Sent {
  type: string;
  state: string;
  guess: { title: string };
  source?: string;
  position?: number;
  duration?: number;
  seek?: { from: number; to: number; playedSince: number };
}
/** What the content script sent, as the background would receive it (WXT's fake browser). */
export const messages: Sent[] = [];
fakeBrowser.runtime.onMessage.addListener((message: Sent) => {
  messages.push(message);
});
/** The playback reports among what the content script sent. */
export const reports = () => messages.filter((message) => message.type === 'playback');

/** What the watcher asked MutationObservers to watch, by the watched node's tag name. */
export const observed: string[] = [];
/** How many times any MutationObserver callback of the page ran (record batches delivered). */
export const observerCalls = { count: 0 };

const MEDIA = { paused: false, ended: false, currentTime: 600, duration: 2400, muted: false, volume: 1, playbackRate: 1 };

/** linkedom has no layout or media: a <video> that plays, at 1280x720, set by hand. */
export function asPlaying(video: HTMLVideoElement): HTMLVideoElement {
  for (const [key, value] of Object.entries(MEDIA)) Object.defineProperty(video, key, { value, writable: true, configurable: true });
  video.getBoundingClientRect = () => ({ width: 1280, height: 720 }) as DOMRect;
  return video;
}

export interface PageShape {
  /** The page's origin (a Netflix watch page's by default). */
  origin?: string;
  /** What <body> holds; its first <video> is the one that plays. */
  body?: string;
}

/**
 * A watch page whose <video> plays: linkedom has no layout or media, so both are set by hand.
 * `listeners(type)` counts the handlers on the video for one event type.
 */
export function playingPage(
  path = '/watch/81234567',
  { origin = 'https://www.netflix.com', body = '<div class="watch-video"><video></video></div>' }: PageShape = {},
) {
  const { window } = parseHTML(`<!doctype html><html><head><title>Netflix</title></head><body>${body}</body></html>`);
  const Observer = (window as unknown as { MutationObserver: typeof MutationObserver }).MutationObserver;
  vi.stubGlobal(
    'MutationObserver',
    class extends Observer {
      constructor(callback: MutationCallback) {
        super((records, observer) => {
          observerCalls.count += 1;
          callback(records, observer);
        });
      }

      override observe(target: Node, options?: MutationObserverInit) {
        observed.push((target as Element).tagName?.toLowerCase() ?? target.nodeName);
        super.observe(target, options);
      }
    },
  );
  for (const name of ['Element', 'HTMLIFrameElement'] as const) vi.stubGlobal(name, (window as unknown as Record<string, unknown>)[name]);
  const document = window.document as unknown as Document;
  // A page without a video yet gets an element that never joins it, so the helpers still type.
  const video = asPlaying(document.querySelector('video') ?? document.createElement('video'));
  // As the browser keeps them: one entry per listener, removing one never added does nothing.
  const handlers = new Map<string, Set<unknown>>();
  const add = video.addEventListener.bind(video);
  const remove = video.removeEventListener.bind(video);
  video.addEventListener = ((type: string, listener: EventListener) => {
    handlers.set(type, (handlers.get(type) ?? new Set()).add(listener));
    add(type, listener);
  }) as typeof video.addEventListener;
  video.removeEventListener = ((type: string, listener: EventListener) => {
    handlers.get(type)?.delete(listener);
    remove(type, listener);
  }) as typeof video.removeEventListener;
  // A URL reads as the page's location does (href, pathname), and moves when href is set.
  const location = new URL(`${origin}${path}`);
  const win = Object.assign(new EventTarget(), { document, location }) as unknown as Window;
  /** What the browser dispatches (on the page's first video unless told): only trusted media events count. */
  const fire = (type: string, on: HTMLVideoElement = video) => {
    const event = new window.Event(type);
    Object.defineProperty(event, 'isTrusted', { value: true });
    on.dispatchEvent(event as unknown as Event);
  };
  /** An in-page move (History API), as the back button would announce it. */
  const navigate = (to: string) => {
    location.href = `${origin}${to}`;
    win.dispatchEvent(new Event('popstate'));
  };
  return { win, document, video, fire, navigate, listeners: (type: string) => handlers.get(type)?.size ?? 0 };
}

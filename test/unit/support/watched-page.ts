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

/**
 * A watch page whose <video> plays: linkedom has no layout or media, so both are set by hand.
 * `listeners(type)` counts the handlers on the video for one event type.
 */
export function playingPage(path = '/watch/81234567') {
  const { window } = parseHTML('<!doctype html><html><head><title>Netflix</title></head><body><div class="watch-video"><video></video></div></body></html>');
  const Observer = (window as unknown as { MutationObserver: typeof MutationObserver }).MutationObserver;
  vi.stubGlobal(
    'MutationObserver',
    class extends Observer {
      override observe(target: Node, options?: MutationObserverInit) {
        observed.push((target as Element).tagName?.toLowerCase() ?? target.nodeName);
        super.observe(target, options);
      }
    },
  );
  for (const name of ['Element', 'HTMLIFrameElement'] as const) vi.stubGlobal(name, (window as unknown as Record<string, unknown>)[name]);
  const document = window.document as unknown as Document;
  const video = document.querySelector('video')!;
  const media = { paused: false, ended: false, currentTime: 600, duration: 2400, muted: false, volume: 1, playbackRate: 1 };
  for (const [key, value] of Object.entries(media)) Object.defineProperty(video, key, { value, writable: true, configurable: true });
  video.getBoundingClientRect = () => ({ width: 1280, height: 720 }) as DOMRect;
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
  const location = new URL(`https://www.netflix.com${path}`);
  const win = Object.assign(new EventTarget(), { document, location }) as unknown as Window;
  /** What the browser dispatches: only trusted media events count. */
  const fire = (type: string) => {
    const event = new window.Event(type);
    Object.defineProperty(event, 'isTrusted', { value: true });
    video.dispatchEvent(event as unknown as Event);
  };
  /** An in-page move (History API), as the back button would announce it. */
  const navigate = (to: string) => {
    location.href = `https://www.netflix.com${to}`;
    win.dispatchEvent(new Event('popstate'));
  };
  return { win, document, video, fire, navigate, listeners: (type: string) => handlers.get(type)?.size ?? 0 };
}

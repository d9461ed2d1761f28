import { TIMELINE_REPLY, TIMELINE_REQUEST, VALUE_REPLY, VALUE_REQUEST } from './message-names';
import type { PageValueReader, TimelineReader } from './reader';

/** Reads with the named reader; a reader that throws (the site changed its globals) answers nothing. */
function read<T>(readers: Record<string, (win: Window) => T>, name: string, win: Window): T | null {
  const reader = Object.hasOwn(readers, name) ? readers[name] : undefined;
  try {
    return reader?.(win) ?? null;
  } catch {
    return null;
  }
}

/**
 * In the page's own world: answers our content script's requests for a timeline (the content
 * script then uses the video element when there is none) or a small value such as a media
 * server's session, each with the reader it names.
 */
export function answerPageWorldRequests(win: Window, timelines: Record<string, TimelineReader>, values: Record<string, PageValueReader>): void {
  win.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { watchmark?: unknown; id?: unknown; reader?: unknown } | null;
    if (event.source !== win || typeof data?.id !== 'string' || typeof data.reader !== 'string') return;
    if (data.watchmark === TIMELINE_REQUEST) {
      const timeline = read(timelines, data.reader, win);
      if (timeline) win.postMessage({ watchmark: TIMELINE_REPLY, id: data.id, ...timeline }, win.location.origin);
    } else if (data.watchmark === VALUE_REQUEST) {
      const value = read(values, data.reader, win);
      if (value !== null) win.postMessage({ watchmark: VALUE_REPLY, id: data.id, value }, win.location.origin);
    }
  });
}

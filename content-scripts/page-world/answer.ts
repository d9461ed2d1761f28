import { VALUE_REPLY, VALUE_REQUEST } from './message-names';
import type { PageValueReader } from './reader';

/**
 * In the page's own world: answers our content script's requests for a small value such as a
 * media server's session, with the reader it names. A reader that throws (the site changed its
 * globals) answers nothing.
 */
export function answerPageWorldRequests(win: Window, values: Record<string, PageValueReader>): void {
  win.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { watchmark?: unknown; id?: unknown; reader?: unknown } | null;
    if (event.source !== win || data?.watchmark !== VALUE_REQUEST || typeof data.id !== 'string' || typeof data.reader !== 'string') return;
    const reader = Object.hasOwn(values, data.reader) ? values[data.reader] : undefined;
    let value: unknown = null;
    try {
      value = reader?.(win) ?? null;
    } catch {
      return;
    }
    if (value !== null) win.postMessage({ watchmark: VALUE_REPLY, id: data.id, value }, win.location.origin);
  });
}

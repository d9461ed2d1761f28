import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { TIMELINE_READERS, VALUE_READERS } from '../content-scripts/page-world/readers';
import { TIMELINE_REPLY, TIMELINE_REQUEST, VALUE_REPLY, VALUE_REQUEST } from '../content-scripts/page-world/message-names';

/** Reads with the site's reader; a reader that throws (the site changed its globals) answers nothing. */
function read<T>(readers: Record<string, (win: Window) => T>, name: string): T | null {
  const reader = Object.hasOwn(readers, name) ? readers[name] : undefined;
  try {
    return reader?.(window) ?? null;
  } catch {
    return null;
  }
}

/**
 * Runs in the page's own world: answers our content script's requests for a timeline (the
 * content script then uses the video element when there is none) or a small value such as a
 * media server's session.
 */
export default defineUnlistedScript(() => {
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { watchmark?: unknown; id?: unknown; reader?: unknown } | null;
    if (event.source !== window || typeof data?.id !== 'string' || typeof data.reader !== 'string') return;
    if (data.watchmark === TIMELINE_REQUEST) {
      const timeline = read(TIMELINE_READERS, data.reader);
      if (timeline) window.postMessage({ watchmark: TIMELINE_REPLY, id: data.id, ...timeline }, window.location.origin);
    } else if (data.watchmark === VALUE_REQUEST) {
      const value = read(VALUE_READERS, data.reader);
      if (value !== null) window.postMessage({ watchmark: VALUE_REPLY, id: data.id, value }, window.location.origin);
    }
  });
});

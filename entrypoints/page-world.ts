import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { TIMELINE_READERS } from '../content-scripts/page-world/readers';
import { TIMELINE_REPLY, TIMELINE_REQUEST } from '../content-scripts/page-world/message-names';

/** Runs in the page's own world: answers timeline requests from our content script. */
export default defineUnlistedScript(() => {
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { watchmark?: unknown; id?: unknown; reader?: unknown } | null;
    if (event.source !== window || data?.watchmark !== TIMELINE_REQUEST || typeof data.id !== 'string' || typeof data.reader !== 'string') return;
    const reader = Object.hasOwn(TIMELINE_READERS, data.reader) ? TIMELINE_READERS[data.reader] : undefined;
    let timeline: { position: number; duration: number } | null = null;
    try {
      timeline = reader?.(window) ?? null;
    } catch {
      // The site changed its globals: no answer, and the content script uses the video element.
    }
    if (timeline) window.postMessage({ watchmark: TIMELINE_REPLY, id: data.id, ...timeline }, window.location.origin);
  });
});

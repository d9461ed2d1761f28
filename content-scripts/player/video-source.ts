import { findMainVideo } from './find-video';
import { MEDIA_EVENTS, type MediaEventType, type PlayerSource } from './player-handle';

/**
 * Follows the main <video> of this document. Only trusted events count: a page can dispatch a
 * fake `play` on the element, but it cannot make one trusted.
 */
export function videoSource(doc: Document, isPreview: (video: HTMLVideoElement) => boolean, signal?: AbortSignal): PlayerSource {
  let video: HTMLVideoElement | null = null;
  let listener: (type: MediaEventType) => void = () => undefined;
  const handlers = new Map<MediaEventType, (event: Event) => void>(
    MEDIA_EVENTS.map((type) => [type, (event: Event) => event.isTrusted && listener(type)]),
  );
  const detach = () => {
    for (const [type, handler] of handlers) video?.removeEventListener(type, handler);
  };
  // The script's lifetime ended: the element keeps playing, but no longer for us.
  signal?.addEventListener('abort', () => {
    detach();
    video = null;
  });
  return {
    current: () => video,
    refresh() {
      if (signal?.aborted) return false;
      const found = findMainVideo(doc, isPreview);
      if (found === video) return false;
      detach();
      video = found;
      for (const [type, handler] of handlers) video?.addEventListener(type, handler);
      return true;
    },
    onEvent(next) {
      listener = next;
    },
  };
}

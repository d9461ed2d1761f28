import { findMainVideo } from './find-video';
import { MEDIA_EVENTS, type MediaEventType, type PlayerSource } from './player-handle';

/**
 * Follows the main <video> of this document. Only trusted events count: a page can dispatch a
 * fake `play` on the element, but it cannot make one trusted.
 */
export function videoSource(doc: Document, isPreview: (video: HTMLVideoElement) => boolean): PlayerSource {
  let video: HTMLVideoElement | null = null;
  let listener: (type: MediaEventType) => void = () => undefined;
  const handlers = new Map<MediaEventType, (event: Event) => void>(
    MEDIA_EVENTS.map((type) => [type, (event: Event) => event.isTrusted && listener(type)]),
  );
  return {
    current: () => video,
    refresh() {
      const found = findMainVideo(doc, isPreview);
      if (found === video) return false;
      for (const [type, handler] of handlers) video?.removeEventListener(type, handler);
      video = found;
      for (const [type, handler] of handlers) video?.addEventListener(type, handler);
      return true;
    },
    onEvent(next) {
      listener = next;
    },
  };
}

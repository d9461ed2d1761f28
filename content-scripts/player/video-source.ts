import { findMainVideo } from './find-video';
import { MEDIA_EVENTS, TIME_UPDATE, type MediaEventType, type PlayerSource } from './player-handle';
import type { SiteDefinition } from './site';

/**
 * Follows the main <video> of this document. Only trusted events count: a page can dispatch a
 * fake `play` on the element, but it cannot make one trusted.
 */
export function videoSource(doc: Document, site: Pick<SiteDefinition, 'isPreview' | 'videoInShadowRoots'>, signal?: AbortSignal): PlayerSource {
  const isPreview = site.isPreview ?? (() => false);
  let video: HTMLVideoElement | null = null;
  let timeUpdates = false;
  let listener: ((type: MediaEventType) => void) | undefined;
  const handlers = new Map<MediaEventType, (event: Event) => void>(
    [...MEDIA_EVENTS, TIME_UPDATE].map((type) => [type, (event: Event) => event.isTrusted && listener?.(type)]),
  );
  /** Adds (or removes) the handlers on the video; timeupdate's only while it is wanted. */
  const listen = (on: boolean) => {
    for (const [type, handler] of handlers) {
      if (!on) video?.removeEventListener(type, handler);
      else if (type !== TIME_UPDATE || timeUpdates) video?.addEventListener(type, handler);
    }
  };
  const release = () => {
    listen(false);
    video = null;
  };
  // The script's lifetime ended: the element keeps playing, but no longer for us.
  signal?.addEventListener('abort', release);
  return {
    current: () => video,
    refresh() {
      if (signal?.aborted) return false;
      const found = findMainVideo(doc, isPreview, site.videoInShadowRoots);
      if (found === video) return false;
      listen(false);
      video = found;
      listen(true);
      return true;
    },
    onEvent(next) {
      listener = next;
    },
    followTimeUpdates(wanted) {
      if (wanted === timeUpdates) return;
      listen(false);
      timeUpdates = wanted;
      listen(true);
    },
    release,
  };
}

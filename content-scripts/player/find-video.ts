/** Every <video> under `root`, including open shadow roots and same-origin iframes. */
export function allVideos(root: ParentNode): HTMLVideoElement[] {
  const found: HTMLVideoElement[] = [...root.querySelectorAll('video')];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...allVideos(element.shadowRoot));
    if (element instanceof HTMLIFrameElement) {
      try {
        // Cross-origin frames throw here; their own content script relays instead.
        if (element.contentDocument) found.push(...allVideos(element.contentDocument));
      } catch {
        // not ours to read
      }
    }
  }
  return found;
}

function visibleArea(video: HTMLVideoElement): number {
  const rect = video.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && video.isConnected ? rect.width * rect.height : 0;
}

/** The main video: the largest visible one the site does not mark as a preview, teaser or ad. */
export function findMainVideo(root: ParentNode, isPreview: (video: HTMLVideoElement) => boolean): HTMLVideoElement | null {
  let best: HTMLVideoElement | null = null;
  let bestArea = 0;
  for (const video of allVideos(root)) {
    if (isPreview(video)) continue;
    const area = visibleArea(video);
    if (area > bestArea) {
      best = video;
      bestArea = area;
    }
  }
  return best;
}

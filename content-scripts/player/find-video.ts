/**
 * Every <video> under `root` and in its same-origin iframes; with `shadowRoots`, also in open
 * shadow roots, which only a walk of every element finds (in our world each element visited gets
 * its own wrapper: about 0.1 MB of a page's heap and a millisecond of start-up on a large page).
 */
export function allVideos(root: ParentNode, shadowRoots = false): HTMLVideoElement[] {
  const found: HTMLVideoElement[] = [...root.querySelectorAll('video')];
  for (const element of root.querySelectorAll(shadowRoots ? '*' : 'iframe')) {
    if (element.shadowRoot) found.push(...allVideos(element.shadowRoot, shadowRoots));
    if (element instanceof HTMLIFrameElement) {
      try {
        // Cross-origin frames throw here; their own content script relays instead.
        if (element.contentDocument) found.push(...allVideos(element.contentDocument, shadowRoots));
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
export function findMainVideo(root: ParentNode, isPreview: (video: HTMLVideoElement) => boolean, shadowRoots = false): HTMLVideoElement | null {
  let best: HTMLVideoElement | null = null;
  let bestArea = 0;
  for (const video of allVideos(root, shadowRoots)) {
    if (isPreview(video)) continue;
    const area = visibleArea(video);
    if (area > bestArea) {
      best = video;
      bestArea = area;
    }
  }
  return best;
}

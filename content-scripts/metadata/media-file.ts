/** Addresses that end in a video file: a page playing one says what it is in its name, often. */
const MEDIA_FILE = /\.(mp4|m4v|mkv|webm|mov|avi|wmv|ogv|ts)$/i;

/**
 * The base name of the file the page's main video plays ("Show.S01E02.720p.mp4"), or undefined
 * for a stream (blob:, data:) or an address that names no file. Only the last segment: the
 * folders above it stay in the page.
 */
export function mediaFileName(document: Document, pageUrl: URL): string | undefined {
  for (const video of document.querySelectorAll('video')) {
    // The attribute too: what the player was given, before (or without) the browser resolving it.
    const address = video.currentSrc || video.getAttribute('src') || video.querySelector('source')?.getAttribute('src') || '';
    let url: URL;
    try {
      url = new URL(address, pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    const last = url.pathname.split('/').pop() ?? '';
    let name: string;
    try {
      name = decodeURIComponent(last);
    } catch {
      name = last;
    }
    if (MEDIA_FILE.test(name) && !/[\\/]/.test(name) && name.length <= 255) return name;
  }
  return undefined;
}

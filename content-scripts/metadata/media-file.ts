import type { GenericCandidate } from '../../lib/messages/generic';
import { parseUrl } from '../../lib/messages/url';

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
    const url = parseUrl(address, pageUrl);
    if (!url) continue;
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

/**
 * The generic detector's reading of a page plus the playing file's name, for the service to read
 * (spec 4.1 /search/file). Supported sites stream (blob:) and never carry it: a file name there
 * would be an ad's or a preview's.
 */
export function withFileName(candidate: GenericCandidate, document: Document, pageUrl: URL): GenericCandidate {
  const fileName = mediaFileName(document, pageUrl);
  return fileName ? { ...candidate, fileName } : candidate;
}

/**
 * A path's last segment (either separator): the folders above it name the user's disks and stay in
 * the page. None when blank or past 255 characters, which no file system names and the background refuses.
 */
export function baseName(path: string): string | undefined {
  const name = path.split(/[\\/]/).pop()?.trim();
  return name && name.length <= 255 ? name : undefined;
}

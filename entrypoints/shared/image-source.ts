import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { config, userAgent } from '../../lib/config';
import { artworkFor, savesData, type ArtworkShape, type ConnectionHints } from '../../lib/library/artwork-choice';

interface Source {
  /** The image host's URL chosen for this picture (after the data-saver choice), null for none. */
  chosen: string | null;
  /** What goes into `src` (or a CSS url()): null until there is something to show. */
  src: string | null;
  /** No picture will come (none, data-saver, or the read failed): show the title instead. */
  fallback: boolean;
}

/**
 * Spec 1 wants `User-Agent: <app-name>/<app-version>` on every request to the image host. Chromium's
 * extension pages get it from the session rule (lib/background/user-agent-rule.ts). Firefox's <img>
 * cannot carry it, and its MV2 build has no header rule (that would take the webRequestBlocking
 * permission and a background awake for every picture), but it honours the header on fetch: there
 * the picture is fetched with it once its frame comes into view (as lazy as loading="lazy") and
 * shown from a blob: URL, released when the picture goes.
 */
async function fetchWithUserAgent(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: { 'User-Agent': userAgent(config) }, credentials: 'omit' });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}

/** Calls `then` once `element` first comes into view; the returned function stops watching. */
export function whenInView(element: Element, then: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    then();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** The picture to show for `url` in the frame `frame`, after the data-saver choice and, in Firefox, the fetch above. */
export function useImageSource(url: string | null | undefined, shape: ArtworkShape, frame: RefObject<Element>): Source {
  const chosen = artworkFor(url, shape, savesData(navigator as ConnectionHints));
  const [fetched, setFetched] = useState<{ for: string; src: string | null } | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!import.meta.env.FIREFOX || !chosen || !element) return;
    let objectUrl: string | null = null;
    let gone = false;
    const stopWatching = whenInView(element, () => {
      fetchWithUserAgent(chosen).then(
        (blob) => {
          if (gone) return;
          objectUrl = URL.createObjectURL(blob);
          setFetched({ for: chosen, src: objectUrl });
        },
        () => !gone && setFetched({ for: chosen, src: null }),
      );
    });
    return () => {
      gone = true;
      stopWatching();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [chosen, frame]);
  if (!chosen) return { chosen, src: null, fallback: true };
  if (!import.meta.env.FIREFOX) return { chosen, src: chosen, fallback: false };
  const mine = fetched?.for === chosen ? fetched : null;
  return { chosen, src: mine?.src ?? null, fallback: mine !== null && mine.src === null };
}

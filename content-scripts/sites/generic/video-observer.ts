import type { PlayerSource } from '../../player/player-handle';
import { mattersForPlayback, restartableObserver, type PlayerObserver, type PlayerObserverFactory } from '../../player/player-observer';

/** The followed <video> when it sits in this document itself (not a shadow root, a child frame or a relay). */
function videoOf(doc: Document, source: PlayerSource): Element | null {
  const player = source.current() as (Partial<Element> & object) | null;
  return player?.getRootNode?.() === doc ? (player as Element) : null;
}

/** The video's container, unless that is the whole page: then the video alone. */
function rootAround(video: Element, doc: Document): Element {
  const parent = video.parentElement;
  return parent && parent !== doc.body && parent !== doc.documentElement ? parent : video;
}

/**
 * The generic detector's player observer. Any site's page is its watch page and it has no player
 * element to name, so until the main video is found the whole document is watched (a video added
 * later is found); from then on only the video's container, as a site adapter's player root is,
 * and the elements above it for their children alone: the player's removal shows there, while
 * the rest of a busy page (a ticker, a chat, a feed) reaches no observer at all (issue 17). Another
 * video starting anywhere in the document is looked at too.
 */
export const videoFollowingObserver: PlayerObserverFactory = (doc, site, source, signal, onChange): PlayerObserver => {
  /** The video the root was chosen around; null while the whole document is watched. */
  let watched: Element | null = null;
  const observer = restartableObserver(signal, () => {
    const video = videoOf(doc, source);
    watched = video;
    const root = video ? rootAround(video, doc) : (doc.body ?? doc.documentElement);
    // Above the root only the player's going matters: a removal there disconnects the video.
    const matters = (record: MutationRecord) => (root.contains(record.target) ? mattersForPlayback(record, source) : !video?.isConnected);
    const watching = new MutationObserver((records) => {
      if (records.some(matters)) onChange();
    });
    const attributeFilter = ['src', 'data-videoid', ...(site.watchAttributes ?? [])];
    watching.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter });
    for (let above = video && root.parentElement; above; above = above.parentElement) watching.observe(above, { childList: true });
    return watching;
  });
  // A player the site opens elsewhere (a modal, a section of its own) while the followed one stays
  // in the page, hidden, reaches no observer above; its start still passes the document on its way
  // down (media events do not bubble, but they are captured), and costs nothing while one plays.
  doc.addEventListener('play', (event) => observer.running() && event.target !== source.current() && onChange(), { capture: true, signal });
  return {
    start: observer.start,
    stop: observer.stop,
    // The watcher found another video (or lost it): watch around that one, or the whole page again.
    playerChanged() {
      if (observer.running() && videoOf(doc, source) !== watched) observer.start();
    },
  };
};

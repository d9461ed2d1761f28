import { isBoolean, isFiniteNumber, isObject, isOneOf } from '../json-shape';
import { MEDIA_EVENTS, TIME_UPDATE, type MediaEventType, type PlayerHandle, type PlayerSource } from './player-handle';
import { videoSource } from './video-source';

const isMediaEvent = isOneOf<MediaEventType>([...MEDIA_EVENTS, TIME_UPDATE]);
/** The page asks the player frame to relay `timeupdate` too, or to stop (off at first). */
const TIME_UPDATES_REQUEST = 'player-relay-ticks';
const within = (value: unknown, min: number, max = Infinity): value is number => isFiniteNumber(value) && value >= min && value <= max;

/**
 * A relayed player state, copied field by field: a message in the player's origin may still carry
 * anything (a frame the site itself put there), and these are the bounds the core can trust.
 */
function relayedPlayer(value: unknown): PlayerHandle | null {
  if (!isObject(value)) return null;
  const { currentTime, duration, paused, ended, muted, volume, playbackRate } = value;
  if (!within(currentTime, 0) || !within(duration, 0) || !within(volume, 0, 1) || !within(playbackRate, 0, 16)) return null;
  if (!isBoolean(paused) || !isBoolean(ended) || !isBoolean(muted)) return null;
  return { currentTime, duration, paused, ended, muted, volume, playbackRate };
}

/** A message of the player frame's relay (relayPlayer below), or null. */
function relayedEvent(data: unknown): { type: MediaEventType; player: PlayerHandle } | null {
  if (!isObject(data) || data.watchmark !== 'player-relay' || !isMediaEvent(data.type)) return null;
  const player = relayedPlayer(data.player);
  return player ? { type: data.type, player } : null;
}

/**
 * Top frame: the player lives in a cross-origin child frame (e.g. a player host) whose content
 * script relays its media events. Only messages from that origin and from one of this page's own
 * frames count, so the page itself cannot pose as the player.
 */
export function frameRelaySource(win: Window, playerOrigin: string, signal?: AbortSignal): PlayerSource {
  let snapshot: PlayerHandle | null = null;
  let timeUpdates = false;
  let listener: ((type: MediaEventType) => void) | undefined;
  win.addEventListener(
    'message',
    (event: MessageEvent) => {
      if (event.origin !== playerOrigin) return;
      const fromOwnFrame = [...win.document.querySelectorAll('iframe')].some((frame) => frame.contentWindow === event.source);
      if (!fromOwnFrame) return;
      const relayed = relayedEvent(event.data);
      if (!relayed) return;
      snapshot = relayed.player;
      if (relayed.type !== TIME_UPDATE || timeUpdates) listener?.(relayed.type);
    },
    { signal },
  );
  return {
    current: () => snapshot,
    refresh: () => false,
    onEvent(next) {
      listener = next;
    },
    followTimeUpdates(wanted) {
      if (wanted === timeUpdates) return;
      timeUpdates = wanted;
      // Only frames at the player's origin can read it (postMessage's targetOrigin). A frame
      // loaded later starts without them: its first event (playing) closes a settle anyway.
      for (const frame of win.document.querySelectorAll('iframe')) frame.contentWindow?.postMessage({ watchmark: TIME_UPDATES_REQUEST, wanted }, playerOrigin);
    },
  };
}

/**
 * Player frame: follow this frame's main video and pass its media events up to the page;
 * `timeupdate` only while the page asked for it.
 */
export function relayPlayer(win: Window, topOrigin: string, signal?: AbortSignal): void {
  const source = videoSource(win.document, {}, signal);
  const post = (type: MediaEventType, video: PlayerHandle) => {
    const { currentTime, duration, paused, ended, muted, volume, playbackRate } = video;
    win.parent.postMessage(
      {
        watchmark: 'player-relay',
        type,
        player: { currentTime, duration: Number.isFinite(duration) ? duration : 0, paused, ended, muted, volume, playbackRate },
      },
      topOrigin,
    );
  };
  win.addEventListener(
    'message',
    (event: MessageEvent) => {
      // Only the watch page that frames this player may ask (its own scripts too: that only costs it time).
      if (event.origin !== topOrigin || event.source !== win.parent) return;
      const data: unknown = event.data;
      if (isObject(data) && data.watchmark === TIME_UPDATES_REQUEST && isBoolean(data.wanted)) source.followTimeUpdates(data.wanted);
    },
    { signal },
  );
  source.onEvent((type) => {
    const video = source.current();
    if (!video) return;
    if (type === 'emptied') source.refresh();
    post(type, video);
  });
  const attachAndTell = () => {
    if (!source.refresh()) return;
    // Playback that began before this script ran would otherwise go unreported until the next event.
    const video = source.current();
    if (video && !video.paused) post('playing', video);
  };
  attachAndTell();
  const observer = new MutationObserver(attachAndTell);
  observer.observe(win.document.documentElement, { childList: true, subtree: true });
  signal?.addEventListener('abort', () => observer.disconnect());
}

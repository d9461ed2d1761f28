import { browser, type Browser } from 'wxt/browser';
import type { PlayerRelay, PlayerTicksRequest, RelayedEvent, TicksWanted } from '../../lib/messages/player-relay';
import { TIME_UPDATE, type MediaEventType, type PlayerHandle, type PlayerSource } from './player-handle';
import { videoSource } from './video-source';

// A site's player in a cross-origin child frame relays its media events to the watch page that
// frames it through the background (lib/background/requests/player-relay.ts), never by window
// messages: a page's scripts could see, imitate or detect those. The background checks each side's
// sender and bounds the player's fields (lib/messages/player-relay.ts).

/**
 * Only our background speaks to a content script through runtime messages without a tab: other
 * content scripts cannot reach this listener at all, and a page never can.
 */
const fromBackground = (sender: Browser.runtime.MessageSender) => sender.id === browser.runtime.id && !sender.tab;

/** Hears the background's messages of one `type` for the script's lifetime. */
function hear<Message extends { type: string }>(type: Message['type'], take: (message: Message) => void, signal?: AbortSignal): void {
  const listener = (message: unknown, sender: Browser.runtime.MessageSender) => {
    if (fromBackground(sender) && (message as { type?: unknown } | null)?.type === type) take(message as Message);
  };
  browser.runtime.onMessage.addListener(listener);
  signal?.addEventListener('abort', () => browser.runtime.onMessage.removeListener(listener));
}

/** Sent as built: the background validates it (report.ts says why not here). A background gone is no error here. */
const tellBackground = (message: PlayerRelay | PlayerTicksRequest) => browser.runtime.sendMessage(message).catch(() => undefined);

/**
 * Top frame: the player lives in a cross-origin child frame (e.g. a player host) whose content
 * script relays its media events; the background hands on only what a frame at the site's player
 * origin in this tab sent.
 */
export function frameRelaySource(site: string, signal?: AbortSignal): PlayerSource {
  let snapshot: PlayerHandle | null = null;
  let timeUpdates = false;
  let listener: ((type: MediaEventType) => void) | undefined;
  // The player frames that relayed so far, by the background's frame id: the time-update requests' addressees.
  const frames = new Set<number>();
  const ask = (frameId: number) => void tellBackground({ type: 'player-relay-ticks', site, frameId, wanted: timeUpdates });
  hear<RelayedEvent>(
    'player-relayed',
    ({ frameId, event, player }) => {
      // A frame heard from first while time updates are followed (a player loaded later) is asked too.
      if (!frames.has(frameId) && frames.add(frameId) && timeUpdates) ask(frameId);
      snapshot = player;
      if (event !== TIME_UPDATE || timeUpdates) listener?.(event);
    },
    signal,
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
      for (const frameId of frames) ask(frameId);
    },
  };
}

/**
 * Player frame: follow this frame's main video and pass its media events to the page through the
 * background; `timeupdate` only while the page asked for it.
 */
export function relayPlayer(win: Window, site: string, signal?: AbortSignal): void {
  const source = videoSource(win.document, {}, signal);
  const relay = (event: MediaEventType, video: PlayerHandle) => {
    const { currentTime, duration, paused, ended, muted, volume, playbackRate } = video;
    const player = { currentTime, duration: Number.isFinite(duration) ? duration : 0, paused, ended, muted, volume, playbackRate };
    void tellBackground({ type: 'player-relay', site, event, player });
  };
  hear<TicksWanted>('player-ticks', ({ wanted }) => source.followTimeUpdates(wanted), signal);
  source.onEvent((type) => {
    const video = source.current();
    if (!video) return;
    if (type === 'emptied') source.refresh();
    relay(type, video);
  });
  const attachAndTell = () => {
    if (!source.refresh()) return;
    // Playback that began before this script ran would otherwise go unreported until the next event.
    const video = source.current();
    if (video && !video.paused) relay('playing', video);
  };
  attachAndTell();
  const observer = new MutationObserver(attachAndTell);
  observer.observe(win.document.documentElement, { childList: true, subtree: true });
  signal?.addEventListener('abort', () => observer.disconnect());
}

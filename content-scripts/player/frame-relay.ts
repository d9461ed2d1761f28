import { z } from 'zod';
import { MEDIA_EVENTS, type MediaEventType, type PlayerHandle, type PlayerSource } from './player-handle';
import { videoSource } from './video-source';

const finite = z.number().finite();
const RelayMessageSchema = z.object({
  watchmark: z.literal('player-relay'),
  type: z.enum(MEDIA_EVENTS),
  player: z.object({
    currentTime: finite.min(0),
    duration: z.number().min(0),
    paused: z.boolean(),
    ended: z.boolean(),
    muted: z.boolean(),
    volume: finite.min(0).max(1),
    playbackRate: finite.min(0).max(16),
  }),
});

/**
 * Top frame: the player lives in a cross-origin child frame (e.g. a player host) whose content
 * script relays its media events. Only messages from that origin and from one of this page's own
 * frames count, so the page itself cannot pose as the player.
 */
export function frameRelaySource(win: Window, playerOrigin: string, signal?: AbortSignal): PlayerSource {
  let snapshot: PlayerHandle | null = null;
  let listener: (type: MediaEventType) => void = () => undefined;
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== playerOrigin) return;
    const fromOwnFrame = [...win.document.querySelectorAll('iframe')].some((frame) => frame.contentWindow === event.source);
    if (!fromOwnFrame) return;
    const parsed = RelayMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    snapshot = parsed.data.player;
    listener(parsed.data.type);
  }, { signal });
  return {
    current: () => snapshot,
    refresh: () => false,
    onEvent(next) {
      listener = next;
    },
  };
}

/** Player frame: follow this frame's main video and pass every media event up to the page. */
export function relayPlayer(win: Window, topOrigin: string, signal?: AbortSignal): void {
  const source = videoSource(win.document, () => false, signal);
  const post = (type: MediaEventType, video: PlayerHandle) => {
    const { currentTime, duration, paused, ended, muted, volume, playbackRate } = video;
    win.parent.postMessage(
      { watchmark: 'player-relay', type, player: { currentTime, duration: Number.isFinite(duration) ? duration : 0, paused, ended, muted, volume, playbackRate } },
      topOrigin,
    );
  };
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

/**
 * A top page holding one player frame, as far as frameRelaySource looks at it: `post` delivers a
 * `message` event as the browser would, by default from the frame's window at `origin`.
 */
export function playerFramePage(origin: string) {
  /** What the page asked of the frame, and for which origin. */
  const asked: Array<{ data: unknown; targetOrigin: string }> = [];
  const frameWindow = { postMessage: (data: unknown, targetOrigin: string) => void asked.push({ data, targetOrigin }) };
  const win = Object.assign(new EventTarget(), { document: { querySelectorAll: () => [{ contentWindow: frameWindow }] } }) as unknown as Window;
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const event = Object.assign(new Event('message'), { data, origin: from.origin ?? origin, source: from.source ?? frameWindow });
    win.dispatchEvent(event);
  };
  return { win, post, asked };
}

/** What the frame's script relays for a video playing at 12 s of 1,440 s. */
export const playingRelay = (overrides: Record<string, unknown> = {}) => ({
  watchmark: 'player-relay',
  type: 'playing',
  player: { currentTime: 12, duration: 1440, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1, ...overrides },
});

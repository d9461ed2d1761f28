import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerFramePage, playingRelay } from '../../test/unit/support/player-frame-page';
import { frameRelaySource, relayPlayer } from './frame-relay';
import type { MediaEventType } from './player-handle';

const PLAYER_ORIGIN = 'https://player.example';

function relayedPage() {
  const page = playerFramePage(PLAYER_ORIGIN);
  const source = frameRelaySource(page.win, PLAYER_ORIGIN);
  const events: MediaEventType[] = [];
  source.onEvent((type) => events.push(type));
  return { ...page, source, events };
}

describe('frameRelaySource: what a player frame relays', () => {
  it("takes the player's state and event from its own frame at the player origin", () => {
    const page = relayedPage();
    page.post(playingRelay());
    expect(page.events).toEqual(['playing']);
    expect(page.source.current()).toEqual({ currentTime: 12, duration: 1440, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 });
  });

  it('keeps only the player fields: nothing else the message carried reaches the core', () => {
    const page = relayedPage();
    page.post(playingRelay({ src: 'blob:x', currentTime: 30 }));
    expect(page.source.current()).toEqual({ currentTime: 30, duration: 1440, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 });
  });

  it('ignores another origin, and the page itself posing as the frame', () => {
    const page = relayedPage();
    page.post(playingRelay(), { origin: 'https://evil.example' });
    page.post(playingRelay(), { source: page.win });
    expect(page.events).toEqual([]);
    expect(page.source.current()).toBeNull();
  });

  it.each([
    ['a negative position', playingRelay({ currentTime: -1 })],
    ['an endless duration', playingRelay({ duration: Number.POSITIVE_INFINITY })],
    ['a position that is no number', playingRelay({ currentTime: Number.NaN })],
    ['a volume above 1', playingRelay({ volume: 2 })],
    ['a playback rate above 16', playingRelay({ playbackRate: 32 })],
    ['a state that is no boolean', playingRelay({ paused: 'no' })],
    ['a missing field', { ...playingRelay(), player: { currentTime: 12, duration: 1440, paused: false, ended: false, muted: false, volume: 1 } }],
    ['an event the core does not follow', { ...playingRelay(), type: 'progress' }],
    ['another sender on the same channel', { ...playingRelay(), watchmark: 'other' }],
    ['no player at all', { watchmark: 'player-relay', type: 'playing' }],
    ['no object', 'player-relay'],
  ])('refuses %s', (_, data) => {
    const page = relayedPage();
    page.post(data);
    expect(page.events).toEqual([]);
    expect(page.source.current()).toBeNull();
  });
});

describe('frameRelaySource: timeupdate only when asked', () => {
  it('a relayed timeupdate reaches the core only while the core follows them; asking tells the frame', () => {
    const page = relayedPage();
    page.post(playingRelay({ currentTime: 13 }), {});
    page.post({ ...playingRelay({ currentTime: 14 }), type: 'timeupdate' });
    expect(page.events).toEqual(['playing']);
    expect(page.asked).toEqual([]);

    page.source.followTimeUpdates(true);
    expect(page.asked).toEqual([{ data: { watchmark: 'player-relay-ticks', wanted: true }, targetOrigin: PLAYER_ORIGIN }]);
    page.post({ ...playingRelay({ currentTime: 15 }), type: 'timeupdate' });
    expect(page.events).toEqual(['playing', 'timeupdate']);
    expect(page.source.current()?.currentTime).toBe(15);

    page.source.followTimeUpdates(false);
    expect(page.asked.at(-1)?.data).toEqual({ watchmark: 'player-relay-ticks', wanted: false });
  });
});

const TOP_ORIGIN = 'https://www.example';

/** The player frame's own document, its playing <video>, and what it posted up to the page. */
function playerFrame() {
  const { window } = parseHTML('<!doctype html><html><body><video></video></body></html>');
  for (const name of ['MutationObserver', 'HTMLIFrameElement'] as const) vi.stubGlobal(name, (window as unknown as Record<string, unknown>)[name]);
  const video = window.document.querySelector('video')!;
  for (const [key, value] of Object.entries({ paused: false, ended: false, currentTime: 12, duration: 1440, muted: false, volume: 1, playbackRate: 1 })) {
    Object.defineProperty(video, key, { value, writable: true, configurable: true });
  }
  video.getBoundingClientRect = () => ({ width: 1280, height: 720 }) as DOMRect;
  const posted: string[] = [];
  const parent = { postMessage: (data: { type: string }) => void posted.push(data.type) };
  const win = Object.assign(new EventTarget(), { document: window.document, parent }) as unknown as Window;
  const fire = (type: string) => {
    const event = new window.Event(type);
    Object.defineProperty(event, 'isTrusted', { value: true });
    video.dispatchEvent(event as unknown as Event);
  };
  const fromPage = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    win.dispatchEvent(Object.assign(new Event('message'), { data, origin: from.origin ?? TOP_ORIGIN, source: from.source ?? parent }));
  relayPlayer(win, TOP_ORIGIN, new AbortController().signal);
  return { fire, fromPage, posted: () => posted };
}

describe('relayPlayer: the player frame relays timeupdate only while the page asks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('not at first; from the request of the framing page on; not after it said stop', () => {
    const frame = playerFrame();
    frame.fire('timeupdate');
    frame.fire('pause');
    expect(frame.posted()).toEqual(['playing', 'pause']);

    frame.fromPage({ watchmark: 'player-relay-ticks', wanted: true });
    frame.fire('timeupdate');
    expect(frame.posted()).toEqual(['playing', 'pause', 'timeupdate']);

    frame.fromPage({ watchmark: 'player-relay-ticks', wanted: false });
    frame.fire('timeupdate');
    frame.fire('playing');
    expect(frame.posted()).toEqual(['playing', 'pause', 'timeupdate', 'playing']);
  });

  it('another origin, or another window than the framing page, cannot ask', () => {
    const frame = playerFrame();
    frame.fromPage({ watchmark: 'player-relay-ticks', wanted: true }, { origin: 'https://evil.example' });
    frame.fromPage({ watchmark: 'player-relay-ticks', wanted: true }, { source: {} });
    frame.fromPage({ watchmark: 'player-relay-ticks', wanted: 'yes' });
    frame.fire('timeupdate');
    expect(frame.posted()).toEqual(['playing']);
  });
});

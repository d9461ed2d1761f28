import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RELAYED_EVENTS } from '../../lib/messages/player-relay';
import { frameRelaySource, relayPlayer } from './frame-relay';
import { MEDIA_EVENTS, TIME_UPDATE, type MediaEventType } from './player-handle';

// Both ends of the relay on WXT's in-memory browser: what each frame's script sends the background
// (runtime.sendMessage), and what it makes of what the background sends it (runtime.onMessage).

const PLAYING = { currentTime: 12, duration: 1440, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 };
/** The background, as the browser names it to a content script: our extension, no tab. */
const BACKGROUND = { id: fakeBrowser.runtime.id };

/** What the script sent the background. */
const sent: unknown[] = [];
const fromBackground = async (message: unknown, sender: object = BACKGROUND): Promise<void> => {
  await Promise.all(await fakeBrowser.runtime.onMessage.trigger(message, sender as never, () => undefined));
};

beforeEach(() => {
  fakeBrowser.reset();
  sent.length = 0;
  fakeBrowser.runtime.sendMessage = (async (message: unknown) => void sent.push(message)) as typeof fakeBrowser.runtime.sendMessage;
});

it("the background's schema lets through every event the core follows, and no other", () => {
  expect([...RELAYED_EVENTS].sort()).toEqual([...MEDIA_EVENTS, TIME_UPDATE].sort());
});

describe('frameRelaySource: the top frame hears the player frame through the background', () => {
  function relayed() {
    const source = frameRelaySource('crunchyroll');
    const events: MediaEventType[] = [];
    source.onEvent((type) => events.push(type));
    return { source, events };
  }
  const event = (type: string, player: object = PLAYING, frameId = 5) => ({ type: 'player-relayed', frameId, event: type, player });

  it("takes the player's state and event the background hands on", async () => {
    const { source, events } = relayed();
    await fromBackground(event('playing'));
    expect(events).toEqual(['playing']);
    expect(source.current()).toEqual(PLAYING);
  });

  it('hears nothing from a sender with a tab (a content script) or another extension', async () => {
    const { source, events } = relayed();
    await fromBackground(event('playing'), { id: fakeBrowser.runtime.id, tab: { id: 4 } });
    await fromBackground(event('playing'), { id: 'another-extension' });
    await fromBackground({ ...event('playing'), type: 'player-relay' });
    expect(events).toEqual([]);
    expect(source.current()).toBeNull();
  });

  it('a timeupdate reaches the core only while it follows them; asking tells each frame heard from, through the background', async () => {
    const { source, events } = relayed();
    await fromBackground(event('playing'));
    await fromBackground(event('timeupdate', { ...PLAYING, currentTime: 14 }));
    expect(events).toEqual(['playing']);
    expect(sent).toEqual([]);

    source.followTimeUpdates(true);
    expect(sent).toEqual([{ type: 'player-relay-ticks', site: 'crunchyroll', frameId: 5, wanted: true }]);
    await fromBackground(event('timeupdate', { ...PLAYING, currentTime: 15 }));
    expect(events).toEqual(['playing', 'timeupdate']);
    expect(source.current()?.currentTime).toBe(15);
    // A frame first heard while they are followed (a player loaded later) is asked at once.
    await fromBackground(event('playing', PLAYING, 9));
    expect(sent.at(-1)).toEqual({ type: 'player-relay-ticks', site: 'crunchyroll', frameId: 9, wanted: true });

    source.followTimeUpdates(false);
    expect(sent.slice(-2)).toEqual([
      { type: 'player-relay-ticks', site: 'crunchyroll', frameId: 5, wanted: false },
      { type: 'player-relay-ticks', site: 'crunchyroll', frameId: 9, wanted: false },
    ]);
  });
});

/** The player frame's own document and its playing <video>; `fire` dispatches a trusted media event. */
function playerFrame() {
  const { window } = parseHTML('<!doctype html><html><body><video></video></body></html>');
  for (const name of ['MutationObserver', 'HTMLIFrameElement'] as const) vi.stubGlobal(name, (window as unknown as Record<string, unknown>)[name]);
  const video = window.document.querySelector('video')!;
  for (const [key, value] of Object.entries(PLAYING)) Object.defineProperty(video, key, { value, writable: true, configurable: true });
  video.getBoundingClientRect = () => ({ width: 1280, height: 720 }) as DOMRect;
  const fire = (type: string) => {
    const event = new window.Event(type);
    Object.defineProperty(event, 'isTrusted', { value: true });
    video.dispatchEvent(event as unknown as Event);
  };
  relayPlayer({ document: window.document } as unknown as Window, 'crunchyroll', new AbortController().signal);
  return { fire, relayed: () => sent.map((message) => (message as { event: string }).event) };
}

describe('relayPlayer: the player frame relays to the background; timeupdate only while the page asks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends each event with the player fields only, named for its site', () => {
    const frame = playerFrame();
    expect(sent).toEqual([{ type: 'player-relay', site: 'crunchyroll', event: 'playing', player: PLAYING }]);
    frame.fire('pause');
    expect(frame.relayed()).toEqual(['playing', 'pause']);
  });

  it("not at first; from the background's request on; not after it said stop", async () => {
    const frame = playerFrame();
    frame.fire('timeupdate');
    expect(frame.relayed()).toEqual(['playing']);

    await fromBackground({ type: 'player-ticks', wanted: true });
    frame.fire('timeupdate');
    expect(frame.relayed()).toEqual(['playing', 'timeupdate']);

    await fromBackground({ type: 'player-ticks', wanted: false });
    frame.fire('timeupdate');
    frame.fire('playing');
    expect(frame.relayed()).toEqual(['playing', 'timeupdate', 'playing']);
  });

  it('nobody but the background can ask', async () => {
    const frame = playerFrame();
    await fromBackground({ type: 'player-ticks', wanted: true }, { id: fakeBrowser.runtime.id, tab: { id: 4 } });
    await fromBackground({ type: 'player-ticks', wanted: true }, { id: 'another-extension' });
    frame.fire('timeupdate');
    expect(frame.relayed()).toEqual(['playing']);
  });
});

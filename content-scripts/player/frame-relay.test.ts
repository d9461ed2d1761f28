import { describe, expect, it } from 'vitest';
import { playerFramePage, playingRelay } from '../../test/unit/support/player-frame-page';
import { frameRelaySource } from './frame-relay';
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

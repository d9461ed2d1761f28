import { describe, expect, it } from 'vitest';
import type { Status } from '../../messages/popup';

// The badge's title goes through the i18n catalog; in Node there is none, so the key stands in.
const { badgeFor } = await import('./badge');

const base: Status = {
  signedIn: true,
  deviceCode: null,
  authGeneration: 'v2',
  nowPlaying: null,
  lastResult: null,
  pendingWrites: 0,
  failedWrites: [],
  parked: [],
};
const playing = (state: 'playing' | 'paused' | 'ended', ignored?: 'site' | 'tab'): Status => ({
  ...base,
  nowPlaying: { title: 'Dark', kind: 'episode', site: 'netflix', state, progress: 10, updatedAt: 1, ...(ignored ? { ignored } : {}) },
});

describe('badgeFor: the toolbar icon at a glance', () => {
  it('is empty with nothing going on, and when signed out', () => {
    expect(badgeFor(base).text).toBe('');
    expect(badgeFor({ ...playing('playing'), signedIn: false }).text).toBe('');
  });

  it('shows watching and paused', () => {
    expect(badgeFor(playing('playing')).text).toBe('▶');
    expect(badgeFor(playing('paused')).text).toBe('❚❚');
    expect(badgeFor(playing('ended')).text).toBe('');
  });

  it('shows playback it is told not to scrobble as paused, not as watching', () => {
    expect(badgeFor(playing('playing', 'site')).text).toBe('❚❚');
  });

  it('needs attention for refused writes or a needed sign-in, above everything else', () => {
    expect(badgeFor({ ...playing('playing'), failedWrites: [{ what: 'x', reason: 'y' }] }).text).toBe('!');
    expect(badgeFor({ ...base, needsReauth: 'sign in again' })).toMatchObject({ text: '!', title: 'Watchmark needs your attention' });
    expect(badgeFor({ ...playing('playing'), parked: [{ subject: 'netflix:dune', title: 'Dune', site: 'netflix', kind: 'movie', count: 1 }] }).text).toBe('!');
  });
});

describe('badgeFor: viewings waiting for confirmation (ask before recording)', () => {
  const waiting = (count: number): Status => ({ ...playing('playing'), toConfirm: { count, rows: [] } });

  it('counts them, above what plays and below what needs fixing', () => {
    expect(badgeFor(waiting(3))).toMatchObject({ text: '3', title: '3 watches to confirm' });
    expect(badgeFor(waiting(1)).title).toBe('1 watch to confirm');
    expect(badgeFor(waiting(120)).text).toBe('99+');
    expect(badgeFor({ ...waiting(3), failedWrites: [{ what: 'x', reason: 'y' }] }).text).toBe('!');
    expect(badgeFor({ ...waiting(3), signedIn: false }).text).toBe('');
  });
});

describe('badgeFor: a site that asks before recording, playing', () => {
  // Nothing of this viewing is sent live: the badge must not show "being recorded" (▶).
  const asking: Status = { ...playing('playing'), scrobbling: { siteEnabled: true, tabPaused: false, asksFirst: true } };

  it('shows that it will ask, not that it records', () => {
    expect(badgeFor(asking)).toMatchObject({ text: '?', title: 'Playing: Dark (nothing is recorded until you confirm)' });
    expect(badgeFor({ ...asking, scrobbling: { siteEnabled: true, tabPaused: false, asksFirst: false } }).text).toBe('▶');
  });

  it('still counts what waits first, and shows a pause as a pause', () => {
    expect(badgeFor({ ...asking, toConfirm: { count: 2, rows: [] } }).text).toBe('2');
    expect(badgeFor({ ...asking, nowPlaying: { ...asking.nowPlaying!, state: 'paused' } }).text).toBe('❚❚');
  });
});

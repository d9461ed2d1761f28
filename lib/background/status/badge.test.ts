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

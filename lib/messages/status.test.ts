import { describe, expect, it } from 'vitest';
import { StatusSchema, type Status } from './status';

const status: Status = {
  signedIn: true,
  deviceCode: null,
  authGeneration: 'v2',
  nowPlaying: { title: 'Dark', kind: 'episode', season: 1, episode: 2, site: 'netflix', state: 'playing', progress: 12.5, updatedAt: 1, tabId: 4 },
  lastResult: null,
  pendingWrites: 0,
  failedWrites: [],
  nowPlayingItem: { item: { kind: 'show', svcId: 7, title: 'Dark', episode: { season: 1, number: 2 } }, poster: null },
  parked: [],
  rateOffer: { kind: 'movie', svcId: 9, title: 'Heat', year: 1995 },
};

describe("the popup's status (zod's mini build)", () => {
  it('accepts a status the background sends, and trims titles as the message schemas do', () => {
    expect(StatusSchema.safeParse(status).data).toEqual(status);
    const padded = StatusSchema.safeParse({ ...status, rateOffer: { kind: 'movie', svcId: 9, title: '  Heat ' } });
    expect(padded.data?.rateOffer?.title).toBe('Heat');
  });

  it('refuses what the page must not show: wrong types, fractional counts, impossible items', () => {
    const refused = [
      { ...status, signedIn: 'yes' },
      { ...status, pendingWrites: 1.5 },
      { ...status, authGeneration: 'v3' },
      { ...status, nowPlaying: { ...status.nowPlaying, state: 'buffering' } },
      { ...status, rateOffer: { kind: 'movie', svcId: 0, title: 'Heat' } },
      { ...status, rateOffer: { kind: 'movie', svcId: 9, title: '   ' } },
      { ...status, rateOffer: { kind: 'movie', svcId: 9, title: 'Heat', year: 1200 } },
      { ...status, nowPlayingItem: { item: { kind: 'show', svcId: 7, title: 'Dark', episode: { number: -1 } } } },
      { ...status, parked: undefined },
    ];
    expect(refused.map((value) => StatusSchema.safeParse(value).success)).toEqual(refused.map(() => false));
  });
});

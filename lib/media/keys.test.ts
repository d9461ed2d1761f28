import { describe, expect, it } from 'vitest';
import { episodeWatchKeyPrefix, nowPlayingKey, siteItemKey, siteShowKey, subjectKey, titleKey, watchedKey, watchKey } from './keys';

// The encodings are pinned character for character: users' stores hold data under them.
describe('service keys (persisted: marks, posters, the watched store)', () => {
  const show = { kind: 'show', svcId: 42 };

  it('names a title by kind and id', () => {
    expect(titleKey({ kind: 'movie', svcId: 9 })).toBe('movie:9');
    expect(titleKey(show)).toBe('show:42');
  });

  it('names a target by its title, then season and number; a missing season stays an empty field', () => {
    expect(watchKey({ item: { kind: 'movie', svcId: 9 } })).toBe('movie:9');
    expect(watchKey({ item: show, episode: { season: 1, number: 3 } })).toBe('show:42:1:3');
    expect(watchKey({ item: show, episode: { season: 0, number: 1 } })).toBe('show:42:0:1');
    expect(watchKey({ item: { kind: 'anime', svcId: 7 }, episode: { number: 12 } })).toBe('anime:7::12');
  });

  it('gives a library item the same target key as the scrobble target it names', () => {
    const item = { ...show, title: 'Example Show', episode: { season: 2, number: 5, title: 'The Return' } };
    expect(watchedKey(item)).toBe(watchKey({ item: show, episode: item.episode }));
    expect(watchedKey({ kind: 'movie', svcId: 9 })).toBe('movie:9');
  });

  it("starts every episode's target key of a title with the title's prefix, and no other title's", () => {
    const prefix = episodeWatchKeyPrefix(show);
    expect(watchKey({ item: show, episode: { season: 1, number: 3 } }).startsWith(prefix)).toBe(true);
    expect(watchKey({ item: { kind: 'show', svcId: 420 }, episode: { season: 1, number: 3 } }).startsWith(prefix)).toBe(false);
  });
});

describe('site keys (persisted: the match cache, the card state)', () => {
  it('names a site item and a site show apart', () => {
    expect(siteItemKey('netflix', '80057281')).toBe('netflix:item:80057281');
    expect(siteShowKey('netflix', '80100172')).toBe('netflix:show:80100172');
  });

  it("takes an episode's subject from its show when the site names one, else from the item", () => {
    const episode = { site: 'netflix', kind: 'episode', siteItemId: '80057281', siteShowId: '80100172' };
    expect(subjectKey(episode)).toBe('netflix:show:80100172');
    expect(subjectKey({ ...episode, siteShowId: undefined })).toBe('netflix:item:80057281');
    expect(subjectKey({ ...episode, kind: 'movie' })).toBe('netflix:item:80057281');
  });

  it("keeps the card's own encoding of a site item", () => {
    expect(nowPlayingKey({ site: 'netflix', siteItemId: '80057281' })).toBe('netflix:80057281');
  });
});

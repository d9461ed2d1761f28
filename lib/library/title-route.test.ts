import { describe, expect, it } from 'vitest';
import { kindFromItemUrl, parseRoute, titleHash } from './title-route';

describe('library page routes', () => {
  it('reads the Discover tab and title pages from the hash; anything else is the library', () => {
    expect(parseRoute('#/discover')).toEqual({ view: 'discover' });
    expect(parseRoute('#/to-confirm')).toEqual({ view: 'to-confirm' });
    expect(parseRoute(titleHash({ kind: 'show', svcId: 20001 }))).toEqual({ view: 'title', kind: 'show', svcId: 20001 });
    for (const hash of ['', '#/', '#/title/tv/1', '#/title/show/abc', '#/title/movie/1/extra']) expect(parseRoute(hash)).toEqual({ view: 'library' });
  });

  it('tells the kind from a service item URL (spec 4.2 shapes), or nothing', () => {
    expect(kindFromItemUrl('https://svc.example/movies/10001/heat')).toBe('movie');
    expect(kindFromItemUrl('/tv/20001/stranger-things/season-1')).toBe('show');
    expect(kindFromItemUrl('https://svc.example/anime/30001/frieren')).toBe('anime');
    expect(kindFromItemUrl('https://svc.example/users/1')).toBeNull();
    expect(kindFromItemUrl(undefined)).toBeNull();
  });
});

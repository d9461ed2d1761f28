import { describe, expect, it } from 'vitest';
import { stampGenericOrigin } from '../messages/generic-pages';
import { stampServerOrigin } from '../messages/media-server-origin';
import type { MediaGuess } from '../messages/media';
import { cacheKey } from './cache';
import { resolveGuess } from './resolver';
import { fakes } from './resolver.fixtures';

/** A generic report as the router passes it on: its item id stamped with the sender's origin. */
function genericEpisode(pageUrl: string, extra: Partial<MediaGuess> = {}): MediaGuess {
  const url = new URL(pageUrl);
  const report: MediaGuess = {
    site: 'generic',
    siteItemId: `${url.host}${url.pathname}`,
    kind: 'episode',
    title: 'The Office',
    season: 2,
    episode: 1,
    ...extra,
  };
  const stamped = stampGenericOrigin(report, pageUrl);
  if (!stamped) throw new Error('the sender did not match');
  return stamped;
}

describe('resolve-cache keys that cannot be poisoned', () => {
  it('the generic detector keys a show by the page origin: one site does not decide "The Office" for another', () => {
    const a = cacheKey(genericEpisode('https://a.example/watch/1'));
    const b = cacheKey(genericEpisode('https://b.example/watch/9'));
    const plainHttp = cacheKey(genericEpisode('http://b.example/watch/9'));
    expect(new Set([a, b, plainHttp]).size).toBe(3);
    expect(b).toBe('generic:https://b.example:show:the office');
    // Two pages of one site still share the show (a binge costs one lookup).
    expect(cacheKey(genericEpisode('https://b.example/watch/10'))).toBe(b);
  });

  it('ids a page offers count for that page only', () => {
    const offered = genericEpisode('https://a.example/watch/1', { ids: { imdb: 'tt0386676' } });
    expect(cacheKey(offered)).toBe('generic:item:https://a.example/watch/1');
    expect(cacheKey(offered)).not.toBe(cacheKey(genericEpisode('https://a.example/watch/2')));
  });

  it("end to end: a hostile site's ids do not decide what the title means on another site", async () => {
    const f = fakes({
      location: (asked) => (asked.imdb === 'tt9999999' ? '/tv/666/not-the-office' : null),
      search: { tv: [{ title: 'The Office', year: 2005, ids: { svc: 20010 } }] },
    });
    const hostile = await resolveGuess(f.deps, genericEpisode('https://hostile.example/v/1', { ids: { imdb: 'tt9999999' } }));
    expect(hostile.item.svcId).toBe(666);
    const elsewhere = await resolveGuess(f.deps, genericEpisode('https://honest.example/e/1'));
    expect(elsewhere.item.svcId).toBe(20010);
    // Even on the hostile site itself, a page without the offered ids is looked up on its own.
    expect((await resolveGuess(f.deps, genericEpisode('https://hostile.example/v/2'))).item.svcId).toBe(20010);
  });

  it('a report about another host than the page that sent it is not believed', () => {
    expect(stampGenericOrigin({ siteItemId: 'b.example/watch/1' }, 'https://a.example/watch/1')).toBeNull();
    expect(stampGenericOrigin({ siteItemId: 'a.example/watch/1' }, undefined)).toBeNull();
    expect(stampGenericOrigin({ siteItemId: 'a.example:8443/watch/1' }, 'https://a.example:8443/watch/1')).toEqual({
      siteItemId: 'https://a.example:8443/watch/1',
    });
  });

  it('YouTube keys a show by uploader and title; an upload without a known owner stands alone', () => {
    const upload = (siteItemId: string, siteShowId?: string): MediaGuess => ({
      site: 'youtube',
      siteItemId,
      kind: 'episode',
      title: 'The Office',
      season: 2,
      episode: 1,
      ...(siteShowId ? { siteShowId } : {}),
    });
    expect(cacheKey(upload('aaaaaaaaaaa', 'UCone:the office'))).not.toBe(cacheKey(upload('bbbbbbbbbbb', 'UCtwo:the office')));
    expect(cacheKey(upload('aaaaaaaaaaa', 'UCone:the office'))).toBe(cacheKey(upload('ccccccccccc', 'UCone:the office')));
    expect(cacheKey(upload('aaaaaaaaaaa'))).toBe('youtube:item:aaaaaaaaaaa');
    expect(cacheKey(upload('aaaaaaaaaaa'))).not.toBe(cacheKey(upload('bbbbbbbbbbb')));
  });

  it('adapter sites keep one key per show, as before', () => {
    const netflix: MediaGuess = { site: 'netflix', siteItemId: '1', siteShowId: '80057281', kind: 'episode', title: 'Stranger Things', season: 1, episode: 1 };
    expect(cacheKey(netflix)).toBe('netflix:show:80057281');
    expect(cacheKey({ ...netflix, site: 'disneyplus', siteShowId: undefined })).toBe('disneyplus:show:stranger things');
  });
});

describe('media servers: keys stay with the server that reported', () => {
  /** A media server's report as the router passes it on: its item id stamped with the sender's origin. */
  function serverEpisode(pageUrl: string, extra: Partial<MediaGuess> = {}): MediaGuess {
    const report: MediaGuess = {
      site: 'jellyfin',
      siteItemId: `${new URL(pageUrl).host}:ab12`,
      kind: 'episode',
      title: 'The Office',
      season: 2,
      episode: 1,
      ...extra,
    };
    const stamped = stampServerOrigin(report, pageUrl);
    if (!stamped) throw new Error('the sender did not match');
    return stamped;
  }

  it("a fallback source's show (named by its title only) is one server's word", () => {
    const home = cacheKey(serverEpisode('https://home.example:8096/web/index.html'));
    const friend = cacheKey(serverEpisode('https://friend.example:8096/web/index.html'));
    expect(home).not.toBe(friend);
    expect(home).toBe('jellyfin:show:https://home.example:8096 the office');
    // Episodes of one server still share the show (a binge costs one lookup).
    expect(cacheKey(serverEpisode('https://home.example:8096/web/index.html', { siteItemId: 'home.example:8096:cd34' }))).toBe(home);
  });

  it("a show id a page offers counts on that page's server only", () => {
    const claimed = { siteShowId: 'home.example:8096:show1' };
    const onHome = cacheKey(serverEpisode('https://home.example:8096/web/', claimed));
    const elsewhere = cacheKey(serverEpisode('http://hostile.example/web/', claimed));
    expect(onHome).not.toBe(elsewhere);
  });

  it('a report naming another server than the page that sent it is not believed', () => {
    expect(stampServerOrigin({ siteItemId: 'home.example:8096:ab12' }, 'https://hostile.example/web/')).toBeNull();
    expect(stampServerOrigin({ siteItemId: 'home.example:8096:ab12' }, undefined)).toBeNull();
    expect(stampServerOrigin({ siteItemId: 'plex.lan:32400:9:1:2' }, 'http://plex.lan:32400/web/index.html')).toEqual({
      siteItemId: 'http://plex.lan:32400/9:1:2',
    });
  });
});

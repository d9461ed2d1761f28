import { describe, expect, it } from 'vitest';
import { GenericAnswerSchema } from './generic';
import { genericOriginOf, originPattern, pageAddress } from './generic-pages';

describe('generic detection scope', () => {
  it('offers any http(s) page no adapter covers, by origin', () => {
    expect(genericOriginOf('https://www.streamhall.test/movie/1?x=1#t')).toBe('https://www.streamhall.test');
    expect(genericOriginOf('http://media.home.test:8080/watch')).toBe('http://media.home.test:8080');
  });

  it('never for adapter sites, their player frames, or non-web pages', () => {
    for (const url of [
      'https://www.netflix.com/watch/1',
      'https://static.crunchyroll.com/player',
      'chrome://extensions',
      'moz-extension://x/popup.html',
      'file:///tmp/a.html',
      'not a url',
      undefined,
    ]) {
      expect(genericOriginOf(url)).toBeNull();
    }
  });

  it('asks for the host without its port (match patterns have none) and keys answers without the fragment', () => {
    expect(originPattern('http://media.home.test:8080')).toBe('http://media.home.test/*');
    expect(pageAddress('https://a.test/p?q=1#frag')).toBe('https://a.test/p?q=1');
  });

  it('an answer needs a title, and for an episode its number', () => {
    expect(GenericAnswerSchema.safeParse({ kind: 'movie', title: 'Roma' }).success).toBe(true);
    expect(GenericAnswerSchema.safeParse({ kind: 'episode', title: 'Dark', season: 1 }).success).toBe(false);
    expect(GenericAnswerSchema.safeParse({ kind: 'movie', title: '  ' }).success).toBe(false);
    expect(GenericAnswerSchema.safeParse({ kind: 'movie', title: 'Roma', year: Number.NaN }).success).toBe(false);
  });
});

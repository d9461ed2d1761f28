import { describe, expect, it } from 'vitest';
import { parseSiteAddress } from './site-address';

describe('parseSiteAddress: a typed site address as the origin detection is switched on for', () => {
  it.each([
    ['video.example.org', 'https://video.example.org'],
    ['  https://video.example.org/watch/12?x=1  ', 'https://video.example.org'],
    ['http://tv.example.net:8096/web/index.html', 'http://tv.example.net:8096'],
    ['HTTPS://Video.Example.org', 'https://video.example.org'],
    ['localhost:8920', 'https://localhost:8920'],
  ])('%s -> %s', (typed, origin) => {
    expect(parseSiteAddress(typed)).toEqual({ origin });
  });

  it.each(['', '   ', 'not a site', 'ftp://files.example.org', 'javascript:alert(1)', 'intranet', 'https://'])('refuses %j', (typed) => {
    expect(parseSiteAddress(typed)).toEqual({ problem: 'invalid' });
  });

  it('a site with built-in support is named, not added', () => {
    expect(parseSiteAddress('https://www.netflix.com/browse')).toEqual({ problem: 'supported', host: 'www.netflix.com' });
  });
});

import { describe, expect, it } from 'vitest';
import { safeWebUrl, urlOnOrigin } from './safe-urls';

describe('URLs from outside, checked before they become a link, an image or a tab', () => {
  it('only https (or, in this loopback build, http on loopback) becomes a link', () => {
    expect(safeWebUrl('https://example.com/tv/1')).toBe('https://example.com/tv/1');
    expect(safeWebUrl('http://127.0.0.1:8788/tv/1')).toBe('http://127.0.0.1:8788/tv/1');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
      'http://example.com/',
      'chrome://settings',
      'https://user:pw@example.com/',
      '//example.com',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(safeWebUrl(bad)).toBeNull();
    }
  });

  it('where the contract names the host, only that host', () => {
    const web = 'https://web.example';
    expect(urlOnOrigin('https://web.example/device?code=ABCD', web)).toBe('https://web.example/device?code=ABCD');
    expect(urlOnOrigin('/pin', web)).toBe('https://web.example/pin');
    for (const bad of [
      'https://web.example.evil.test/device',
      'https://evil.test/device',
      'http://web.example/device',
      'javascript:alert(1)',
      '//evil.test/x',
      'https://web.example@evil.test/',
    ]) {
      expect(urlOnOrigin(bad, web)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { changelogEntry, loopbackHosts, storeVersion } from '../../scripts/release/rules';

const CHANGELOG = `# Changelog

## 0.3.0 - 2026-12-01

## [0.2.0] - 2026-11-23
- Discover tab.
- Fixes.

## 0.2.0-beta
- Not this one.

## 0.1.0
Walking skeleton.
`;

describe('changelogEntry', () => {
  it('returns the lines under the version heading, up to the next heading', () => {
    expect(changelogEntry(CHANGELOG, '0.2.0')).toBe('- Discover tab.\n- Fixes.');
    expect(changelogEntry(CHANGELOG, '0.1.0')).toBe('Walking skeleton.');
  });

  it('refuses a heading with nothing under it', () => {
    expect(changelogEntry(CHANGELOG, '0.3.0')).toBeNull();
  });

  it('refuses a version that is only a prefix of a heading, or absent', () => {
    expect(changelogEntry(CHANGELOG, '0.2')).toBeNull();
    expect(changelogEntry(CHANGELOG, '9.9.9')).toBeNull();
    expect(changelogEntry('## 0.1.0x\nnotes', '0.1.0')).toBeNull();
  });

  it('treats the version as text, not as a pattern', () => {
    expect(changelogEntry('## 0a1b0\nnotes', '0.1.0')).toBeNull();
  });
});

describe('storeVersion', () => {
  it('accepts dotted numbers', () => {
    expect(storeVersion('0.1.0')).toBe('0.1.0');
    expect(storeVersion('1.2.3.4')).toBe('1.2.3.4');
  });

  it('refuses what a store would refuse, naming the rule', () => {
    expect(() => storeVersion('0.2.0-beta')).toThrow(/one to four dot-separated numbers/);
    expect(() => storeVersion(undefined)).toThrow(/not a store version/);
  });
});

describe('loopbackHosts', () => {
  const real = { apiUrl: 'https://api.example.com', webUrl: 'https://example.com', cdnUrl: 'https://data.example.com', imageUrl: 'https://img.example.com' };

  it('finds none in a build for a real service', () => {
    expect(loopbackHosts(real)).toEqual([]);
  });

  it('names each host that points at this machine', () => {
    expect(loopbackHosts({ ...real, apiUrl: 'http://127.0.0.1:8787', imageUrl: 'http://localhost:8790' })).toEqual([
      'http://127.0.0.1:8787',
      'http://localhost:8790',
    ]);
  });
});

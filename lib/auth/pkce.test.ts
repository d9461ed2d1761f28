import { describe, expect, it } from 'vitest';
import { codeChallengeS256, createCodeVerifier, randomToken } from './pkce';

const VERIFIER = /^[A-Za-z0-9\-._~]+$/;

describe('createCodeVerifier (spec 5.1 / 8: 43-128 characters from A-Z a-z 0-9 - . _ ~)', () => {
  it('defaults to a valid length', () => {
    const verifier = createCodeVerifier();
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(verifier.length).toBeLessThanOrEqual(128);
    expect(verifier).toMatch(VERIFIER);
  });

  it.each([43, 44, 64, 100, 127, 128])('makes a %d-character verifier from the alphabet only', (length) => {
    for (let i = 0; i < 20; i += 1) {
      const verifier = createCodeVerifier(length);
      expect(verifier).toHaveLength(length);
      expect(verifier).toMatch(VERIFIER);
    }
  });

  it.each([0, 1, 42, 129, 256, -1, Number.NaN])('refuses length %d with a RangeError', (length) => {
    expect(() => createCodeVerifier(length)).toThrow(RangeError);
  });

  it('is random: no two verifiers repeat', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createCodeVerifier()));
    expect(seen.size).toBe(200);
  });

  it('uses the whole alphabet, including - . _ ~', () => {
    const pooled = Array.from({ length: 100 }, () => createCodeVerifier(128)).join('');
    for (const char of 'Az09-._~') expect(pooled).toContain(char);
    expect(new Set(pooled).size).toBe(66);
  });
});

describe('randomToken', () => {
  it('draws only from the given alphabet, at the given length', () => {
    const token = randomToken(500, 'ab');
    expect(token).toHaveLength(500);
    expect(token).toMatch(/^[ab]+$/);
    expect(token).toContain('a');
    expect(token).toContain('b');
  });
});

describe('codeChallengeS256', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('is unpadded base64url of SHA-256 (43 characters, no + / =)', async () => {
    for (let i = 0; i < 50; i += 1) {
      const challenge = await codeChallengeS256(createCodeVerifier());
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it.each([
    // SHA-256 of the empty string and of "abc" (FIPS 180-2 test vectors), base64url without padding.
    ['', '47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU'],
    ['abc', 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0'],
  ])('hashes %j to %s', async (input, expected) => {
    expect(await codeChallengeS256(input)).toBe(expected);
  });
});

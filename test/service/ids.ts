import { randomBytes, randomInt } from 'node:crypto';

/**
 * 64-bit ids start at 2^60 so every one of them is beyond Number.MAX_SAFE_INTEGER; the step
 * (about a million) keeps neighbours distinct even after a client rounds them to doubles, so a
 * rounded id is recognisably "almost" a real one.
 */
export class BigIdGen {
  private n = 0n;

  next(): bigint {
    this.n += 1n;
    return (1n << 60n) + this.n * 1_000_003n + BigInt(randomInt(0, 1000));
  }
}

export function opaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** RFC 8628 6.1 suggests a consonant alphabet so codes never spell words or look ambiguous. */
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';

export function userCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += USER_CODE_ALPHABET[randomInt(0, USER_CODE_ALPHABET.length)];
  return out;
}

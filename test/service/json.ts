import { randomBytes } from 'node:crypto';

/**
 * The real service sends 64-bit ids (sessions, playbacks) as bare JSON integers, above 2^53,
 * which JSON.parse in a browser silently rounds. We reproduce that on purpose so the client's
 * handling of big ids is exercised: bigint values are written as raw integer literals.
 */
const TAG = `__bigint_${randomBytes(6).toString('hex')}__`;
const TAGGED = new RegExp(`"${TAG}(-?\\d+)"`, 'g');

export function stringify(value: unknown, space?: number): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${TAG}${v.toString()}` : v), space);
  return (text ?? 'null').replace(TAGGED, '$1');
}

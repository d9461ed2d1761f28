import { describe, expect, it } from 'vitest';
import { parseProfileNumber } from './profile-number';

describe('parseProfileNumber', () => {
  it.each<[string, number | null | 'invalid']>([
    ['41002', 41002],
    ['  41002 ', 41002],
    ['', null],
    ['   ', null],
    ['0', 'invalid'],
    ['-5', 'invalid'],
    ['41002x', 'invalid'],
    ['https://web.example/users/41002', 'invalid'],
    ['4.1', 'invalid'],
    // Past 2^53 a number could not be sent back exactly.
    ['9007199254740993', 'invalid'],
  ])('%j -> %j', (text, expected) => {
    expect(parseProfileNumber(text)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { defined } from './defined';

describe('defined', () => {
  it('drops the fields that are undefined and keeps every other value, falsy ones included', () => {
    const fields = defined({ title: 'Dune', year: undefined, season: 0, episodeTitle: '', ids: null, muted: false });
    expect(Object.keys(fields)).toEqual(['title', 'season', 'episodeTitle', 'ids', 'muted']);
    expect(fields).toStrictEqual({ title: 'Dune', season: 0, episodeTitle: '', ids: null, muted: false });
  });

  it('returns a new object and leaves the one it was given alone', () => {
    const fields = { title: 'Dune', year: undefined };
    expect(defined(fields)).not.toBe(fields);
    expect(Object.keys(fields)).toEqual(['title', 'year']);
  });
});

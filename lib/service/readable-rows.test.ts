import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readableRows } from './readable-rows';

const Row = z.looseObject({ number: z.number().int(), title: z.string().optional() });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a list read row by row', () => {
  it('keeps the rows that read and skips the odd one, naming it in the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parsed = readableRows(Row, 'GET /tv/episodes/1').parse([{ number: 1 }, { number: 'two' }, null, { number: 3, title: 'Three' }]);
    expect(parsed).toEqual([{ number: 1 }, { number: 3, title: 'Three' }]);
    expect(warn.mock.calls.map(([line]) => String(line).slice(0, 30))).toEqual(['GET /tv/episodes/1: row 1 skip', 'GET /tv/episodes/1: row 2 skip']);
  });

  it('still refuses an answer that is not a list', () => {
    expect(readableRows(Row, 'x').safeParse({ number: 1 }).success).toBe(false);
  });
});

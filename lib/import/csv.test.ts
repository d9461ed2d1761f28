import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('Title,Date\n"Love, Death & Robots: Volume 1: ""Sonnie"" Edge","5/2/26"\n"Line\nbreak",x\n')).toEqual([
      ['Title', 'Date'],
      ['Love, Death & Robots: Volume 1: "Sonnie" Edge', '5/2/26'],
      ['Line\nbreak', 'x'],
    ]);
  });

  it('drops a byte-order mark and handles CRLF, blank lines and a missing final newline', () => {
    expect(parseCsv('\uFEFFTitle,Date\r\n\r\n"A","1/2/26"\r\nB,3/4/26')).toEqual([
      ['Title', 'Date'],
      ['A', '1/2/26'],
      ['B', '3/4/26'],
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a,,c\n,,\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });
});

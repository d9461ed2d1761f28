import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { buildPreview, type PreviewInput } from './preview';
import { reportCsv } from './report-csv';
import type { Viewing } from './viewing';

const viewing = (rawTitle: string, profile?: string): Viewing => ({
  title: { kind: 'movie', title: rawTitle },
  rawTitle,
  watchedAt: Date.UTC(2026, 4, 1, 12),
  exactTime: false,
  ...(profile ? { profile } : {}),
});

function report(viewings: Viewing[]): string[][] {
  const input: PreviewInput = { viewings, resolutions: viewings.map(() => ({ status: 'unresolved' })), history: new Map(), imported: new Set() };
  return parseCsv(reportCsv(buildPreview(input), (row) => row.state));
}

describe('the downloadable import report', () => {
  it('keeps a cell that starts like a spreadsheet formula as text', () => {
    const rows = report([
      viewing('=HYPERLINK("https://example.test","Open")'),
      viewing('+1 Show'),
      viewing('-2 Show'),
      viewing('@SUM(A1)', '\tTab'),
      viewing('\rCR'),
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['', `'=HYPERLINK("https://example.test","Open")`],
      ['', "'+1 Show"],
      ['', "'-2 Show"],
      ["'\tTab", "'@SUM(A1)"],
      ['', "'\rCR"],
    ]);
  });

  it('leaves every other cell as it was', () => {
    expect(report([viewing('Roma', 'Alex')])).toEqual([
      ['Profile', 'File title', 'Watched at', 'Matched title', 'Episode', 'Outcome'],
      ['Alex', 'Roma', '2026-05-01T12:00:00.000Z', '', '', 'unresolved'],
    ]);
  });
});

// Reads either Netflix CSV file into viewings. Which file it is comes from the header alone;
// anything else is refused with what was expected, before a single row is used.
import { parseCsv } from './csv';
import { ACTIVITY_HEADER, readActivityRows } from './netflix-activity';
import { EXPORT_HEADER, readExportRows } from './netflix-export';
import type { FileReading } from './viewing';

export { ACTIVITY_HEADER, EXPORT_HEADER };

function sameHeader(row: readonly string[], expected: readonly string[]): boolean {
  return row.length === expected.length && row.every((cell, i) => cell.trim() === expected[i]);
}

export function readNetflixFile(text: string): FileReading {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header) return { ok: false, error: { code: 'empty' } };
  let reading: FileReading;
  if (sameHeader(header, ACTIVITY_HEADER)) reading = readActivityRows(rows.slice(1));
  else if (sameHeader(header, EXPORT_HEADER)) reading = readExportRows(rows.slice(1));
  else return { ok: false, error: { code: 'unknown-format', header: header.join(',').slice(0, 120) } };
  if (reading.ok && reading.viewings.length === 0 && reading.skipped === 0) return { ok: false, error: { code: 'empty' } };
  return reading;
}

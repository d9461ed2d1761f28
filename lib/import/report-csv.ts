// The downloadable import report: one line per row of the file, with what the import did with it.
import type { PreviewGroup, PreviewRow } from './preview';

// Titles come from a file or a site's page, and a page's scripts may answer the import: a cell that
// starts like a formula would run when the report is opened in a spreadsheet, so it is kept as text.
const FORMULA_START = /^[=+\-@\t\r]/u;

/** A cell as quoted CSV text, a leading formula character behind an apostrophe. */
export function reportCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function reportCsv(groups: readonly PreviewGroup[], outcome: (row: PreviewRow) => string): string {
  const rows = groups.flatMap((group) => group.rows).sort((a, b) => a.index - b.index);
  const lines = rows.map((row) => {
    const target = row.resolution.status === 'resolved' ? row.resolution.target : undefined;
    const episode = target?.episode ? `S${target.episode.season ?? ''}E${target.episode.number}` : '';
    return [row.viewing.profile ?? '', row.viewing.rawTitle, new Date(row.viewing.watchedAt).toISOString(), target?.item.title ?? '', episode, outcome(row)]
      .map(reportCell)
      .join(',');
  });
  return ['Profile,File title,Watched at,Matched title,Episode,Outcome', ...lines].join('\r\n');
}

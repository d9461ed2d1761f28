import { t } from '../../../lib/i18n/t';
import type { PreviewGroup } from '../../../lib/import/preview';
import type { FileError } from '../../../lib/import/viewing';
import { reportCsv } from '../../../lib/import/report-csv';

// What the import tells the user about a file it could not read, and the report it hands back.

export function fileErrorText(error: FileError): string {
  switch (error.code) {
    case 'unknown-format':
      return t('import_error_format', error.header);
    case 'empty':
      return t('import_error_empty');
    case 'dates-ambiguous':
      return t('import_error_dates');
    case 'date-unreadable':
      return t('import_error_date_line', error.line, error.text);
    case 'row-malformed':
      return t('import_error_row', error.line);
  }
}

/** Hands the user the import's report, one row per viewing with what became of it. */
export function download(groups: PreviewGroup[]): void {
  const url = URL.createObjectURL(new Blob([reportCsv(groups, (row) => row.state)], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'watchmark-import-report.csv' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

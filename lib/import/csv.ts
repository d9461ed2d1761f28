// RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Netflix files come
// with or without a byte-order mark and with CRLF or LF line ends; Excel re-saves add CRLF.

/** Splits CSV text into rows of fields; blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

  const endField = (): void => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRow = (): void => {
    endField();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };

  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (source[i + 1] === '\n') i += 1;
      endRow();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * Reads a CSV file as written by the shop's exports (RFC 4180: quoted cells, doubled quotes, CRLF),
 * into rows of cells; a leading "sep=," line is dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows[0]?.[0]?.startsWith('sep=') ? rows.slice(1) : rows;
}

/** A table: its header and its rows as records by column name. */
export function csvRecords(text: string): { header: string[]; records: Array<Record<string, string>> } {
  const [header = [], ...rows] = parseCsv(text);
  return { header, records: rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']))) };
}

/** The sum of a column of rupee amounts, in paise. */
export function columnPaise(records: ReadonlyArray<Record<string, string>>, column: string): number {
  return records.reduce((total, record) => total + Math.round(Number(record[column]) * 100), 0);
}

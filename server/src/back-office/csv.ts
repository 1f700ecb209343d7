/**
 * CSV for spreadsheets that may be set to another separator than ours. A spreadsheet runs a cell
 * as a formula when it starts with = + - @ (or a tab or carriage return ahead of one); one set to
 * `;` or tab splits our cell at those characters and judges each piece on its own. So every piece
 * that could start a formula, at the cell's start or after any of those separators and leading
 * spaces or quotes, gets an apostrophe in front: shown as text, never run.
 */
export const CSV_SEPARATOR = ',';

/** The first line of every export: tells Excel the separator instead of letting the locale guess it. */
export const CSV_SEPARATOR_LINE = `sep=${CSV_SEPARATOR}`;

/** Where a spreadsheet set to another separator would start a new cell. */
const SEPARATORS = /([,;\t|])/;
/** A piece that starts a formula: = + - @ or a carriage return, after any spaces or quotes. */
const FORMULA_START = /^([ \u00a0"]*)(?=[=+\-@\r])/;

/** The text with an apostrophe ahead of every piece a spreadsheet could run as a formula. */
export function neutraliseFormulas(text: string): string {
  const parts = text.split(SEPARATORS);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      // A cell that starts with a tab is the same risk as one starting with a formula.
      if (index === 0 && part === '' && parts[1] === '\t') return "'";
      return part.replace(FORMULA_START, "$1'");
    })
    .join('');
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a separator, quote or line break. Numbers are
 * written as they are; text is neutralised first (neutraliseFormulas).
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'string' ? neutraliseFormulas(value) : String(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as a CSV file: the separator line, then one CRLF-ended line per row. */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return [CSV_SEPARATOR_LINE, ...rows.map((cells) => cells.map(csvCell).join(CSV_SEPARATOR))].join('\r\n') + '\r\n';
}

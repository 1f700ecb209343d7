import { stringify } from 'csv-stringify/sync';

/**
 * CSV for spreadsheets that may be set to another separator than ours, written by csv-stringify
 * (RFC 4180 quoting) with one rule of ours on top. A spreadsheet runs a cell as a formula when it
 * starts with = + - @ (or a tab or carriage return ahead of one); one set to `;` or tab splits our
 * cell at those characters and judges each piece on its own. So every piece that could start a
 * formula, at the cell's start or after any of those separators and leading spaces or quotes, gets
 * an apostrophe in front: shown as text, never run. Cells holding `;` or a tab are quoted too, so
 * such a spreadsheet keeps them whole.
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

/** A formula start that neutraliseFormulas guarded: its apostrophe, then = + - @ or a carriage return. */
const GUARDED_FORMULA_START = /^([ \u00a0"]*)'(?=[=+\-@\r])/;

/**
 * A cell of one of our own files as it was before neutraliseFormulas: an import reading back an
 * export (products) gets "-20% off" again, not "'-20% off".
 */
export function restoreNeutralisedFormulas(text: string): string {
  const parts = text.split(SEPARATORS);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      if (index === 0 && part === "'" && parts[1] === '\t') return '';
      return part.replace(GUARDED_FORMULA_START, '$1');
    })
    .join('');
}

/** An amount in paise, written as rupees with two decimals: our own figure, never neutralised, so a credit note's minus stays a minus. */
export class CsvRupees {
  constructor(readonly paise: number) {}
  toString(): string {
    return (this.paise / 100).toFixed(2);
  }
}

/** What a cell may hold: text (neutralised), a number or rupees (written as they are). */
export type CsvValue = string | number | CsvRupees;

/** Rows as CSV lines, each ended by CRLF; text neutralised first (neutraliseFormulas). */
export function csvRows(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  if (rows.length === 0) return '';
  return stringify(rows as CsvValue[][], {
    delimiter: CSV_SEPARATOR,
    record_delimiter: '\r\n',
    quoted_match: /[;\t\r\n]/,
    cast: {
      string: neutraliseFormulas,
      number: String,
      // The only object a cell holds is CsvRupees.
      object: (value) => (value instanceof CsvRupees ? value.toString() : JSON.stringify(value)),
    },
  });
}

/** Rows of cells as a CSV file for a spreadsheet: the separator line, then one CRLF-ended line per row. */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return `${CSV_SEPARATOR_LINE}\r\n${csvRows(rows)}`;
}

/** One CSV cell as csvRows writes it. */
export function csvCell(value: CsvValue): string {
  return csvRows([[value]]).slice(0, -2);
}

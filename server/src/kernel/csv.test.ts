import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, neutraliseFormulas, restoreNeutralisedFormulas } from './csv.js';

/** Reads CSV as a spreadsheet does with the given separator (RFC 4180 quoting). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** What a spreadsheet would run: a cell whose first character after leading spaces starts a formula. */
const runsAsFormula = (cell: string) => /^[=+\-@]/.test(cell.replace(/^[ \u00a0]+/, '')) || /^[\t\r]/.test(cell);

const hostile = [
  '=HYPERLINK("http://evil.example")',
  'Ravi;=1+2',
  'Ravi; =cmd|" /C calc"!A0',
  'Asha\t=1+2',
  'Flat 4;\t+91 98000',
  'Meera, @SUM(A1:A9)',
  '\t-2+3',
  'Lane 5;"=1+1"',
];

describe('orders CSV cells', () => {
  it('reads back, with the comma the file names, as the values written with an apostrophe before each formula', () => {
    const file = csvFile([['Customer', 'Items'], ...hostile.map((name) => [name, 2])]);
    // Excel reads the first line as the separator to use; the rows follow it.
    const [separatorLine, rest] = [file.slice(0, file.indexOf('\r\n')), file.slice(file.indexOf('\r\n') + 2)];
    expect(separatorLine).toBe('sep=,');
    const [header, ...rows] = parseCsv(rest, ',');
    expect(header).toEqual(['Customer', 'Items']);
    expect(rows.map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      `Ravi;'=1+2`,
      `Ravi; '=cmd|" /C calc"!A0`,
      `Asha\t'=1+2`,
      `Flat 4;\t'+91 98000`,
      `Meera, '@SUM(A1:A9)`,
      `'\t'-2+3`,
      `Lane 5;"'=1+1"`,
    ]);
    expect(rows.map((row) => row[1])).toEqual(hostile.map(() => '2'));
  });

  it.each([
    [';', 'semicolon'],
    ['\t', 'tab'],
    [',', 'comma'],
  ])('leaves no cell that runs as a formula when a spreadsheet splits on %j (%s)', (separator) => {
    const file = csvFile(hostile.map((name) => [name, 'Processing']));
    const cells = parseCsv(file, separator).flat();
    expect(cells.filter(runsAsFormula)).toEqual([]);
    // Without neutralising, the same split finds formulas: the check above can fail.
    expect(parseCsv(hostile.join('\r\n'), separator).flat().some(runsAsFormula)).toBe(true);
  });

  it('writes numbers and plain text as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Bhringraj Hair Oil')).toBe('Bhringraj Hair Oil');
    expect(csvCell('12-A MG Road')).toBe('12-A MG Road');
  });

  it('reads its own guarded cells back as they were written (a product import of a product export)', () => {
    for (const text of ['-20% off', '=SUM(A1)', 'Amla, -dry scalp; +shine', '\t@home', '  "=x"', 'Plain text', '12-A MG Road']) {
      expect(restoreNeutralisedFormulas(neutraliseFormulas(text))).toBe(text);
    }
  });
});

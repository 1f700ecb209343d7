/**
 * Tax document numbers (CGST rule 46(b)): a prefix from the shop's settings, the series letter,
 * the financial year and a five-digit sequence, e.g. HR/2627/00001, credit notes HRC/2627/00001,
 * bills of supply HRB/2627/00001. At most 16 characters: a prefix that would make any series
 * longer is refused when it is set, so issuing never meets a number it cannot write.
 */
export type DocumentSeries = 'INVOICE' | 'CREDIT_NOTE' | 'BILL_OF_SUPPLY';

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
const SERIES_LETTER: Record<DocumentSeries, string> = { INVOICE: '', CREDIT_NOTE: 'C', BILL_OF_SUPPLY: 'B' };
const SEQUENCE_DIGITS = 5;

/** "2026-27" → "2627". */
export function financialYearShort(financialYear: string): string {
  return `${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}`;
}

export function formatDocumentNumber(series: DocumentSeries, prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}${SERIES_LETTER[series]}/${financialYearShort(financialYear)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The longest number a prefix gives (a credit note, the last five-digit sequence). */
export function longestDocumentNumber(prefix: string): string {
  return formatDocumentNumber('CREDIT_NOTE', prefix, '2026-27', 10 ** SEQUENCE_DIGITS - 1);
}

/** Letters and digits only, and short enough that every series fits in 16 characters; the settings' message, or null. */
export function invoicePrefixProblem(prefix: string): string | null {
  if (!/^[A-Za-z0-9]+$/.test(prefix)) return 'The invoice prefix is letters or digits';
  const longest = longestDocumentNumber(prefix.toUpperCase());
  return longest.length > MAX_DOCUMENT_NUMBER_LENGTH
    ? `The invoice prefix makes numbers like ${longest} (${longest.length} characters); a document number is at most 16 characters`
    : null;
}

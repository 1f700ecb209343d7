import type { EntityManager } from 'typeorm';
import { financialYearOf, financialYearShort } from './financial-year.js';
import type { TaxDocumentKind } from './tax-document.entity.js';

/**
 * The next number of a series, consecutive within the financial year (CGST rule 46(b)): one
 * counter row per (series, year), bumped by an upsert that holds its row lock until the issuing
 * transaction ends. A second issuer, in this process or another, waits for it; a rolled-back issue
 * undoes its bump, so no number is skipped or used twice.
 */
export interface DocumentNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** Invoices HR/2627/00001, credit notes HRC/2627/00001 (with the prefix HR). */
export function formatDocumentNumber(kind: TaxDocumentKind, prefix: string, financialYear: string, sequence: number): string {
  const number = `${prefix}${kind === 'CREDIT_NOTE' ? 'C' : ''}/${financialYearShort(financialYear)}/${String(sequence).padStart(5, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new RangeError(`document number ${number} is longer than 16 characters`);
  return number;
}

export async function nextDocumentNumber(
  manager: EntityManager,
  kind: TaxDocumentKind,
  prefix: string,
  when: Date,
): Promise<DocumentNumber> {
  const financialYear = financialYearOf(when);
  const [row]: Array<{ last_number: number }> = await manager.query(
    `INSERT INTO tax_document_counters (series, financial_year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (series, financial_year) DO UPDATE SET last_number = tax_document_counters.last_number + 1
     RETURNING last_number`,
    [kind, financialYear],
  );
  return { number: formatDocumentNumber(kind, prefix, financialYear, row.last_number), financialYear, sequence: row.last_number };
}

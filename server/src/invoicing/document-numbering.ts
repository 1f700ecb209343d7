import type { EntityManager } from 'typeorm';
import { formatDocumentNumber, MAX_DOCUMENT_NUMBER_LENGTH, type DocumentSeries } from '@common/tax-document-number.js';
import { financialYearOf } from './financial-year.js';

/**
 * The next number of a series, consecutive within the financial year (CGST rule 46(b)): one
 * counter row per (series, year), bumped by an upsert that holds its row lock until the issuing
 * transaction ends. A second issuer, in this process or another, waits for it; a rolled-back issue
 * undoes its bump, so no number is skipped or used twice. The format is common/tax-document-number.ts.
 */
export interface DocumentNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

export { formatDocumentNumber, MAX_DOCUMENT_NUMBER_LENGTH, type DocumentSeries };

export async function nextDocumentNumber(
  manager: EntityManager,
  series: DocumentSeries,
  prefix: string,
  when: Date,
): Promise<DocumentNumber> {
  const financialYear = financialYearOf(when);
  const [row]: Array<{ last_number: number }> = await manager.query(
    `INSERT INTO tax_document_counters (series, financial_year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (series, financial_year) DO UPDATE SET last_number = tax_document_counters.last_number + 1
     RETURNING last_number`,
    [series, financialYear],
  );
  return { number: formatDocumentNumber(series, prefix, financialYear, row.last_number), financialYear, sequence: row.last_number };
}

import { IST_OFFSET_MS } from '@common/india-time.js';

/**
 * India's financial year runs from 1 April to 31 March in India Standard Time (UTC+05:30, no
 * daylight saving): an invoice issued at 23:59:59 IST on 31 March belongs to the old year, one a
 * second later to the new one, whatever the server's own time zone.
 */

/** The year's label, e.g. "2026-27" for 1 April 2026 to 31 March 2027. */
export function financialYearOf(when: Date): string {
  const ist = new Date(when.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The year's short form in document numbers: "2627" for 2026-27. */
export function financialYearShort(financialYear: string): string {
  return `${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}`;
}

/** The first instant of a calendar month in India (month 1–12) and of the next, for monthly returns. */
export function indianMonthRange(year: number, month: number): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS),
  };
}

/** dd-mm-yyyy in India, as the GSTR-1 offline tool writes dates. */
export function gstrDate(when: Date): string {
  const ist = new Date(when.getTime() + IST_OFFSET_MS);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}-${ist.getUTCFullYear()}`;
}

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

export { financialYearShort } from '@common/tax-document-number.js';

/** The first instant of a calendar month in India (month 1–12) and of the next, for monthly returns. */
export function indianMonthRange(year: number, month: number): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS),
  };
}

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as the GST offline tool's files write it, in India: 29-Nov-2026. */
export function gstrDate(when: Date): string {
  const ist = new Date(when.getTime() + IST_OFFSET_MS);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${MONTH_ABBREVIATIONS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

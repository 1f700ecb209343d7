/**
 * Money is exact: integer paise everywhere it is stored or computed. Rupees appear only at the
 * edges (the API shows rupees with two decimals, the screens show ₹1,234.00).
 */
export type Paise = number;

/**
 * Indian digit grouping, as en-IN writes numbers: the last three digits, then pairs
 * (12,34,56,789). Written out rather than through Intl: creating an en-IN NumberFormat loads
 * locale data, which cost a phone ~150 ms of blocked main thread on the first page.
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * ₹1,234.00 — the one way the shop writes an amount in rupees, character for character what
 * Intl's en-IN INR currency format writes (money.test.ts compares them): the amount's shortest
 * decimal form rounded half away from zero to paise, and a minus for any negative amount.
 */
export function formatRupees(rupees: number): string {
  const magnitude = Math.abs(rupees);
  const decimal = magnitude.toString();
  if (magnitude >= 1e13 || !/^\d+(\.\d+)?$/.test(decimal)) {
    // Exponent notation or amounts no shop shows: leave them to Intl.
    return rupees.toLocaleString('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  const [whole, fraction = ''] = decimal.split('.');
  let paise = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && fraction[2] >= '5') paise += 1;
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${groupIndianDigits(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
}

/** Formats an amount held in paise. */
export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/**
 * Converts rupees (as typed or as sent over the API) to paise, or null when the value is not a
 * finite amount with at most two decimals. 12.345 is refused rather than silently rounded.
 */
export function rupeesToPaise(rupees: number): Paise | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return null;
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6 * Math.max(1, Math.abs(rupees * 100))) return null;
  if (!Number.isSafeInteger(paise)) return null;
  return paise;
}

/**
 * Money is exact: integer paise everywhere it is stored or computed. Rupees appear only at the
 * edges (the API shows rupees with two decimals, the screens show ₹1,234.00).
 */
export type Paise = number;

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,234.00 — the one way the shop writes an amount in rupees. */
export function formatRupees(rupees: number): string {
  return inrFormatter.format(rupees);
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

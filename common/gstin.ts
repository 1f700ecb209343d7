import { gstStateName } from './gst.js';

/**
 * A GSTIN: 15 characters — the registration's state code (2 digits), the holder's PAN (5 letters,
 * 4 digits, a letter), the registration's number within the state (1–9, A–Z), `Z`, and a check
 * character over the first fourteen (base 36, weights 1 and 2 alternately, digits of each product
 * summed in base 36). Checked the same way by the checkout and the server.
 */
export const GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN (e.g. 33AAAAA0000A1Z5), or leave it empty';

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  const mod = CODE_POINTS.length;
  let total = 0;
  for (let index = 0; index < first14.length; index += 1) {
    const product = CODE_POINTS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    total += Math.floor(product / mod) + (product % mod);
  }
  return CODE_POINTS[(mod - (total % mod)) % mod];
}

/** The GSTIN as stored (trimmed, upper case), or null when it is not a valid one. */
export function normaliseGstin(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(gstin)) return null;
  if (!gstStateName(gstin.slice(0, 2)) && gstin.slice(0, 2) !== '97') return null;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? gstin : null;
}

/** The checkout's and the Settings page's message for a GSTIN field, or null when it is fine (empty is fine). */
export function validateGstin(value: string): string | null {
  if (!value.trim()) return null;
  return normaliseGstin(value) ? null : GSTIN_MESSAGE;
}

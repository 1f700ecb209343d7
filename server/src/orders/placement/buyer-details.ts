import { GSTIN_MESSAGE, normaliseGstin } from '@common/gstin.js';
import { indianState, SHIPPING_FIELDS, validateShipping, type ShippingDetails, type ShippingField } from '@common/shipping-form.js';
import { invalidInput } from '../../kernel/errors.js';

/** The checkout form's rules (common/shipping-form.ts); the first broken one is reported with its field. */
export function checkShipping(
  input: Partial<Record<ShippingField, unknown>> | null | undefined,
  countries: readonly string[],
): ShippingDetails {
  const source = input ?? {};
  const errors = validateShipping(source, { countries });
  const field = SHIPPING_FIELDS.find((name) => errors[name]);
  if (field) throw invalidInput(errors[field]!, { field, errors });
  // Every field passed the rules above, so each is text, or absent for an optional one.
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const details = Object.fromEntries(SHIPPING_FIELDS.map((name) => [name, text(source[name])])) as ShippingDetails;
  // An Indian state is stored as the list spells it, however it was typed.
  const state = details.country === 'India' ? (indianState(details.state) ?? details.state) : details.state;
  return { ...details, state, email: details.email.toLowerCase() };
}

/** A business buyer's GSTIN as stored, null when none was given; refused when it is not a valid one. */
export function checkBuyerGstin(value: unknown): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return null;
  const gstin = typeof value === 'string' ? normaliseGstin(value) : null;
  if (!gstin) throw invalidInput(GSTIN_MESSAGE, { field: 'gstin' });
  return gstin;
}

export const BUYER_LEGAL_NAME_MAX = 200;

/**
 * A business buyer's legal (registered) name, given with the GSTIN and printed on the invoice as
 * the receiver; null without a GSTIN or when none was given (the invoice then names the person).
 */
export function checkBuyerLegalName(gstin: string | null, value: unknown): string | null {
  if (!gstin || value === null || value === undefined) return null;
  const name = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : null;
  if (name === null || name.length > BUYER_LEGAL_NAME_MAX)
    throw invalidInput(`The business's legal name is up to ${BUYER_LEGAL_NAME_MAX} characters`, { field: 'businessName' });
  return name || null;
}

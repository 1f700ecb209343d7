import { indianState, validateShipping, type ShippingField, type ShippingRules } from './shipping-form.js';

/**
 * A shopper's saved address: the checkout's shipping fields but the e-mail, which is the account's
 * own. My account's form, checkout's address book and the server keep and compare addresses by
 * these rules, so what one side accepts or calls "the same address" the other does too.
 */
export const SAVED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
] as const satisfies readonly ShippingField[];

export type SavedAddressField = (typeof SAVED_ADDRESS_FIELDS)[number];
export type SavedAddressDetails = Record<SavedAddressField, string>;

/** Enough for home, work and family; more is a sign of scripting, not shopping. */
export const MAX_SAVED_ADDRESSES = 10;

/** The checkout's messages for an address's fields (the account's e-mail is not asked for). */
export function validateSavedAddress(
  details: Partial<Record<SavedAddressField, unknown>>,
  rules: ShippingRules = {},
): Partial<Record<SavedAddressField, string>> {
  // Any valid e-mail stands in for the account's own, which is checked elsewhere.
  const { email: _email, ...errors } = validateShipping({ ...details, email: 'account@example.com' }, rules);
  return errors;
}

/** An address as kept: each field trimmed (an absent second line empty), an Indian state spelt as listed. */
export function normaliseSavedAddress(details: Partial<Record<SavedAddressField, unknown>>): SavedAddressDetails {
  const kept = Object.fromEntries(
    SAVED_ADDRESS_FIELDS.map((field) => {
      const value = details[field];
      return [field, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as SavedAddressDetails;
  if (kept.country === 'India') kept.state = indianState(kept.state) ?? kept.state;
  return kept;
}

/** The same place, whatever the letters' case or the spaces around them. */
export function sameSavedAddress(a: SavedAddressDetails, b: SavedAddressDetails): boolean {
  return SAVED_ADDRESS_FIELDS.every((field) => a[field].trim().toLowerCase() === b[field].trim().toLowerCase());
}

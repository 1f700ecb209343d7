import { EMAIL_PATTERN, hasControlCharacters, SINGLE_LINE_MESSAGE } from './single-line-text.js';

/**
 * The checkout's shipping form rules (docs/storefront.md, Checkout and payment), shared so the server refuses exactly what the
 * form would have flagged, with the same words.
 */
export const SHIPPING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
] as const;

export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingDetails = Record<ShippingField, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

/** Fields a shopper may leave empty: the second address line (flat, floor, landmark). */
export const OPTIONAL_SHIPPING_FIELDS: readonly ShippingField[] = ['addressLine2'];

export const SHIPPING_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  indianPhone: 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9 (+91 optional)',
  postalCode: 'Please enter a valid 6-digit postal code',
  pinCode: 'Please enter a valid 6-digit PIN code',
  country: 'Please choose a country we deliver to',
  state: 'Please choose a state or union territory of India',
  tooLong: 'This field is too long',
  singleLine: SINGLE_LINE_MESSAGE,
} as const;

/** Every country the form knows; the shop ships to those configured (SHIPPING_COUNTRIES), India by default. */
export const COUNTRIES = ['India', 'United States', 'United Kingdom'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY = 'India';
/** Where the shop ships unless configured otherwise: India only (shipping policy). */
export const DEFAULT_SHIPPING_COUNTRIES: readonly Country[] = ['India'];

/** India's 28 states and 8 union territories, as India Post writes them. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const PHONE_PATTERN = /^[0-9+\-\s()]{7,15}$/;
export const POSTAL_CODE_PATTERN = /^[0-9]{6}$/;
/** An Indian PIN code: six digits, the first (the postal region) 1 to 9. */
export const INDIAN_PIN_PATTERN = /^[1-9][0-9]{5}$/;

/** An Indian mobile number once spaces, dashes and brackets are gone: +91, 91 or 0 optional, then 10 digits from 6–9. */
const INDIAN_MOBILE_PATTERN = /^(?:\+91|91|0)?[6-9][0-9]{9}$/;

/** Checks a phone number for the country it is shipped to: India's mobile numbers, elsewhere a looser shape. */
export function phoneMessage(value: string, country: string): string | null {
  if (country === 'India') return INDIAN_MOBILE_PATTERN.test(value.replace(/[\s\-()]/g, '')) ? null : SHIPPING_MESSAGES.indianPhone;
  return PHONE_PATTERN.test(value) ? null : SHIPPING_MESSAGES.phone;
}

/** What the postal code is called where the parcel goes: a PIN code in India. */
export function postalCodeLabel(country: string): string {
  return country === 'India' ? 'PIN code' : 'Postal Code';
}

export interface ShippingRules {
  /** The countries the shop ships to; DEFAULT_SHIPPING_COUNTRIES when not given. */
  countries?: readonly string[];
}

/** Longest value any shipping field may hold; keeps hostile input out of the database. */
export const SHIPPING_FIELD_MAX_LENGTH = 200;

export function emptyShippingDetails(): ShippingDetails {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address: '',
    addressLine2: '',
    city: '',
    state: '',
    postalCode: '',
    country: DEFAULT_COUNTRY,
  };
}

/**
 * Checks one field; returns the message to show, or null when it is fine. The state and postal
 * code depend on the country: an Indian address needs a state or union territory from the list
 * and a PIN code (6 digits, not starting with 0).
 */
export function validateShippingField(
  field: ShippingField,
  rawValue: unknown,
  details: Partial<Record<ShippingField, unknown>> = {},
  rules: ShippingRules = {},
): string | null {
  const value = typeof rawValue === 'string' ? rawValue.trim() : '';
  if (!value)
    return OPTIONAL_SHIPPING_FIELDS.includes(field) && (rawValue == null || typeof rawValue === 'string')
      ? null
      : SHIPPING_MESSAGES.required;
  if (value.length > SHIPPING_FIELD_MAX_LENGTH) return SHIPPING_MESSAGES.tooLong;
  // Every shipping field is one line: it reaches e-mails, labels and exports.
  if (hasControlCharacters(value)) return SHIPPING_MESSAGES.singleLine;
  const country = typeof details.country === 'string' ? details.country.trim() : DEFAULT_COUNTRY;
  switch (field) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : SHIPPING_MESSAGES.email;
    case 'phone':
      return phoneMessage(value, country);
    case 'postalCode':
      if (country === 'India') return INDIAN_PIN_PATTERN.test(value) ? null : SHIPPING_MESSAGES.pinCode;
      return POSTAL_CODE_PATTERN.test(value) ? null : SHIPPING_MESSAGES.postalCode;
    case 'state': {
      if (country !== 'India' || indianState(value)) return null;
      const guess = closestIndianStates(value)[0];
      return guess ? `${SHIPPING_MESSAGES.state}: did you mean ${guess}?` : SHIPPING_MESSAGES.state;
    }
    case 'country':
      return (rules.countries ?? DEFAULT_SHIPPING_COUNTRIES).includes(value) ? null : SHIPPING_MESSAGES.country;
    default:
      return null;
  }
}

/** The listed spelling of an Indian state or union territory, matched without regard to case. */
export function indianState(value: string): string | null {
  const wanted = value.trim().toLowerCase();
  return INDIAN_STATES.find((state) => state.toLowerCase() === wanted) ?? null;
}

/** Letters an edit (insert, delete, change, swap of neighbours) apart. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

const LONGEST_STATE_NAME = Math.max(...INDIAN_STATES.map((state) => state.length));

/**
 * States and union territories a shopper probably means by what they typed: those containing it
 * first, then those whose name (or the start of it, as long as what was typed) is one or two
 * letters off ("Karnatka", "Tamilnadu", "maharastra").
 */
export function closestIndianStates(typed: string): string[] {
  const wanted = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return [...INDIAN_STATES];
  // No name is longer than this; anything longer is not a misspelt state and not worth the work.
  if (wanted.length > LONGEST_STATE_NAME + 2) return [];
  const squashed = wanted.replace(/ /g, '');
  const containing = INDIAN_STATES.filter((state) => state.toLowerCase().includes(wanted));
  const allowed = squashed.length < 4 ? 0 : squashed.length < 7 ? 1 : 2;
  const near = INDIAN_STATES.filter((state) => !containing.includes(state))
    .map((state) => {
      const name = state.toLowerCase().replace(/ /g, '');
      return { state, distance: Math.min(editDistance(squashed, name), editDistance(squashed, name.slice(0, squashed.length))) };
    })
    .filter((candidate) => candidate.distance <= allowed)
    .sort((a, b) => a.distance - b.distance)
    .map((candidate) => candidate.state);
  return [...containing, ...near];
}

/** Checks the whole form; an empty object means it is valid. */
export function validateShipping(details: Partial<Record<ShippingField, unknown>>, rules: ShippingRules = {}): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const message = validateShippingField(field, details[field], details, rules);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The one-line address the REST checkout kept for older integrations carries: street, city, state - postal code, country. */
export function joinAddress(
  details: Pick<ShippingDetails, 'address' | 'city' | 'state' | 'postalCode' | 'country'> & { addressLine2?: string },
): string {
  return `${streetLines(details)}, ${details.city}, ${details.state} - ${details.postalCode}, ${details.country}`;
}

/** The street as the courier's label prints it: the first address line, then the second when given. */
export function streetLines(details: { address: string; addressLine2?: string }): string {
  return [details.address.trim(), details.addressLine2?.trim() ?? ''].filter(Boolean).join(', ');
}

/**
 * The checkout's shipping form rules (spec §5), shared so the server refuses exactly what the
 * form would have flagged, with the same words.
 */
export const SHIPPING_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country'] as const;

export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingDetails = Record<ShippingField, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const SHIPPING_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  postalCode: 'Please enter a valid 6-digit postal code',
  country: 'Please choose a country we deliver to',
  state: 'Please choose a state or union territory of India',
  tooLong: 'This field is too long',
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

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9+\-\s()]{7,15}$/;
export const POSTAL_CODE_PATTERN = /^[0-9]{6}$/;
/** An Indian PIN code: six digits, the first (the postal region) 1 to 9. */
export const INDIAN_PIN_PATTERN = /^[1-9][0-9]{5}$/;

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
  if (!value) return SHIPPING_MESSAGES.required;
  if (value.length > SHIPPING_FIELD_MAX_LENGTH) return SHIPPING_MESSAGES.tooLong;
  const country = typeof details.country === 'string' ? details.country.trim() : DEFAULT_COUNTRY;
  switch (field) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : SHIPPING_MESSAGES.email;
    case 'phone':
      return PHONE_PATTERN.test(value) ? null : SHIPPING_MESSAGES.phone;
    case 'postalCode':
      return (country === 'India' ? INDIAN_PIN_PATTERN : POSTAL_CODE_PATTERN).test(value) ? null : SHIPPING_MESSAGES.postalCode;
    case 'state':
      return country !== 'India' || indianState(value) ? null : SHIPPING_MESSAGES.state;
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

/** Checks the whole form; an empty object means it is valid. */
export function validateShipping(details: Partial<Record<ShippingField, unknown>>, rules: ShippingRules = {}): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const message = validateShippingField(field, details[field], details, rules);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The one-line address the spec's REST payload carries: street, city, state - postal code, country. */
export function joinAddress(details: Pick<ShippingDetails, 'address' | 'city' | 'state' | 'postalCode' | 'country'>): string {
  return `${details.address}, ${details.city}, ${details.state} - ${details.postalCode}, ${details.country}`;
}

/**
 * The checkout's shipping form rules (spec §5), shared so the server refuses exactly what the
 * form would have flagged, with the same words.
 */
export const SHIPPING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
] as const;

export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingDetails = Record<ShippingField, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const SHIPPING_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  postalCode: 'Please enter a valid 6-digit postal code',
  country: 'Please choose a country we deliver to',
  tooLong: 'This field is too long',
} as const;

export const COUNTRIES = ['India', 'United States', 'United Kingdom'] as const;
export const DEFAULT_COUNTRY = 'India';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9+\-\s()]{7,15}$/;
export const POSTAL_CODE_PATTERN = /^[0-9]{6}$/;

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

/** Checks one field; returns the message to show, or null when it is fine. */
export function validateShippingField(field: ShippingField, rawValue: unknown): string | null {
  const value = typeof rawValue === 'string' ? rawValue.trim() : '';
  if (!value) return SHIPPING_MESSAGES.required;
  if (value.length > SHIPPING_FIELD_MAX_LENGTH) return SHIPPING_MESSAGES.tooLong;
  switch (field) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : SHIPPING_MESSAGES.email;
    case 'phone':
      return PHONE_PATTERN.test(value) ? null : SHIPPING_MESSAGES.phone;
    case 'postalCode':
      return POSTAL_CODE_PATTERN.test(value) ? null : SHIPPING_MESSAGES.postalCode;
    case 'country':
      return (COUNTRIES as readonly string[]).includes(value) ? null : SHIPPING_MESSAGES.country;
    default:
      return null;
  }
}

/** Checks the whole form; an empty object means it is valid. */
export function validateShipping(details: Partial<Record<ShippingField, unknown>>): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const message = validateShippingField(field, details[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The one-line address the spec's REST payload carries: street, city, state - postal code, country. */
export function joinAddress(details: Pick<ShippingDetails, 'address' | 'city' | 'state' | 'postalCode' | 'country'>): string {
  return `${details.address}, ${details.city}, ${details.state} - ${details.postalCode}, ${details.country}`;
}

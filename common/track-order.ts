import { EMAIL_PATTERN } from './single-line-text.js';

/**
 * Finding an order without an account: its number and the e-mail it was placed with. Shared so
 * the page's form and its plain-HTML post (answered by the server) refuse the same input with
 * the same words.
 */
export const TRACK_ORDER_FIELDS = ['orderNumber', 'email'] as const;
export type TrackOrderField = (typeof TRACK_ORDER_FIELDS)[number];
export type TrackOrderErrors = Partial<Record<TrackOrderField, string>>;

export const TRACK_ORDER_MESSAGES = {
  orderNumber: 'Please enter your order number, e.g. HB-100042',
  email: 'Please enter a valid email address',
  notFound: 'We could not find an order with this number and e-mail address. Please check both against your confirmation e-mail.',
} as const;

/** HB-100042, HB100042 or 100042, spaces ignored. */
const ORDER_NUMBER = /^(HB-?)?\d{1,9}$/i;

export function validateTrackOrder(input: Partial<Record<TrackOrderField, unknown>>): TrackOrderErrors {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const errors: TrackOrderErrors = {};
  if (!ORDER_NUMBER.test(text(input.orderNumber).replace(/\s+/g, ''))) errors.orderNumber = TRACK_ORDER_MESSAGES.orderNumber;
  if (!EMAIL_PATTERN.test(text(input.email))) errors.email = TRACK_ORDER_MESSAGES.email;
  return errors;
}

import { accountEmailError } from './account-form.js';

/**
 * Back in stock: what the product page offers for a sold-out size and what the server answers,
 * the same words on both sides. The e-mail address is checked by the account forms' rule.
 */
export const BACK_IN_STOCK_MESSAGES = {
  soldOut: 'Sold out',
  offer: 'Sold out. We can e-mail you once, when it is back.',
  emailInvalid: 'Please enter one valid e-mail address, for the e-mail when it is back',
  inStock: (label: string) => `${label} is in stock: add it to your cart.`,
  sizeUnknown: 'This size is no longer sold',
  subscribed: (label: string, email: string) => `We will e-mail ${email} once, when ${label} is back in stock.`,
} as const;

/** The e-mail address as stored (trimmed, lower case), or null with the reason it is refused. */
export function backInStockEmail(value: unknown): { email: string; error: null } | { email: null; error: string } {
  if (accountEmailError(value)) return { email: null, error: BACK_IN_STOCK_MESSAGES.emailInvalid };
  return { email: (value as string).trim().toLowerCase(), error: null };
}

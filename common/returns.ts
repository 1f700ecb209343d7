/**
 * The shipping policy's return promise, in its own words, written once for the order pages, the
 * delivered e-mail and the server's refusal: "a 5-day return window after receiving an item;
 * return approval within 2 days; refund to the original payment method within 10 business days".
 */
export const RETURN_WINDOW_DAYS = 5;
export const RETURN_APPROVAL_DAYS = 2;
export const REFUND_BUSINESS_DAYS = 10;

export const RETURN_POLICY_WORDS =
  'We offer a 5-day return window after receiving an item; return approval within 2 days; refund to the original payment method within 10 business days.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for an order delivered at `deliveredAt`. */
export function returnWindowEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Why a return cannot be asked now, in the policy's words, or null when it can. */
export function returnRefusal(deliveredAt: Date | null, now: Date = new Date()): string | null {
  if (!deliveredAt) return `A return can be asked once the order has been delivered. ${RETURN_POLICY_WORDS}`;
  if (now.getTime() > returnWindowEndsAt(deliveredAt).getTime()) {
    return `The 5-day return window after receiving this order has closed. ${RETURN_POLICY_WORDS}`;
  }
  return null;
}

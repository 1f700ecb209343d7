/**
 * Why a payment failed, in the shop's words. The provider reports codes (PhonePe's own, such as
 * TXN_AUTO_FAILED, and NPCI's UPI response codes, such as Z9); the shop keeps the raw code on the
 * payment row for the admin, stores one of these reason keys on the order, and shows the shopper
 * the key's message (docs/storefront.md, Checkout and payment), never the raw code.
 */
export const PAYMENT_REASON_MESSAGES = {
  insufficient_funds: 'Payment failed due to insufficient funds in your account.',
  declined: 'Your card was declined by the bank. Please try another payment method.',
  expired: 'Your card has expired. Please use a valid payment method.',
  timeout: 'The payment timed out. Please try again.',
  cancelled: 'You cancelled the payment process.',
  /** Not the card: the time the shop gave the shopper to pay ran out. */
  payment_window_expired:
    'The payment window expired before the payment was completed. You were not charged; please place the order again.',
} as const;
export type PaymentReason = keyof typeof PAYMENT_REASON_MESSAGES;

export const NO_REASON_MESSAGE = 'Your payment could not be processed.';

/**
 * Older rows and other callers name reasons in free text ("Card Declined", "INSUFFICIENT_FUNDS"):
 * matched on a fragment, most specific first (the payment window before the card's expiry).
 */
const REASON_FRAGMENTS: ReadonlyArray<readonly [fragment: string, reason: PaymentReason]> = [
  ['window', 'payment_window_expired'],
  ['insufficient', 'insufficient_funds'],
  ['declined', 'declined'],
  ['expired', 'expired'],
  ['timeout', 'timeout'],
  ['timed out', 'timeout'],
  ['cancel', 'cancelled'],
];

export function paymentFailureMessage(reason: string | null | undefined): string {
  const trimmed = reason?.trim().toLowerCase();
  if (!trimmed) return NO_REASON_MESSAGE;
  if (Object.hasOwn(PAYMENT_REASON_MESSAGES, trimmed)) return PAYMENT_REASON_MESSAGES[trimmed as PaymentReason];
  const match = REASON_FRAGMENTS.find(([fragment]) => trimmed.includes(fragment));
  // An unknown reason (a raw provider code) is never shown to the shopper as it is.
  return match ? PAYMENT_REASON_MESSAGES[match[1]] : NO_REASON_MESSAGE;
}

/**
 * Provider codes → reasons. Sources: PhonePe's PG v2 order-status docs (errorCode,
 * detailedErrorCode, errorContext) and NPCI's UPI response codes (as passed through by PhonePe in
 * detailedErrorCode). Codes not listed give no reason; the shopper then sees NO_REASON_MESSAGE
 * and the admin the raw code.
 */
const PROVIDER_CODE_REASONS: Readonly<Record<string, PaymentReason>> = {
  // NPCI UPI response codes
  Z9: 'insufficient_funds', // insufficient funds in the remitter account
  ZM: 'declined', // invalid UPI PIN
  Z6: 'declined', // number of PIN tries exceeded
  Z7: 'declined', // transaction frequency limit exceeded
  Z8: 'declined', // per-transaction limit exceeded
  U30: 'declined', // debit to the remitter account failed
  U16: 'declined', // risk threshold exceeded
  ZA: 'cancelled', // declined by the customer
  U69: 'timeout', // collect request expired before the customer approved it
  BT: 'timeout', // acquirer or beneficiary unavailable (timeout)
  XL: 'expired', // expired card (remitter)
  // PhonePe's codes
  INSUFFICIENT_FUNDS: 'insufficient_funds',
  AUTHORIZATION_ERROR: 'declined',
  CARD_DECLINED: 'declined',
  PAYMENT_DECLINED: 'declined',
  CARD_EXPIRED: 'expired',
  TIMED_OUT: 'timeout',
  TIMEOUT: 'timeout',
  REQUEST_TIMEOUT: 'timeout',
  USER_CANCEL: 'cancelled',
  USER_CANCELLED: 'cancelled',
  PAYMENT_CANCELLED: 'cancelled',
  CANCELLED_BY_USER: 'cancelled',
  /** PhonePe closed the order itself when its expireAfter ran out without a completed attempt. */
  TXN_AUTO_FAILED: 'payment_window_expired',
  ORDER_EXPIRED: 'payment_window_expired',
};

/** The reason for the first code that has one, most specific code first; undefined when none maps. */
export function reasonForProviderCodes(...codes: Array<string | null | undefined>): PaymentReason | undefined {
  for (const code of codes) {
    const reason = code ? PROVIDER_CODE_REASONS[code.trim().toUpperCase()] : undefined;
    if (reason) return reason;
  }
  return undefined;
}

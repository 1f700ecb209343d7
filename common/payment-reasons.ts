/**
 * What the payment-failed screens say for a provider's failure reason (spec §5), matched
 * case-insensitively on a part of the reason.
 */
const REASON_MESSAGES: ReadonlyArray<readonly [fragment: string, message: string]> = [
  ['insufficient', 'Payment failed due to insufficient funds in your account.'],
  ['declined', 'Your card was declined by the bank. Please try another payment method.'],
  ['expired', 'Your card has expired. Please use a valid payment method.'],
  ['timeout', 'The payment timed out. Please try again.'],
  ['cancelled', 'You cancelled the payment process.'],
];

export const NO_REASON_MESSAGE = 'Your payment could not be processed.';

export function paymentFailureMessage(reason: string | null | undefined): string {
  const trimmed = reason?.trim();
  if (!trimmed) return NO_REASON_MESSAGE;
  const lower = trimmed.toLowerCase();
  const match = REASON_MESSAGES.find(([fragment]) => lower.includes(fragment));
  return match ? match[1] : `Payment failed: ${trimmed}`;
}

/** The reasons the payment sandbox lets a tester choose, as the provider would report them. */
export const SANDBOX_FAILURE_REASONS = {
  insufficient_funds: 'Insufficient funds',
  declined: 'Card declined',
  expired: 'Card expired',
  timeout: 'Timeout',
  cancelled: 'Cancelled by you',
} as const;
export type SandboxFailureReason = keyof typeof SANDBOX_FAILURE_REASONS;

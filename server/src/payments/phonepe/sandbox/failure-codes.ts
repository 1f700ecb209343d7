import type { PaymentReason } from '@common/payment-reasons.js';

/**
 * The failures a tester can choose on the sandbox's pay page, as PhonePe reports them: NPCI's UPI
 * codes in detailedErrorCode under PhonePe's errorCode, and PhonePe's own codes.
 */
export const SANDBOX_FAILURES = {
  Z9: { label: 'Insufficient funds (Z9)', errorCode: 'PAYMENT_ERROR' },
  ZM: { label: 'Wrong UPI PIN (ZM)', errorCode: 'AUTHORIZATION_ERROR' },
  U30: { label: 'Card declined (U30)', errorCode: 'PAYMENT_ERROR' },
  TXN_AUTO_FAILED: { label: 'Timed out (TXN_AUTO_FAILED)', errorCode: 'TXN_AUTO_FAILED' },
  USER_CANCEL: { label: 'Cancelled by you (USER_CANCEL)', errorCode: 'USER_CANCEL' },
} as const;
export type SandboxFailureCode = keyof typeof SANDBOX_FAILURES;

/** Older tests and scripts name a failure by the shop's reason; each maps to a code that means it. */
const CODE_FOR_REASON: Record<PaymentReason, string> = {
  insufficient_funds: 'Z9',
  declined: 'U30',
  expired: 'CARD_EXPIRED',
  timeout: 'TIMED_OUT',
  cancelled: 'USER_CANCEL',
  payment_window_expired: 'TXN_AUTO_FAILED',
};

/** The detailed code for what a tester asked: a known code, a reason key, or U30 (declined). */
export function failureCode(code: unknown, reason: unknown): string {
  if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  if (typeof reason === 'string' && Object.hasOwn(CODE_FOR_REASON, reason)) return CODE_FOR_REASON[reason as PaymentReason];
  return 'U30';
}

export function errorCodeFor(detailedErrorCode: string): string {
  return Object.hasOwn(SANDBOX_FAILURES, detailedErrorCode)
    ? SANDBOX_FAILURES[detailedErrorCode as SandboxFailureCode].errorCode
    : 'PAYMENT_ERROR';
}

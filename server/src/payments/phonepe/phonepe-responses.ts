import { reasonForProviderCodes } from '@common/payment-reasons.js';
import { z } from 'zod';
import type { ProviderOrderState, ProviderOrderStatus, ProviderRefundState, ProviderRefundStatus } from '../../kernel/payment-provider.js';

/**
 * What PhonePe's answers look like and what they mean in the shop's terms, held to the docs'
 * sample responses (fixtures/). Read leniently (extra fields, nulls where the docs allow them)
 * and strictly only where the shop depends on a value: the token and its expiry, the pay link,
 * the state, the amount.
 */

const optionalString = z.string().nullish();
const optionalNumber = z.number().nullish();

/** The docs' sample has `expires_in: null`; `expires_at` (epoch seconds) is what the shop relies on. */
export const tokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: optionalString,
  expires_at: z.number().positive(),
  expires_in: optionalNumber,
});

export const payResponseSchema = z.looseObject({
  orderId: z.string().min(1),
  state: optionalString,
  redirectUrl: z.string().min(1),
});

const errorFields = {
  errorCode: optionalString,
  detailedErrorCode: optionalString,
};

const paymentAttemptSchema = z.looseObject({
  transactionId: optionalString,
  state: optionalString,
  amount: optionalNumber,
  timestamp: optionalNumber,
  ...errorFields,
});

export const statusResponseSchema = z.looseObject({
  orderId: optionalString,
  state: z.string().min(1),
  amount: z.number().int(),
  ...errorFields,
  errorContext: z.looseObject(errorFields).nullish(),
  paymentDetails: z.array(paymentAttemptSchema).nullish(),
});

export const refundResponseSchema = z.looseObject({
  refundId: optionalString,
  state: z.string().min(1),
  amount: optionalNumber,
  ...errorFields,
});

const KNOWN_ORDER_STATES: Record<string, ProviderOrderState> = {
  CREATED: 'PENDING',
  PENDING: 'PENDING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
};

/** PhonePe's refund states; CONFIRMED is what pg.refund.accepted reports: accepted, not yet paid out. */
const KNOWN_REFUND_STATES: Record<string, ProviderRefundState> = {
  PENDING: 'PENDING',
  CONFIRMED: 'PENDING',
  ACCEPTED: 'PENDING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
};

/** Called for a state the shop does not know; answers what to treat it as ("not decided yet"). */
export type UnknownStateHandler = (rawState: string) => 'PENDING';

/**
 * PhonePe's order status in the shop's terms. Only the order-level state decides: a FAILED
 * attempt while the order is still PENDING means the shopper may try again on the pay page.
 * The failure's codes are read from errorContext, the top level and the latest attempt, most
 * specific first (NPCI's detailed code before PhonePe's generic PAYMENT_ERROR).
 */
export function readOrderStatus(status: z.infer<typeof statusResponseSchema>, onUnknownState: UnknownStateHandler): ProviderOrderStatus {
  const rawState = status.state.toUpperCase();
  const state = KNOWN_ORDER_STATES[rawState] ?? onUnknownState(status.state);
  const attempts = status.paymentDetails ?? [];
  // The attempt that completed pays the order; otherwise the latest attempt explains a failure.
  const completed = attempts.find((attempt) => attempt.state === 'COMPLETED');
  const latest = [...attempts].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0))[0];
  const attempt = completed ?? latest;
  const codes = [
    status.errorContext?.detailedErrorCode,
    status.detailedErrorCode,
    attempt?.detailedErrorCode,
    status.errorContext?.errorCode,
    status.errorCode,
    attempt?.errorCode,
  ].filter((code): code is string => typeof code === 'string' && code.trim() !== '');
  const failedAttempts = attempts.filter((candidate) => candidate.state === 'FAILED').length;
  return {
    state,
    rawState,
    amountPaise: status.amount,
    transactionId: attempt?.transactionId ?? undefined,
    // A completed order's leftover codes belong to an earlier attempt and mean nothing now.
    errorCode: state === 'COMPLETED' ? undefined : codes[0],
    reason: state === 'FAILED' ? (reasonForProviderCodes(...codes) ?? 'failed') : undefined,
    failedAttempts,
  };
}

/** PhonePe's refund (or refund status) answer in the shop's terms; a failure keeps its most specific code. */
export function readRefundStatus(data: z.infer<typeof refundResponseSchema>, onUnknownState: UnknownStateHandler): ProviderRefundStatus {
  const state = KNOWN_REFUND_STATES[data.state.toUpperCase()] ?? onUnknownState(data.state);
  return {
    providerRefundId: data.refundId ?? undefined,
    state,
    amountPaise: data.amount ?? undefined,
    errorCode: state === 'FAILED' ? data.detailedErrorCode || data.errorCode || undefined : undefined,
  };
}

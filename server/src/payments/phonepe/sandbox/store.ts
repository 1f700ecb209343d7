import { randomBytes } from 'node:crypto';
import type { Logger } from '@server/kernel/logger.js';
import { errorCodeFor } from './failure-codes.js';

/**
 * What the fake PhonePe knows: its payments (with every attempt), refunds and tokens, and the
 * rules by which they change, answered in PhonePe's documented shapes (../fixtures/). State lives
 * in this process's memory because it plays the provider: a real provider keeps its own records,
 * and ours are in Postgres. A restart forgets sandbox payments; the shop then sees them as never
 * paid and lets them expire.
 */
export type SandboxOrderState = 'CREATED' | 'PENDING' | 'COMPLETED' | 'FAILED';

export interface SandboxAttempt {
  transactionId: string;
  state: 'COMPLETED' | 'FAILED';
  timestamp: number;
  errorCode?: string;
  detailedErrorCode?: string;
}

export interface SandboxPayment {
  providerOrderId: string;
  merchantOrderId: string;
  amountPaise: number;
  redirectUrl: string;
  expireAt: number;
  createdAt: number;
  state: SandboxOrderState;
  attempts: SandboxAttempt[];
  errorCode?: string;
  detailedErrorCode?: string;
  /** Test hook: the amount the provider claims was paid, to exercise the shop's amount check. */
  reportedAmountPaise?: number;
  /** How many status calls the shop made for this payment (tests count them). */
  statusChecks: number;
}

export interface SandboxRefund {
  merchantRefundId: string;
  refundId: string;
  originalMerchantOrderId: string;
  amountPaise: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  errorCode?: string;
  timestamp: number;
  statusChecks: number;
}

/** How the sandbox answers the next refunds (a test hook; the default completes them). */
export interface RefundBehaviour {
  /** complete: accepted, then COMPLETED; fail: accepted, then FAILED; refuse: 400 at once; hold: stays PENDING. */
  outcome: 'complete' | 'fail' | 'refuse' | 'hold';
  /** How long an accepted refund stays PENDING before it completes or fails. */
  delayMs: number;
}

const MAX_PAYMENTS = 10_000;
const TOKEN_TTL_SECONDS = 3600;
export const MERCHANT_ID = 'HERBALSANDBOX';

export interface WebhookSender {
  (body: { event: string; type: string; payload: Record<string, unknown> }): void;
}

export class SandboxStore {
  readonly byProviderId = new Map<string, SandboxPayment>();
  readonly byMerchantId = new Map<string, SandboxPayment>();
  readonly refunds = new Map<string, SandboxRefund>();
  private readonly tokens = new Map<string, number>();
  refundBehaviour: RefundBehaviour = { outcome: 'complete', delayMs: 300 };

  constructor(
    private readonly sendWebhook: WebhookSender,
    private readonly logger: Logger,
  ) {}

  issueToken(): { token: string; issuedAt: number; expiresAt: number } {
    const now = Math.floor(Date.now() / 1000);
    const token = `sandbox.${randomBytes(24).toString('base64url')}`;
    for (const [known, expiresAt] of this.tokens) if (expiresAt <= Date.now()) this.tokens.delete(known);
    this.tokens.set(token, (now + TOKEN_TTL_SECONDS) * 1000);
    return { token, issuedAt: now, expiresAt: now + TOKEN_TTL_SECONDS };
  }

  tokenValid(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  createPayment(merchantOrderId: string, amountPaise: number, redirectUrl: string, expireAfterSeconds: number): SandboxPayment {
    if (this.byProviderId.size >= MAX_PAYMENTS) {
      const oldest = this.byProviderId.values().next().value as SandboxPayment;
      this.byProviderId.delete(oldest.providerOrderId);
      this.byMerchantId.delete(oldest.merchantOrderId);
    }
    const payment: SandboxPayment = {
      // Unguessable: the pay page acts on whoever holds this id.
      providerOrderId: `OMO${Date.now()}${randomBytes(12).toString('hex').toUpperCase()}`,
      merchantOrderId,
      amountPaise,
      redirectUrl,
      createdAt: Date.now(),
      expireAt: Date.now() + expireAfterSeconds * 1000,
      state: 'CREATED',
      attempts: [],
      statusChecks: 0,
    };
    this.byProviderId.set(payment.providerOrderId, payment);
    this.byMerchantId.set(payment.merchantOrderId, payment);
    return payment;
  }

  /** A successful attempt completes the order; later attempts change nothing, as at PhonePe. */
  pay(payment: SandboxPayment, notify: boolean) {
    this.expireIfDue(payment);
    if (!isOpen(payment)) return;
    payment.attempts.push({ transactionId: transactionId(), state: 'COMPLETED', timestamp: Date.now() });
    payment.state = 'COMPLETED';
    payment.errorCode = undefined;
    payment.detailedErrorCode = undefined;
    if (notify) this.orderWebhook(payment);
  }

  /**
   * A failed attempt. scope 'attempt': the order stays open (PENDING) and the shopper may retry;
   * scope 'order': the order itself fails with this code (and PhonePe sends checkout.order.failed).
   */
  fail(payment: SandboxPayment, detailedErrorCode: string, scope: 'attempt' | 'order', notify: boolean) {
    this.expireIfDue(payment);
    if (!isOpen(payment)) return;
    const errorCode = errorCodeFor(detailedErrorCode);
    payment.attempts.push({ transactionId: transactionId(), state: 'FAILED', timestamp: Date.now(), errorCode, detailedErrorCode });
    payment.errorCode = errorCode;
    payment.detailedErrorCode = detailedErrorCode;
    payment.state = scope === 'order' ? 'FAILED' : 'PENDING';
    if (scope === 'order' && notify) this.orderWebhook(payment);
  }

  expireIfDue(payment: SandboxPayment) {
    if (isOpen(payment) && Date.now() >= payment.expireAt) {
      payment.state = 'FAILED';
      payment.errorCode = 'TXN_AUTO_FAILED';
      payment.detailedErrorCode = 'TXN_AUTO_FAILED';
      this.orderWebhook(payment);
    }
  }

  /** PhonePe's order status body; errorContext only when asked for and the order failed. */
  statusBody(payment: SandboxPayment, options: { details: boolean; errorContext: boolean }) {
    const amount = payment.reportedAmountPaise ?? payment.amountPaise;
    const attempts = [...payment.attempts].reverse();
    const shown = options.details ? attempts : attempts.slice(0, 1);
    const failedAttemptCodes = payment.state !== 'COMPLETED' && payment.detailedErrorCode;
    return {
      orderId: payment.providerOrderId,
      state: payment.state,
      amount,
      expireAt: payment.expireAt,
      ...(failedAttemptCodes ? { errorCode: payment.errorCode, detailedErrorCode: payment.detailedErrorCode } : {}),
      ...(options.errorContext && payment.state === 'FAILED'
        ? {
            errorContext: {
              errorCode: payment.errorCode,
              detailedErrorCode: payment.detailedErrorCode,
              source: payment.detailedErrorCode === 'TXN_AUTO_FAILED' ? 'PHONEPE' : 'CUSTOMER',
              stage: 'PAYMENT',
              description: `Sandbox failure ${payment.detailedErrorCode ?? ''}`.trim(),
            },
          }
        : {}),
      ...(shown.length > 0
        ? {
            paymentDetails: shown.map((attempt) => ({
              paymentMode: 'UPI_INTENT',
              transactionId: attempt.transactionId,
              timestamp: attempt.timestamp,
              amount,
              state: attempt.state,
              ...(attempt.state === 'FAILED' ? { errorCode: attempt.errorCode, detailedErrorCode: attempt.detailedErrorCode } : {}),
            })),
          }
        : {}),
    };
  }

  /** How much of a completed payment is still refundable (refunds that did not fail count). */
  refundable(payment: SandboxPayment): number {
    let refunded = 0;
    for (const refund of this.refunds.values()) {
      if (refund.originalMerchantOrderId === payment.merchantOrderId && refund.state !== 'FAILED') refunded += refund.amountPaise;
    }
    return payment.amountPaise - refunded;
  }

  createRefund(merchantRefundId: string, payment: SandboxPayment, amountPaise: number): SandboxRefund {
    const refund: SandboxRefund = {
      merchantRefundId,
      refundId: `OMR${Date.now()}${randomBytes(8).toString('hex').toUpperCase()}`,
      originalMerchantOrderId: payment.merchantOrderId,
      amountPaise,
      state: 'PENDING',
      timestamp: Date.now(),
      statusChecks: 0,
    };
    this.refunds.set(merchantRefundId, refund);
    const { outcome, delayMs } = this.refundBehaviour;
    // PhonePe confirms acceptance first, then settles the refund (within about 90 s).
    setTimeout(() => this.refundWebhook(refund, 'pg.refund.accepted', 'CONFIRMED'), 10).unref();
    if (outcome === 'complete' || outcome === 'fail') {
      setTimeout(() => this.settleRefund(refund, outcome === 'complete' ? 'COMPLETED' : 'FAILED'), delayMs).unref();
    }
    return refund;
  }

  settleRefund(refund: SandboxRefund, state: 'COMPLETED' | 'FAILED', notify = true) {
    if (refund.state !== 'PENDING') return;
    refund.state = state;
    refund.timestamp = Date.now();
    if (state === 'FAILED') refund.errorCode = 'REFUND_FAILED';
    if (notify) this.refundWebhook(refund, state === 'COMPLETED' ? 'pg.refund.completed' : 'pg.refund.failed', state);
  }

  refundBody(refund: SandboxRefund) {
    return {
      originalMerchantOrderId: refund.originalMerchantOrderId,
      refundId: refund.refundId,
      amount: refund.amountPaise,
      state: refund.state,
      timestamp: refund.timestamp,
      ...(refund.errorCode ? { errorCode: refund.errorCode, detailedErrorCode: refund.errorCode } : {}),
    };
  }

  private orderWebhook(payment: SandboxPayment) {
    const completed = payment.state === 'COMPLETED';
    this.sendWebhook({
      event: completed ? 'checkout.order.completed' : 'checkout.order.failed',
      type: completed ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
      payload: {
        merchantId: MERCHANT_ID,
        merchantOrderId: payment.merchantOrderId,
        ...this.statusBody(payment, { details: false, errorContext: false }),
      },
    });
  }

  private refundWebhook(refund: SandboxRefund, event: string, state: string) {
    this.logger.debug('sandbox refund event', { event, merchantRefundId: refund.merchantRefundId });
    this.sendWebhook({
      event,
      type: event.toUpperCase().replace(/\./g, '_'),
      payload: { merchantId: MERCHANT_ID, merchantRefundId: refund.merchantRefundId, ...this.refundBody(refund), state },
    });
  }
}

export function isOpen(payment: SandboxPayment): boolean {
  return payment.state === 'CREATED' || payment.state === 'PENDING';
}

function transactionId(): string {
  return `OM${Date.now()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

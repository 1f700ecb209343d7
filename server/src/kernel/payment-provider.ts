/**
 * What the shop needs from a payment provider, in the shop's own terms. The services own this
 * contract; an adapter in server/src/payments/ implements it (PhonePe Standard Checkout v2 is the
 * one we speak, and the sandbox is a local fake of the same HTTP API, so tests run the real adapter).
 */

/**
 * A provider order's state as the shop reads it. PhonePe answers CREATED before any attempt and
 * PENDING while one runs: both mean "not decided yet", as does any state the shop does not know.
 */
export type ProviderOrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface CreatePaymentRequest {
  /** Our id for the payment at the provider: the order's UUID. */
  merchantOrderId: string;
  amountPaise: number;
  /** How long the provider should keep the payment open (PhonePe accepts 300–3600 s). */
  expireAfterSeconds: number;
}

export interface CreatedPayment {
  providerOrderId: string;
  /** The provider's hosted pay page for this payment. */
  paymentLink: string;
}

export interface ProviderOrderStatus {
  state: ProviderOrderState;
  /** The state exactly as the provider wrote it (e.g. CREATED), for logs and the payment row. */
  rawState?: string;
  amountPaise: number;
  /** The provider's transaction id of the successful (or latest) attempt. */
  transactionId?: string;
  /** The most specific code the provider gave for a failure (e.g. Z9), kept on the payment row. */
  errorCode?: string;
  /** One of common/payment-reasons.ts's reason keys, for an order-level failure. */
  reason?: string;
  /** How many attempts failed while the order stayed open (the shopper may retry on the pay page). */
  failedAttempts?: number;
}

export type ProviderRefundState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface RefundRequest {
  /** Our unique id for this refund. */
  merchantRefundId: string;
  /** The merchantOrderId of the payment being refunded. */
  originalMerchantOrderId: string;
  amountPaise: number;
}

export interface ProviderRefundStatus {
  /** The provider's refund id, when it gave one. */
  providerRefundId?: string;
  state: ProviderRefundState;
  amountPaise?: number;
  errorCode?: string;
}

/** A webhook the provider sent us, authenticated. Only a hint: truth comes from the status calls. */
export type PaymentWebhookEvent =
  | { kind: 'order'; event: string; merchantOrderId: string; state?: string }
  | { kind: 'refund'; event: string; merchantRefundId: string; originalMerchantOrderId?: string; state?: string }
  | { kind: 'unknown'; event: string };

export interface PaymentProvider {
  /** Short name stored with each payment, e.g. 'phonepe'. */
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Null when the provider has no such order. */
  getOrderStatus(merchantOrderId: string): Promise<ProviderOrderStatus | null>;
  /**
   * Asks the provider to refund. Throws RefundRefusedError when the provider said no (nothing
   * happened, a retry may succeed); any other error leaves the outcome unknown until a status call.
   */
  refund(request: RefundRequest): Promise<ProviderRefundStatus>;
  /** Null when the provider has no such refund. */
  getRefundStatus(merchantRefundId: string): Promise<ProviderRefundStatus | null>;
  /** The parsed event when the Authorization header is right and the body makes sense; else null. */
  verifyWebhook(authorizationHeader: string | undefined, rawBody: Buffer | string): PaymentWebhookEvent | null;
}

/** The provider answered a refund request with a clear refusal: no money moved. */
export class RefundRefusedError extends Error {
  constructor(readonly errorCode: string) {
    super(`refund refused: ${errorCode}`);
    this.name = 'RefundRefusedError';
  }
}

/** What a simulated payment did at the sandbox (payment-simulation.ts). */
export type SandboxSettlement = 'settled' | 'no-payment' | 'closed';

/**
 * The shop's own payment sandbox, for settling a payment without its pay page. Present only while
 * the shop takes payments in the sandbox outside production, where its test hooks are mounted too.
 */
export interface PaymentSandbox {
  /** Pays or fails (with a PhonePe detailed error code) the open payment of merchantOrderId. */
  settle(merchantOrderId: string, outcome: 'PAID' | 'FAILED', failureCode: string): SandboxSettlement;
}

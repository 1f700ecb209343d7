import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What the shop needs from a payment provider. PhonePe Standard Checkout v2 is the one we speak
 * (phonepe.client.ts); the sandbox is a local fake of the same HTTP API, so tests and the
 * embedded default run the real adapter.
 */
export type ProviderOrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface CreatePaymentRequest {
  /** Our id for the payment at the provider: the order's UUID. */
  merchantOrderId: string;
  amountPaise: number;
  /** Where the provider sends the shopper's browser after paying or failing. */
  redirectUrl: string;
  /** How long the provider should keep the payment open. */
  expireAfterSeconds: number;
}

export interface CreatedPayment {
  providerOrderId: string;
  /** The provider's hosted pay page for this payment. */
  paymentLink: string;
}

export interface ProviderOrderStatus {
  state: ProviderOrderState;
  amountPaise: number;
  /** The provider's transaction id of the successful (or latest) attempt. */
  transactionId?: string;
  errorCode?: string;
  /** Why the payment failed, in words the shop's reason mapping understands (e.g. 'declined'). */
  reason?: string;
}

/** A webhook the provider sent us, authenticated. Only a hint: truth comes from getOrderStatus. */
export interface PaymentWebhookEvent {
  event: string;
  merchantOrderId: string;
  state?: string;
}

export interface PaymentProvider {
  /** Short name stored with each payment, e.g. 'phonepe'. */
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  getOrderStatus(merchantOrderId: string): Promise<ProviderOrderStatus>;
  /** The parsed event when the Authorization header is right and the body makes sense; else null. */
  verifyWebhook(authorizationHeader: string | undefined, rawBody: Buffer | string): PaymentWebhookEvent | null;
}

/** PhonePe's webhook credential: the hex SHA-256 of "username:password". */
export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

/**
 * Compares a received Authorization header with the expected value in constant time, so the
 * response time says nothing about how much of a guess was right. Hashing both sides first gives
 * equal lengths whatever was sent; an optional "SHA256 " prefix and letter case are tolerated.
 */
export function authorizationMatches(received: string | undefined, expected: string): boolean {
  if (typeof received !== 'string' || received.length === 0 || received.length > 512) return false;
  const normalised = received.trim().replace(/^sha256[\s(]+/i, '').replace(/\)$/, '').toLowerCase();
  const a = createHash('sha256').update(normalised).digest();
  const b = createHash('sha256').update(expected.toLowerCase()).digest();
  return timingSafeEqual(a, b);
}

/**
 * Reads PhonePe's webhook body: `{ event: 'checkout.order.completed' | 'checkout.order.failed', payload:
 * { merchantOrderId, state, ... } }`. Older deliveries name the event `type`; both are accepted.
 */
export function parseWebhookEvent(rawBody: Buffer | string): PaymentWebhookEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const event = typeof record.event === 'string' ? record.event : typeof record.type === 'string' ? record.type : null;
  const payload = record.payload;
  if (!event || !payload || typeof payload !== 'object') return null;
  const { merchantOrderId, state } = payload as Record<string, unknown>;
  if (typeof merchantOrderId !== 'string' || merchantOrderId.length === 0 || merchantOrderId.length > 100) return null;
  return { event, merchantOrderId, state: typeof state === 'string' ? state : undefined };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentWebhookEvent } from '../../kernel/payment-provider.js';

/**
 * PhonePe's webhooks: authentication (`Authorization: sha256hex(username:password)`) and the
 * body, read leniently as the docs ask ("avoid strict deserialisation"). Order events carry
 * `payload.merchantOrderId`; refund events (pg.refund.accepted/completed/failed) carry
 * `payload.merchantRefundId` and `payload.originalMerchantOrderId`. Events are named by `event`;
 * older deliveries use `type` (to be deprecated), so both are read.
 */

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
  const normalised = received
    .trim()
    .replace(/^sha256[\s(]+/i, '')
    .replace(/\)$/, '')
    .toLowerCase();
  const a = createHash('sha256').update(normalised).digest();
  const b = createHash('sha256').update(expected.toLowerCase()).digest();
  return timingSafeEqual(a, b);
}

const MAX_ID_LENGTH = 100;

function id(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH ? value : undefined;
}

/**
 * The event, or null when the body is not a PhonePe webhook at all (not JSON, no event name, no
 * payload). An authenticated event of a kind we do not act on is `{ kind: 'unknown' }`: it is
 * acknowledged and logged, never refused (PhonePe would retry it forever).
 */
export function parseWebhookEvent(rawBody: Buffer | string): PaymentWebhookEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const event = typeof record.event === 'string' ? record.event : typeof record.type === 'string' ? record.type : null;
  const payload = record.payload;
  if (!event || event.length > MAX_ID_LENGTH || !payload || typeof payload !== 'object') return null;
  const fields = payload as Record<string, unknown>;
  const state = typeof fields.state === 'string' ? fields.state : undefined;
  const name = event.toLowerCase();
  const merchantRefundId = id(fields.merchantRefundId);
  if (name.includes('refund') && merchantRefundId) {
    return { kind: 'refund', event, merchantRefundId, originalMerchantOrderId: id(fields.originalMerchantOrderId), state };
  }
  const merchantOrderId = id(fields.merchantOrderId);
  if (!name.includes('refund') && merchantOrderId) return { kind: 'order', event, merchantOrderId, state };
  return { kind: 'unknown', event };
}

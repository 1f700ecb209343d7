import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizationMatches, parseWebhookEvent, webhookAuthorization } from './payment-provider.js';

describe('webhook authentication', () => {
  const expected = webhookAuthorization('merchant_user', 'secret123');

  it("is PhonePe's sha256 hex of username:password", () => {
    expect(expected).toBe(createHash('sha256').update('merchant_user:secret123').digest('hex'));
  });

  it('accepts the exact value, in any letter case or with a SHA256 prefix', () => {
    expect(authorizationMatches(expected, expected)).toBe(true);
    expect(authorizationMatches(expected.toUpperCase(), expected)).toBe(true);
    expect(authorizationMatches(`SHA256 ${expected}`, expected)).toBe(true);
    expect(authorizationMatches(`  ${expected} `, expected)).toBe(true);
  });

  it('refuses anything else, whatever its length', () => {
    for (const received of [undefined, '', 'x', expected.slice(1), `${expected}0`, webhookAuthorization('merchant_user', 'secret124'), 'a'.repeat(600)]) {
      expect(authorizationMatches(received, expected)).toBe(false);
    }
  });
});

describe('parseWebhookEvent', () => {
  it('reads the v2 event and its merchant order id', () => {
    const body = JSON.stringify({ event: 'checkout.order.completed', payload: { merchantOrderId: 'abc-1', state: 'COMPLETED', amount: 100 } });
    expect(parseWebhookEvent(Buffer.from(body))).toEqual({ event: 'checkout.order.completed', merchantOrderId: 'abc-1', state: 'COMPLETED' });
  });

  it('accepts the older `type` name for the event', () => {
    expect(parseWebhookEvent(JSON.stringify({ type: 'CHECKOUT_ORDER_FAILED', payload: { merchantOrderId: 'x' } }))?.event).toBe('CHECKOUT_ORDER_FAILED');
  });

  it('refuses bodies it cannot act on', () => {
    for (const body of ['', 'not json', '[]', '{}', '{"event":"x"}', '{"event":"x","payload":{}}', '{"event":"x","payload":{"merchantOrderId":5}}']) {
      expect(parseWebhookEvent(body)).toBeNull();
    }
  });
});

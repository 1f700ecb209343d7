import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authorizationMatches, parseWebhookEvent, webhookAuthorization } from './phonepe-webhook.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

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
    for (const received of [
      undefined,
      '',
      'x',
      expected.slice(1),
      `${expected}0`,
      webhookAuthorization('merchant_user', 'secret124'),
      'a'.repeat(600),
    ]) {
      expect(authorizationMatches(received, expected)).toBe(false);
    }
  });
});

describe('parseWebhookEvent (documented samples)', () => {
  it('reads the order-completed sample, which carries both `event` and the older `type`', () => {
    expect(parseWebhookEvent(fixture('webhook-order-completed.json'))).toEqual({
      kind: 'order',
      event: 'checkout.order.completed',
      merchantOrderId: 'MO-974-9c0084d009a8',
      state: 'COMPLETED',
    });
  });

  it('reads refund events by merchantRefundId and originalMerchantOrderId (no merchantOrderId in them)', () => {
    for (const [file, event, state] of [
      ['webhook-refund-accepted.json', 'pg.refund.accepted', 'CONFIRMED'],
      ['webhook-refund-completed.json', 'pg.refund.completed', 'COMPLETED'],
      ['webhook-refund-failed.json', 'pg.refund.failed', 'FAILED'],
    ] as const) {
      expect(parseWebhookEvent(fixture(file))).toEqual({
        kind: 'refund',
        event,
        merchantRefundId: 'Refund-id-12345',
        originalMerchantOrderId: 'Order-12345',
        state,
      });
    }
  });

  it('accepts the older `type` name alone', () => {
    expect(parseWebhookEvent(JSON.stringify({ type: 'CHECKOUT_ORDER_FAILED', payload: { merchantOrderId: 'x' } }))).toMatchObject({
      kind: 'order',
      event: 'CHECKOUT_ORDER_FAILED',
    });
  });

  it('calls events it cannot act on unknown, so they are acknowledged without a change', () => {
    expect(parseWebhookEvent('{"event":"subscription.notification","payload":{"id":"x"}}')).toEqual({
      kind: 'unknown',
      event: 'subscription.notification',
    });
    expect(parseWebhookEvent('{"event":"x","payload":{"merchantOrderId":5}}')).toEqual({ kind: 'unknown', event: 'x' });
  });

  it('refuses bodies that are not webhooks at all', () => {
    for (const body of ['', 'not json', '[]', '{}', '{"event":"x"}', '{"payload":{"merchantOrderId":"a"}}']) {
      expect(parseWebhookEvent(body)).toBeNull();
    }
  });
});

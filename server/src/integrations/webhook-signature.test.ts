import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signLegacyWebhookBody, signStandardWebhook, webhookKey } from './webhook-signature.js';
import { backoffMs } from './webhook-dispatcher.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const ID = 'msg_2b4b7c0e';
const BODY = '{"id":"e1","type":"order.paid","data":{"id":"o1"}}';

describe('webhook signatures (Standard Webhooks)', () => {
  it('is v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the base64-decoded key', () => {
    const headers = signStandardWebhook(SECRET, ID, BODY, 1_700_000_000.7);
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    expect(headers).toEqual({
      'webhook-id': ID,
      'webhook-timestamp': '1700000000',
      'webhook-signature': `v1,${createHmac('sha256', key).update(`${ID}.1700000000.${BODY}`).digest('base64')}`,
    });
  });

  it('is what the standardwebhooks library verifies, with the secret as the shop showed it', () => {
    const headers = signStandardWebhook(SECRET, ID, BODY, Date.now() / 1000);
    expect(new Webhook(SECRET).verify(BODY, { ...headers })).toEqual(JSON.parse(BODY));
    expect(() => new Webhook(SECRET).verify(`${BODY} `, { ...headers })).toThrow();
  });

  it('decodes the base64url secrets issued before, to the bytes a receiver gets by swapping - and _ for + and /', () => {
    const bytes = randomBytes(24);
    const old = `whsec_${bytes.toString('base64url')}`;
    expect(webhookKey(old)).toEqual(bytes);
    const standard = `whsec_${old.slice(6).replace(/-/g, '+').replace(/_/g, '/')}`;
    const headers = signStandardWebhook(old, ID, BODY, Date.now() / 1000);
    expect(new Webhook(standard).verify(BODY, { ...headers })).toEqual(JSON.parse(BODY));
  });

  it("is refused by the library's verifier for changed bodies, ids, other secrets and old or missing headers", () => {
    const now = Date.now() / 1000;
    const headers = signStandardWebhook(SECRET, ID, BODY, now - 100);
    const receiver = new Webhook(SECRET);
    expect(receiver.verify(BODY, { ...headers })).toEqual(JSON.parse(BODY));
    expect(() => receiver.verify(`${BODY} `, { ...headers })).toThrow();
    expect(() => receiver.verify(BODY, { ...headers, 'webhook-id': 'msg_other' })).toThrow();
    expect(() => new Webhook(`whsec_${randomBytes(24).toString('base64')}`).verify(BODY, { ...headers })).toThrow();
    expect(() => receiver.verify(BODY, { ...signStandardWebhook(SECRET, ID, BODY, now - 301) })).toThrow();
    expect(() => receiver.verify(BODY, {})).toThrow();
  });

  it('keeps the old header for endpoints registered before: hex HMAC of "t.body" with the secret as text', () => {
    expect(signLegacyWebhookBody('whsec_test', BODY, 1_700_000_000.7)).toBe(
      `t=1700000000,v1=${createHmac('sha256', 'whsec_test').update(`1700000000.${BODY}`).digest('hex')}`,
    );
  });
});

describe('retry back-off', () => {
  it('doubles from the base, within ±10 %, and stops growing at an hour', () => {
    expect(backoffMs(1, 10_000, () => 0.5)).toBe(10_000);
    expect(backoffMs(2, 10_000, () => 0.5)).toBe(20_000);
    expect(backoffMs(5, 10_000, () => 0.5)).toBe(160_000);
    expect(backoffMs(30, 10_000, () => 0.5)).toBe(3_600_000);
    expect(backoffMs(1, 10_000, () => 0)).toBe(9_000);
    expect(backoffMs(1, 10_000, () => 1)).toBe(11_000);
  });
});

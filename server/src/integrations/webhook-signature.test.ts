import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature.js';
import { backoffMs } from './webhook-dispatcher.js';

const SECRET = 'whsec_test';
const BODY = '{"id":"e1","type":"order.paid","data":{"id":"o1"}}';

describe('webhook signatures', () => {
  it('is HMAC-SHA256 of "t.body" in hex, as the docs tell receivers', () => {
    const header = signWebhookBody(SECRET, BODY, 1_700_000_000.7);
    expect(header).toBe(`t=1700000000,v1=${createHmac('sha256', SECRET).update(`1700000000.${BODY}`).digest('hex')}`);
  });

  it('verifies within the tolerance and refuses changed bodies, other secrets and old or missing headers', () => {
    const header = signWebhookBody(SECRET, BODY, 1_700_000_000);
    expect(verifyWebhookSignature(SECRET, BODY, header, 1_700_000_100)).toBe(true);
    expect(verifyWebhookSignature(SECRET, `${BODY} `, header, 1_700_000_100)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', BODY, header, 1_700_000_100)).toBe(false);
    expect(verifyWebhookSignature(SECRET, BODY, header, 1_700_000_000 + 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, BODY, null)).toBe(false);
    expect(verifyWebhookSignature(SECRET, BODY, 't=abc,v1=00')).toBe(false);
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

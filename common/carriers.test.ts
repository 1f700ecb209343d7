import { describe, expect, it } from 'vitest';
import { CARRIERS, trackingNumberProblem, trackingUrl } from './carriers';
import { returnRefusal, returnWindowEndsAt } from './returns';

describe('couriers', () => {
  it('accept the numbers each courier hands out, spaces and case aside', () => {
    expect(trackingNumberProblem('DELHIVERY', '1234 5678 90123')).toBeNull();
    expect(trackingNumberProblem('INDIA_POST', 'ee123456789in')).toBeNull();
    expect(trackingNumberProblem('BLUE_DART', '12345678901')).toBeNull();
    expect(trackingNumberProblem('DTDC', 'D12345678')).toBeNull();
    expect(trackingNumberProblem('EKART', 'FMPP0123456789')).toBeNull();
    expect(trackingNumberProblem('XPRESSBEES', '141234567890123')).toBeNull();
    expect(trackingNumberProblem('SHIPROCKET', 'SR-77881')).toBeNull();
    expect(trackingNumberProblem('OTHER', 'LOCAL-42')).toBeNull();
  });

  it("refuse a number in another courier's shape, saying what theirs looks like", () => {
    expect(trackingNumberProblem('DELHIVERY', 'EE123456789IN')).toBe('A Delhivery tracking number is 12 to 14 digits');
    expect(trackingNumberProblem('BLUE_DART', '1234567890')).toBe('A Blue Dart tracking number is 11 digits');
    expect(trackingNumberProblem('OTHER', '')).toBe('Enter the tracking number');
    expect(trackingNumberProblem('OTHER', 'abc\r\nBcc: x')).toBe('A tracking number is 5 to 30 letters, digits or dashes');
  });

  it('link to the courier’s tracking page, except Other', () => {
    expect(trackingUrl('DELHIVERY', '1234567890123')).toBe('https://www.delhivery.com/track/package/1234567890123');
    expect(trackingUrl('OTHER', 'LOCAL-42')).toBeNull();
    for (const carrier of CARRIERS.filter((c) => c.code !== 'OTHER')) expect(trackingUrl(carrier.code, 'x1')).toMatch(/^https:\/\//);
  });
});

describe('the return window', () => {
  const delivered = new Date('2026-11-01T10:00:00Z');
  it('is open for 5 days after delivery', () => {
    expect(returnWindowEndsAt(delivered).toISOString()).toBe('2026-11-06T10:00:00.000Z');
    expect(returnRefusal(delivered, new Date('2026-11-05T10:00:00Z'))).toBeNull();
  });
  it('refuses on day 6 and before delivery in the policy’s words', () => {
    expect(returnRefusal(delivered, new Date('2026-11-07T10:00:00Z'))).toMatch(/5-day return window after receiving an item/);
    expect(returnRefusal(null)).toMatch(/once the order has been delivered/);
  });
});

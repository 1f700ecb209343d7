import { describe, expect, it } from 'vitest';
import { reviewRequestDueAt, reviewRequestIsDue } from './review-request-timing.js';

describe('when a review request is due, in India time', () => {
  it('is 10:00 IST on the third day after the delivery day by default', () => {
    // Delivered 1 December 2026, 15:00 IST (09:30 UTC): due 4 December, 10:00 IST (04:30 UTC).
    expect(reviewRequestDueAt(new Date('2026-12-01T09:30:00Z'), 3).toISOString()).toBe('2026-12-04T04:30:00.000Z');
  });

  it("counts India's calendar day, not the UTC one, for a late-night delivery", () => {
    // 23:45 IST on 1 December is still 1 December in India, though 18:15 UTC; 00:15 IST on 2 December is 18:45 UTC on the 1st.
    expect(reviewRequestDueAt(new Date('2026-12-01T18:15:00Z'), 3).toISOString()).toBe('2026-12-04T04:30:00.000Z');
    expect(reviewRequestDueAt(new Date('2026-12-01T18:45:00Z'), 3).toISOString()).toBe('2026-12-05T04:30:00.000Z');
  });

  it('follows the delay the owner sets', () => {
    expect(reviewRequestDueAt(new Date('2026-12-01T09:30:00Z'), 1).toISOString()).toBe('2026-12-02T04:30:00.000Z');
    expect(reviewRequestDueAt(new Date('2026-12-01T09:30:00Z'), 7).toISOString()).toBe('2026-12-08T04:30:00.000Z');
  });

  it('is not due a minute early, and no longer two weeks after', () => {
    const delivered = new Date('2026-12-01T09:30:00Z');
    expect(reviewRequestIsDue(delivered, 3, new Date('2026-12-04T04:29:00Z'))).toBe(false);
    expect(reviewRequestIsDue(delivered, 3, new Date('2026-12-04T04:30:00Z'))).toBe(true);
    expect(reviewRequestIsDue(delivered, 3, new Date('2026-12-18T04:29:00Z'))).toBe(true);
    expect(reviewRequestIsDue(delivered, 3, new Date('2026-12-18T04:30:00Z'))).toBe(false);
  });
});

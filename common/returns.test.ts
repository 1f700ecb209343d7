import { describe, expect, it } from 'vitest';
import { approvalWait, returnableQuantity, returnedUnitsPaise, returnNoteProblem } from './returns';

describe('returns', () => {
  it('gives back what the returned units cost, their share of the discount taken off, to the paisa', () => {
    // Three oils at ₹249.00 with ₹10.00 off the line: ₹3.33, ₹3.33, ₹3.34 of it fall on the units.
    const line = { quantity: 3, unitPricePaise: 24900, discountPaise: 1000 };
    expect(returnedUnitsPaise(line, 0, 1)).toBe(24567);
    expect(returnedUnitsPaise(line, 1, 2)).toBe(24900 * 2 - 667);
    expect(returnedUnitsPaise(line, 0, 1) + returnedUnitsPaise(line, 1, 2)).toBe(24900 * 3 - 1000);
    expect(returnedUnitsPaise({ quantity: 1, unitPricePaise: 18500, discountPaise: 0 }, 0, 1)).toBe(18500);
  });

  it('lets a shopper ask for what was bought less what was already asked', () => {
    expect(returnableQuantity(3, 1)).toBe(2);
    expect(returnableQuantity(2, 2)).toBe(0);
    expect(returnableQuantity(2, 5)).toBe(0);
  });

  it('wants words for "something else" and no essay', () => {
    expect(returnNoteProblem('OTHER', '  ')).toMatch(/why/);
    expect(returnNoteProblem('DAMAGED', '')).toBeNull();
    expect(returnNoteProblem('DAMAGED', 'x'.repeat(501))).toMatch(/500/);
  });

  it('flags a request waiting more than the 2 days the policy promises', () => {
    const asked = new Date('2026-12-01T10:00:00Z');
    expect(approvalWait(asked, new Date('2026-12-03T10:00:00Z'))).toEqual({ days: 2, overdue: false });
    expect(approvalWait(asked, new Date('2026-12-03T10:01:00Z'))).toEqual({ days: 2, overdue: true });
  });
});

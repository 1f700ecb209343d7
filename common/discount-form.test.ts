import { describe, expect, it } from 'vitest';
import { discountCodeProblem, parseIndiaTime } from './discount-form.js';

describe("a discount code's terms as the owner writes them", () => {
  it('reads India time, a bare end date lasting the whole day', () => {
    expect(parseIndiaTime('2026-12-01', 'startsAt')?.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(parseIndiaTime('2026-12-31', 'endsAt')?.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(parseIndiaTime('2026-12-01T10:00', 'startsAt')?.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(parseIndiaTime('2026-02-31', 'startsAt')).toBeNull();
  });

  it('reads RFC 3339 instants with their offset as those instants, an end date included', () => {
    expect(parseIndiaTime('2026-12-01T04:30:00.000Z', 'startsAt')?.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(parseIndiaTime('2026-12-01T10:00:00+05:30', 'endsAt')?.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(parseIndiaTime('2026-12-01T04:30:00z', 'endsAt')?.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(parseIndiaTime('2026-02-30T04:30:00Z', 'startsAt')).toBeNull();
    expect(parseIndiaTime('2026-12-01T24:30:00Z', 'startsAt')).toBeNull();
    expect(parseIndiaTime('2026-12-01T04:30Z', 'startsAt')).toBeNull();
  });

  it('names the first field at fault, as the server refuses it', () => {
    expect(discountCodeProblem({ code: 'DIWALI10', kind: 'PERCENTAGE', percent: 10 })).toBeNull();
    expect(discountCodeProblem({ code: 'no spaces', kind: 'PERCENTAGE', percent: 10 })?.field).toBe('code');
    expect(discountCodeProblem({ code: 'BIG', kind: 'PERCENTAGE', percent: 95 })).toEqual({
      field: 'percent',
      message: 'The percentage must be a whole number from 1 to 90',
    });
    expect(discountCodeProblem({ code: 'FLAT', kind: 'FIXED_AMOUNT' })?.message).toBe('Give the amount off');
    expect(discountCodeProblem({ code: 'LATE', kind: 'FREE_SHIPPING', startsAt: '2026-12-31', endsAt: '2026-12-01' })?.field).toBe(
      'endsAt',
    );
  });
});

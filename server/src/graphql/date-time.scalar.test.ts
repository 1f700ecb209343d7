import { describe, expect, it } from 'vitest';
import { DateTimeScalar } from './date-time.scalar.js';

describe('DateTime scalar', () => {
  it('writes Dates (and timestamp strings from raw rows) as ISO instants in UTC', () => {
    expect(DateTimeScalar.serialize(new Date('2025-11-22T10:30:00+05:30'))).toBe('2025-11-22T05:00:00.000Z');
    expect(DateTimeScalar.serialize('2025-11-22 05:00:00+00')).toBe('2025-11-22T05:00:00.000Z');
  });

  it('reads ISO instants and refuses anything ambiguous or invalid', () => {
    expect(DateTimeScalar.parseValue('2025-11-22T05:00:00Z')).toEqual(new Date('2025-11-22T05:00:00Z'));
    expect(() => DateTimeScalar.parseValue('2025-11-22')).toThrow();
    expect(() => DateTimeScalar.parseValue('2025-13-45T99:00:00Z')).toThrow();
    expect(() => DateTimeScalar.parseValue(12)).toThrow();
    expect(() => DateTimeScalar.serialize({})).toThrow();
  });
});

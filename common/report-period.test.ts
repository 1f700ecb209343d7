import { describe, expect, it } from 'vitest';
import { MAX_REPORT_DAYS, reportPeriodProblem } from './report-period.js';

describe('reportPeriodProblem', () => {
  it('accepts one day, a leap year and a day, and anything between', () => {
    expect(reportPeriodProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(reportPeriodProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeNull();
    expect(reportPeriodProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
  });

  it('refuses what is not a real date written YYYY-MM-DD, naming the field', () => {
    expect(reportPeriodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('from must be a date written YYYY-MM-DD');
    expect(reportPeriodProblem({ from: '1 March', to: '2026-03-01' })).toBe('from must be a date written YYYY-MM-DD');
    expect(reportPeriodProblem({ from: '2026-03-01', to: '2026-3-2' })).toBe('to must be a date written YYYY-MM-DD');
    expect(reportPeriodProblem({ from: '', to: '' })).toBe('from must be a date written YYYY-MM-DD');
  });

  it('refuses a period that ends before it starts', () => {
    expect(reportPeriodProblem({ from: '2026-03-05', to: '2026-03-01' })).toBe('The period must end on or after the day it starts');
  });

  it(`refuses a period longer than ${MAX_REPORT_DAYS} days, counting both ends`, () => {
    expect(reportPeriodProblem({ from: '2025-03-01', to: '2026-03-01' })).toBeNull(); // 366 days
    expect(reportPeriodProblem({ from: '2025-02-28', to: '2026-03-01' })).toBe('Choose a period of at most 366 days');
  });
});

import { describe, expect, it } from 'vitest';
import { REPORT_TIME_ZONE } from '@common/report-period.js';
import { CHARGED_PAYMENT_STATUSES, PAID_ORDER_PAYMENT_STATUSES } from '../orders/sales-figures.js';
import { loadSqlFunctionFiles } from './sql-functions.js';

/** The per-day summary's triggers restate, in SQL, the report's day and what counts as paid and charged. */
describe('sales-summary.sql', () => {
  const { sql } = loadSqlFunctionFiles().find((file) => file.file === 'sales-summary.sql')!;
  const quoted = (values: readonly string[]) => `(${values.map((value) => `'${value}'`).join(', ')})`;

  it("counts an order on its day in the reports' time zone, and no other", () => {
    const zones = new Set([...sql.matchAll(/AT TIME ZONE '([^']+)'/g)].map((match) => match[1]));
    expect([...zones]).toEqual([REPORT_TIME_ZONE]);
  });

  it('names the paid and charged payment statuses as sales-figures.ts states them', () => {
    const lists = new Set([...sql.matchAll(/payment_status IN (\([^)]*\))/g)].map((match) => match[1]));
    expect([...lists].sort()).toEqual([quoted(CHARGED_PAYMENT_STATUSES), quoted(PAID_ORDER_PAYMENT_STATUSES)].sort());
  });
});

/**
 * What the shop calls revenue, a paid order and the average order, for the dashboard and the
 * reports alike, so the two never disagree about the same orders:
 * - revenue: what paid orders brought in, less the refunds that completed (a part-refunded order
 *   counts with what it kept; a fully refunded one with nothing);
 * - paid orders: orders whose payment the shop kept, in full or in part (PAID, PARTIALLY_REFUNDED);
 * - average order: revenue divided by paid orders, to the paisa.
 * The per-day summary's triggers (db/functions/sales-summary.sql) restate the two lists in SQL;
 * db/sales-summary.test.ts holds them to these.
 */

/** Payment statuses of orders whose money was taken at some point: their totals less refunds are revenue. */
export const CHARGED_PAYMENT_STATUSES = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
/** Payment statuses of orders counted as paid orders. */
export const PAID_ORDER_PAYMENT_STATUSES = ['PAID', 'PARTIALLY_REFUNDED'] as const;

const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** SQL: `<column> IN (...)` for charged orders, e.g. chargedSql('o.payment_status'). */
export function chargedSql(column: string): string {
  return `${column} IN (${sqlList(CHARGED_PAYMENT_STATUSES)})`;
}

/** SQL: `<column> IN (...)` for paid orders. */
export function paidOrderSql(column: string): string {
  return `${column} IN (${sqlList(PAID_ORDER_PAYMENT_STATUSES)})`;
}

/** The average order in paise: revenue over paid orders, rounded to the paisa; 0 when none was paid. */
export function averageOrderPaise(revenuePaise: number, paidOrders: number): number {
  return paidOrders > 0 ? Math.round(revenuePaise / paidOrders) : 0;
}

import type { DataSource } from 'typeorm';
import { formatOrderNumber } from '@common/order-status.js';
import { paiseToRupees } from '@common/money.js';
import { REPORT_TIME_ZONE, reportPeriodProblem, type ReportPeriod } from '@common/report-period.js';
import { requireAdmin } from '../kernel/access.js';
import { invalidInput } from '../kernel/errors.js';
import { csvFile } from '../kernel/csv.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { averageOrderPaise, paidOrderSql } from '../orders/sales-figures.js';
import { inIndia } from '@common/india-time.js';
import { OrderEntity } from '../orders/order.entity.js';
import { MoneyBreakdownService, type OrderMoneyBreakdown } from '../invoicing/money-breakdown.service.js';

/** The products table shows the best sellers, not the whole catalogue. */
export const TOP_PRODUCTS = 10;
/** A CSV bigger than this is refused with the advice to choose a shorter period. */
export const MAX_CSV_ORDERS = 50_000;

export interface SalesDay {
  date: string;
  /** Paid orders placed that day. */
  orders: number;
  revenuePaise: number;
}

export interface ProductSales {
  productId: string;
  name: string;
  quantity: number;
  revenuePaise: number;
}

export interface SalesReport extends ReportPeriod {
  /** Every day of the period, days without sales included (as zeros), oldest first. */
  days: SalesDay[];
  /** The best sellers by revenue, at most TOP_PRODUCTS. */
  products: ProductSales[];
  /** Paid orders placed in the period (sales-figures.ts). */
  orderCount: number;
  /** What they brought in less their completed refunds. */
  revenuePaise: number;
  averageOrderValuePaise: number;
}

/** The period, when the reports may cover it (common/report-period.ts); else a VALIDATION error saying why. */
export function checkPeriod(period: ReportPeriod): ReportPeriod {
  const problem = reportPeriodProblem(period);
  if (problem) throw invalidInput(problem);
  return period;
}

/**
 * Sales reports and the orders export for the admin. Sales are paid orders less their refunds,
 * counted as on the dashboard (sales-figures.ts), each on the day it was placed;
 * the CSV lists every order placed in the period, whatever became of it, for the owner's books.
 */
export class ReportService {
  private readonly dataSource: DataSource;

  private readonly breakdowns: MoneyBreakdownService;

  constructor(deps: Pick<ShopServiceDeps, 'dataSource'>) {
    this.dataSource = deps.dataSource;
    this.breakdowns = new MoneyBreakdownService(deps);
  }

  async sales(ctx: RequestContext, period: ReportPeriod): Promise<SalesReport> {
    requireAdmin(ctx);
    const { from, to } = checkPeriod(period);
    // Every day of the period from generate_series, joined to the per-day summary that triggers
    // keep in the transaction of every order, line and refund change (db/functions/sales-summary.sql):
    // the same paid orders and revenue as the dashboard (sales-figures.ts), without reading the orders.
    const days = this.dataSource.query<Array<{ date: string; orders: number; revenue: string }>>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(sum(s.orders), 0)::int AS orders,
              coalesce(sum(s.revenue_paise), 0)::bigint::text AS revenue
         FROM generate_series($1::date, $2::date, interval '1 day') AS d (day)
         LEFT JOIN sales_days s ON s.day = d.day::date
        GROUP BY d.day
        ORDER BY d.day`,
      [from, to],
    );
    // The best sellers from the summary; each one's name as its latest paid order in the period
    // wrote it (a renamed product shows its latest name), found by walking back from the period's end.
    const products = this.dataSource.query<Array<{ product_id: string; name: string; quantity: number; revenue: string }>>(
      `SELECT p.product_id, p.quantity, p.revenue,
              (SELECT l.name FROM order_lines l JOIN orders o ON o.id = l.order_id
                WHERE l.product_id = p.product_id AND ${paidOrderSql('o.payment_status')}
                  AND o.created_at >= ($1::date::timestamp AT TIME ZONE $3)
                  AND o.created_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
                ORDER BY o.created_at DESC LIMIT 1) AS name
         FROM (SELECT product_id, sum(quantity)::int AS quantity, sum(revenue_paise)::bigint AS revenue_paise,
                      sum(revenue_paise)::text AS revenue
                 FROM sales_day_products
                WHERE day BETWEEN $1::date AND $2::date
                GROUP BY product_id
               HAVING sum(lines) > 0
                ORDER BY sum(revenue_paise) DESC, product_id
                LIMIT ${TOP_PRODUCTS}) AS p
        ORDER BY p.revenue_paise DESC, p.product_id`,
      [from, to, REPORT_TIME_ZONE],
    );
    const [dayRows, productRows] = await Promise.all([days, products]);
    const salesDays = dayRows.map((row) => ({ date: row.date, orders: row.orders, revenuePaise: Number(row.revenue) }));
    const orderCount = salesDays.reduce((sum, day) => sum + day.orders, 0);
    const revenuePaise = salesDays.reduce((sum, day) => sum + day.revenuePaise, 0);
    return {
      from,
      to,
      days: salesDays,
      products: productRows.map((row) => ({
        productId: row.product_id,
        name: row.name,
        quantity: row.quantity,
        revenuePaise: Number(row.revenue),
      })),
      orderCount,
      revenuePaise,
      averageOrderValuePaise: averageOrderPaise(revenuePaise, orderCount),
    };
  }

  /**
   * Every order placed in the period as CSV (one row an order, oldest first), for a spreadsheet or
   * the accountant: a `sep=,` line, the header, then the rows, formulas neutralised (csv.ts).
   */
  /**
   * Every order placed in the period, one row each, with its money from its breakdown (the
   * invoice's figures once issued): the rows add up (subtotal − discount + shipping + COD fee =
   * total = taxable value + GST; total − refunded = net) and name the invoice they tie to.
   */
  async ordersCsv(ctx: RequestContext, period: ReportPeriod): Promise<string> {
    requireAdmin(ctx);
    const { from, to } = checkPeriod(period);
    const orders = await this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where(`o.created_at >= (CAST(:from AS date)::timestamp AT TIME ZONE :zone)`, { from, zone: REPORT_TIME_ZONE })
      .andWhere(`o.created_at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :zone)`, { to })
      .orderBy('o.created_at')
      .addOrderBy('o.order_number')
      .limit(MAX_CSV_ORDERS + 1)
      .getMany();
    if (orders.length > MAX_CSV_ORDERS) throw invalidInput(`More than ${MAX_CSV_ORDERS} orders: choose a shorter period`);
    const invoices = new Map<string, string>();
    const breakdowns: OrderMoneyBreakdown[] = [];
    for (let start = 0; start < orders.length; start += CSV_BATCH) {
      const batch = orders.slice(start, start + CSV_BATCH);
      breakdowns.push(...(await this.breakdowns.forOrders(batch)));
      const numbers: Array<{ order_id: string; number: string }> = await this.dataSource.query(
        `SELECT order_id, number FROM tax_documents WHERE kind = 'INVOICE' AND order_id = ANY ($1::uuid[])`,
        [batch.map((order) => order.id)],
      );
      for (const row of numbers) invoices.set(row.order_id, row.number);
    }
    const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
    const lines = orders.map((order, index) => {
      const money = breakdowns[index];
      return [
        formatOrderNumber(order.orderNumber),
        indiaMinute(order.createdAt),
        `${order.firstName} ${order.lastName}`,
        order.email,
        order.phone,
        [order.street, order.city, order.state, order.postalCode, order.country].join(', '),
        order.itemCount,
        order.paymentMethod,
        rupees(money.goodsPaise),
        money.discountCode ?? '',
        rupees(money.discountPaise),
        rupees(money.shippingPaise),
        rupees(money.codFeePaise),
        rupees(money.taxableValuePaise),
        rupees(money.gstPaise),
        rupees(money.totalPaise),
        rupees(money.refundedPaise),
        rupees(money.netPaise),
        invoices.get(order.id) ?? '',
        order.status,
        order.paymentStatus,
      ];
    });
    return csvFile([ORDERS_CSV_HEADER, ...lines]);
  }
}

/** Orders whose breakdowns are worked out together for the CSV: a few queries a batch. */
const CSV_BATCH = 500;

/** "2026-03-01 15:30": the instant on India's clock. */
function indiaMinute(at: Date): string {
  return inIndia(at).toISOString().slice(0, 16).replace('T', ' ');
}

export const ORDERS_CSV_HEADER = [
  'Order',
  'Placed (IST)',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Items',
  'Payment method',
  'Subtotal (INR)',
  'Discount code',
  'Discount (INR)',
  'Shipping (INR)',
  'COD fee (INR)',
  'Taxable value (INR)',
  'GST (INR)',
  'Total (INR)',
  'Refunded (INR)',
  'Net (INR)',
  'Invoice',
  'Status',
  'Payment',
];

import type { DataSource } from 'typeorm';
import { OrderEntity } from '../orders/order.entity.js';
import { requireAdmin } from '../kernel/access.js';
import { cappedCount } from '../kernel/capped-count.js';
import { checkPage, containsPattern, offsetPageInfo, searchText, withoutLookahead, type PageInfo } from '../kernel/paging.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { averageOrderPaise, chargedSql, paidOrderSql } from '../orders/sales-figures.js';

export interface DashboardFigures {
  /** What paid orders brought in less completed refunds (sales-figures.ts). */
  totalRevenuePaise: number;
  /** Every order placed, whatever became of it. */
  orderCount: number;
  /** Orders whose payment the shop kept, in full or in part. */
  paidOrders: number;
  /** Orders whose payment failed. */
  failedOrders: number;
  customerCount: number;
  productCount: number;
  pendingOrders: number;
  /** Revenue divided by paid orders, rounded to the paisa; 0 when none. */
  averageOrderValuePaise: number;
  recentOrders: OrderEntity[];
}

export interface CustomerSummary {
  email: string;
  name: string;
  phone: string;
  orderCount: number;
  /** Sum of the customer's paid orders. */
  totalSpentPaise: number;
  lastOrderAt: Date;
}

export interface CustomerPage {
  items: CustomerSummary[];
  /** Exact, except that a search's count stops at SEARCH_COUNT_CAP (then `totalCountCapped`). */
  totalCount: number;
  totalCountCapped: boolean;
  pageInfo: PageInfo;
}

export const RECENT_ORDERS = 5;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 20;

/** The admin dashboard's figures and the customer list, from aggregates the order triggers keep exact. */
export class StatsService {
  private readonly dataSource: DataSource;

  constructor(deps: ShopServiceDeps) {
    this.dataSource = deps.dataSource;
  }

  async dashboard(ctx: RequestContext): Promise<DashboardFigures> {
    requireAdmin(ctx);
    // Counters kept by triggers in the order's own transaction (migration 1765600000000): a few
    // dozen rows however many orders there are. Sums are bigint in Postgres, so they arrive as text.
    const figures = this.dataSource.query<
      Array<{
        revenue: string;
        paid_count: number;
        failed_count: number;
        order_count: number;
        customer_count: number;
        pending_count: number;
        product_count: number;
      }>
    >(
      `SELECT (coalesce(sum(total_paise) FILTER (WHERE ${chargedSql('payment_status')}), 0)
                - (SELECT coalesce(sum(amount_paise), 0) FROM refunds WHERE state = 'COMPLETED'))::text AS revenue,
              coalesce(sum(orders) FILTER (WHERE ${paidOrderSql('payment_status')}), 0)::int AS paid_count,
              coalesce(sum(orders) FILTER (WHERE payment_status = 'FAILED'), 0)::int AS failed_count,
              coalesce(sum(orders), 0)::int AS order_count,
              coalesce(sum(orders) FILTER (WHERE status = 'Pending'), 0)::int AS pending_count,
              (SELECT coalesce(sum(customers), 0) FROM customer_counts)::int AS customer_count,
              (SELECT coalesce(sum(products), 0) FROM product_listing_counts)::int AS product_count
         FROM order_counts`,
    );
    // Straight off the date index; the GraphQL layer batches the lines when they are asked for.
    const recent = this.dataSource.getRepository(OrderEntity).find({
      order: { createdAt: 'DESC', orderNumber: 'DESC' },
      take: RECENT_ORDERS,
    });
    const [[row], recentOrders] = await Promise.all([figures, recent]);
    const revenue = Number(row.revenue);
    return {
      totalRevenuePaise: revenue,
      orderCount: row.order_count,
      paidOrders: row.paid_count,
      failedOrders: row.failed_count,
      customerCount: row.customer_count,
      productCount: row.product_count,
      pendingOrders: row.pending_count,
      averageOrderValuePaise: averageOrderPaise(revenue, row.paid_count),
      recentOrders,
    };
  }

  /**
   * What each customer (by lower-cased e-mail) spent: what their charged orders brought in less
   * the refunds that completed, by the shop's one definition of revenue (sales-figures.ts), so a
   * part-refunded order counts with what was kept and cash on delivery once the cash is collected.
   * Worked out for one page of customers through the orders' e-mail index.
   */
  private async spentPaise(emails: readonly string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const rows: Array<{ email: string; spent: string }> = await this.dataSource.query(
      `SELECT lower(o.email) AS email,
              sum(o.total_paise - coalesce((SELECT sum(r.amount_paise) FROM refunds r
                                             WHERE r.order_id = o.id AND r.state = 'COMPLETED'), 0))::text AS spent
         FROM orders o
        WHERE lower(o.email) = ANY ($1::text[]) AND ${chargedSql('o.payment_status')}
        GROUP BY lower(o.email)`,
      [emails],
    );
    return new Map(rows.map((row) => [row.email, Number(row.spent)]));
  }

  /**
   * Everyone who has ordered, one row per e-mail (case-insensitive), with the name and phone of
   * their latest order, newest customers first. Read from the `customers` aggregate the order
   * triggers keep; the page comes off its (last_order_at, email) index, a search through trigram
   * indexes on name and e-mail. The total is exact without a search (a counter); with one it is
   * counted up to SEARCH_COUNT_CAP matches and `totalCountCapped` says when it stopped there.
   */
  async customers(
    ctx: RequestContext,
    search: string | null | undefined,
    offset: number | null | undefined,
    limit: number | null | undefined,
  ): Promise<CustomerPage> {
    requireAdmin(ctx, 'CUSTOMERS_READ');
    const page = checkPage(offset, limit, DEFAULT_CUSTOMER_PAGE_SIZE);
    const text = searchText(search);
    const pattern = text ? containsPattern(text) : null;
    const where = pattern ? `WHERE lower(name) LIKE $3 OR email LIKE $3` : '';
    const rows: Promise<Array<{ email: string; name: string; phone: string; order_count: number; last_order_at: Date }>> =
      this.dataSource.query(
        `SELECT email, name, phone, order_count, last_order_at
         FROM customers ${where}
        ORDER BY last_order_at DESC, email
        LIMIT $1 OFFSET $2`,
        // One row past the page says whether another follows, which a capped count cannot.
        pattern ? [page.limit + 1, page.offset, pattern] : [page.limit + 1, page.offset],
      );
    const count = pattern
      ? cappedCount(this.dataSource, `SELECT 1 FROM customers WHERE lower(name) LIKE $1 OR email LIKE $1`, [pattern])
      : this.dataSource
          .query(`SELECT coalesce(sum(customers), 0)::int AS count FROM customer_counts`)
          .then(([row]: Array<{ count: number }>) => ({ count: row.count, capped: false }));
    const [read, total] = await Promise.all([rows, count]);
    const { items, hasMore } = withoutLookahead(read, page);
    const spent = await this.spentPaise(items.map((row) => row.email));
    return {
      items: items.map((row) => ({
        email: row.email,
        name: row.name,
        phone: row.phone,
        orderCount: row.order_count,
        totalSpentPaise: spent.get(row.email) ?? 0,
        lastOrderAt: new Date(row.last_order_at),
      })),
      totalCount: total.count,
      totalCountCapped: total.capped,
      pageInfo: offsetPageInfo(page, { hasMore }),
    };
  }

  /** One customer by e-mail (any case), as the list shows them; null when nobody ordered with it. */
  async customer(ctx: RequestContext, email: string): Promise<CustomerRecord | null> {
    requireAdmin(ctx, 'CUSTOMERS_READ');
    const wanted = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 200) : '';
    if (!wanted) return null;
    const [row]: Array<{ email: string; name: string; phone: string; order_count: number; last_order_at: Date }> =
      await this.dataSource.query(`SELECT email, name, phone, order_count, last_order_at FROM customers WHERE email = $1`, [wanted]);
    if (!row) return null;
    const spent = await this.spentPaise([row.email]);
    return {
      email: row.email,
      name: row.name,
      phone: row.phone,
      orderCount: row.order_count,
      totalSpentPaise: spent.get(row.email) ?? 0,
      lastOrderAt: new Date(row.last_order_at),
    };
  }

  /** A customer's orders, newest first, at most 100: the customer page's list. */
  async customerOrders(ctx: RequestContext, email: string): Promise<OrderEntity[]> {
    requireAdmin(ctx, 'ORDERS_READ');
    return this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('lower(o.email) = :email', { email: email.toLowerCase() })
      .orderBy('o.createdAt', 'DESC')
      .limit(CUSTOMER_ORDERS_LIMIT)
      .getMany();
  }
}

const CUSTOMER_ORDERS_LIMIT = 100;

/** A customer as the API's Customer resolves from (what they spent in paise). */
export type CustomerRecord = CustomerPage['items'][number];

/** The places a customer's orders (newest first) went to, each once, the latest use first. */
export function distinctAddresses<T extends { street: string; city: string; state: string; postalCode: string; country: string }>(
  orders: readonly T[],
): Array<Pick<T, 'street' | 'city' | 'state' | 'postalCode' | 'country'>> {
  const seen = new Map<string, Pick<T, 'street' | 'city' | 'state' | 'postalCode' | 'country'>>();
  for (const { street, city, state, postalCode, country } of orders) {
    const key = [street, city, state, postalCode, country].map((part) => part.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');
    if (!seen.has(key)) seen.set(key, { street, city, state, postalCode, country });
  }
  return [...seen.values()];
}

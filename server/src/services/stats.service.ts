import type { DataSource } from 'typeorm';
import { OrderEntity } from '../entities/order.entity.js';
import { requireAdmin } from './access.js';
import { checkPage, containsPattern, searchText } from './listing.js';
import type { RequestContext } from './request-context.js';
import type { ShopServiceDeps } from './services.js';

export interface DashboardFigures {
  /** Sum of the totals of paid orders. */
  totalRevenuePaise: number;
  orderCount: number;
  customerCount: number;
  productCount: number;
  pendingOrders: number;
  /** Revenue divided by the number of paid orders, rounded to the paisa; 0 when none. */
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
  totalCount: number;
}

export const RECENT_ORDERS = 5;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 20;

/** The admin dashboard's figures and the customer list, computed from the orders themselves. */
export class StatsService {
  private readonly dataSource: DataSource;

  constructor(deps: ShopServiceDeps) {
    this.dataSource = deps.dataSource;
  }

  async dashboard(ctx: RequestContext): Promise<DashboardFigures> {
    requireAdmin(ctx);
    // One pass over orders for every figure; sums are bigint in Postgres, so they arrive as text.
    const figures = this.dataSource.query(
      `SELECT coalesce(sum(total_paise) FILTER (WHERE payment_status = 'PAID'), 0)::text AS revenue,
              count(*) FILTER (WHERE payment_status = 'PAID')::int AS paid_count,
              count(*)::int AS order_count,
              count(DISTINCT lower(email))::int AS customer_count,
              count(*) FILTER (WHERE status = 'Pending')::int AS pending_count,
              (SELECT count(*) FROM products)::int AS product_count
         FROM orders`,
    ) as Promise<Array<{ revenue: string; paid_count: number; order_count: number; customer_count: number; pending_count: number; product_count: number }>>;
    const recent = this.dataSource.getRepository(OrderEntity).find({
      relations: { lines: true },
      order: { createdAt: 'DESC', orderNumber: 'DESC', lines: { position: 'ASC' } },
      take: RECENT_ORDERS,
    });
    const [[row], recentOrders] = await Promise.all([figures, recent]);
    const revenue = Number(row.revenue);
    return {
      totalRevenuePaise: revenue,
      orderCount: row.order_count,
      customerCount: row.customer_count,
      productCount: row.product_count,
      pendingOrders: row.pending_count,
      averageOrderValuePaise: row.paid_count > 0 ? Math.round(revenue / row.paid_count) : 0,
      recentOrders,
    };
  }

  /**
   * Everyone who has ordered, one row per e-mail (case-insensitive), with the name and phone of
   * their latest order, newest customers first.
   */
  async customers(
    ctx: RequestContext,
    search: string | null | undefined,
    offset: number | null | undefined,
    limit: number | null | undefined,
  ): Promise<CustomerPage> {
    requireAdmin(ctx);
    const page = checkPage(offset, limit, DEFAULT_CUSTOMER_PAGE_SIZE);
    const text = searchText(search);
    const rows: Array<{
      email: string;
      name: string;
      phone: string;
      order_count: number;
      total_spent: string;
      last_order_at: Date;
      total_count: number;
    }> = await this.dataSource.query(
      `WITH customers AS (
         SELECT lower(email) AS email,
                (array_agg(first_name || ' ' || last_name ORDER BY created_at DESC, order_number DESC))[1] AS name,
                (array_agg(phone ORDER BY created_at DESC, order_number DESC))[1] AS phone,
                count(*)::int AS order_count,
                coalesce(sum(total_paise) FILTER (WHERE payment_status = 'PAID'), 0)::text AS total_spent,
                max(created_at) AS last_order_at
           FROM orders
          GROUP BY lower(email)
       )
       SELECT *, count(*) OVER ()::int AS total_count
         FROM customers
        WHERE $1::text IS NULL OR lower(name) LIKE $1 OR email LIKE $1
        ORDER BY last_order_at DESC, email
        LIMIT $2 OFFSET $3`,
      [text ? containsPattern(text) : null, page.limit, page.offset],
    );
    let totalCount = rows[0]?.total_count ?? 0;
    if (!rows.length && page.offset > 0) totalCount = await this.countCustomers(text);
    return {
      items: rows.map((row) => ({
        email: row.email,
        name: row.name,
        phone: row.phone,
        orderCount: row.order_count,
        totalSpentPaise: Number(row.total_spent),
        lastOrderAt: new Date(row.last_order_at),
      })),
      totalCount,
    };
  }

  private async countCustomers(text: string | null): Promise<number> {
    const [row]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (
         SELECT lower(email) AS email,
                (array_agg(first_name || ' ' || last_name ORDER BY created_at DESC, order_number DESC))[1] AS name
           FROM orders GROUP BY lower(email)
       ) c
       WHERE $1::text IS NULL OR lower(name) LIKE $1 OR email LIKE $1`,
      [text ? containsPattern(text) : null],
    );
    return row?.count ?? 0;
  }
}

import { requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import { OrderEntity } from '../orders/order.entity.js';
import { OPEN_STATUSES_SQL } from './cod-rules.js';

export type OpenCodMatch = 'EMAIL' | 'PHONE' | 'ADDRESS' | 'CLIENT_ADDRESS';

export interface OpenCodGroup {
  matchedBy: OpenCodMatch;
  key: string;
  openOrders: number;
  orders: OrderEntity[];
}

const MOST_GROUPS = 50;
const MOST_ORDERS_SHOWN = 20;
export const OPEN_COD_MIN_ORDERS_MESSAGE = 'Show shoppers with 2 to 20 open cash-on-delivery orders';

/**
 * The owner's watch on cash-on-delivery orders: a COD order holds its stock until the parcel is
 * paid for at the door, so one person placing many under different names holds stock for days
 * without paying. This groups the undelivered ones by the folded shopper keys stored when they
 * were placed (cod-rules.ts) and by the client address they came from, so the owner sees who holds
 * several and cancels what looks made up, through the order's ordinary status change.
 */
export class OpenCodOrdersService {
  constructor(private readonly deps: Pick<ShopServiceDeps, 'dataSource'>) {}

  async groups(ctx: RequestContext, minOrders: unknown): Promise<OpenCodGroup[]> {
    requireAdmin(ctx);
    const least = minOrders ?? 2;
    if (typeof least !== 'number' || !Number.isInteger(least) || least < 2 || least > 20) {
      throw invalidInput(OPEN_COD_MIN_ORDERS_MESSAGE, { field: 'minOrders' });
    }
    const rows: Array<{ matched_by: OpenCodMatch; key: string; open_orders: number; order_ids: string[] }> =
      await this.deps.dataSource.query(
        `WITH open AS (
           SELECT id, created_at, cod_shopper_email, cod_shopper_phone, cod_shopper_address, client_ip
             FROM orders WHERE payment_status = 'PAY_ON_DELIVERY' AND status IN (${OPEN_STATUSES_SQL})
         ), keyed AS (
           SELECT 'EMAIL' AS matched_by, cod_shopper_email AS key, id, created_at FROM open WHERE cod_shopper_email IS NOT NULL
           UNION ALL SELECT 'PHONE', cod_shopper_phone, id, created_at FROM open WHERE cod_shopper_phone <> ''
           UNION ALL SELECT 'ADDRESS', cod_shopper_address, id, created_at FROM open WHERE cod_shopper_address IS NOT NULL
           UNION ALL SELECT 'CLIENT_ADDRESS', client_ip, id, created_at FROM open WHERE client_ip IS NOT NULL
         )
         SELECT matched_by, key, count(*)::int AS open_orders,
                (array_agg(id ORDER BY created_at DESC))[1:${MOST_ORDERS_SHOWN}] AS order_ids
           FROM keyed GROUP BY matched_by, key HAVING count(*) >= $1
          ORDER BY open_orders DESC, matched_by, key LIMIT ${MOST_GROUPS}`,
        [least],
      );
    const ids = [...new Set(rows.flatMap((row) => row.order_ids))];
    const orders = ids.length ? await this.deps.dataSource.getRepository(OrderEntity).find({ where: ids.map((id) => ({ id })) }) : [];
    const byId = new Map(orders.map((order) => [order.id, order]));
    return rows.map((row) => ({
      matchedBy: row.matched_by,
      key: row.key,
      openOrders: row.open_orders,
      orders: row.order_ids.map((id) => byId.get(id)).filter((order): order is OrderEntity => order !== undefined),
    }));
  }
}

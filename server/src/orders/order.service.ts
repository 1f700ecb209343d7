import type { OrderLineEntity } from './order-line.entity.js';
import type { OrderStatusChangeEntity } from './order-status-change.entity.js';
import type { OrderEntity } from './order.entity.js';
import { listOrders, type OrderListArgs, type OrderPage } from './order-search.service.js';
import { historiesOfOrders, isUuid, linesOfOrders, loadOrderWithLines } from './order-loading.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { updateOrderStatus, type CancelledOrderRefunds } from './order-status-update.js';

/**
 * Orders after they exist: reading them (lines and history in batches for the API), the admin's
 * search (order-search.service.ts) and status changes (order-status-update.ts). Placing one is
 * placement/order-placement.service.ts.
 */
export {
  DEFAULT_ORDER_PAGE_SIZE,
  type OrderListFilter,
  type OrderListSort,
  type OrderPage,
  type OrderSortField,
} from './order-search.service.js';

export class OrderService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly refunds: CancelledOrderRefunds,
  ) {}

  /** An order by its id, lines in order; null for unknown or malformed ids. */
  async getOrder(id: string): Promise<OrderEntity | null> {
    if (!isUuid(id)) return null;
    return loadOrderWithLines(this.deps.dataSource, id);
  }

  /** Admins only: orders with search over name and e-mail, exact status, sort and pagination (order-search.service.ts). */
  listOrders(...args: OrderListArgs): Promise<OrderPage> {
    return listOrders(this.deps.dataSource, ...args);
  }

  /** `orders` with their lines, read in one query (a list's page comes without them). */
  async withLines(orders: OrderEntity[]): Promise<OrderEntity[]> {
    const lines = await linesOfOrders(
      this.deps.dataSource,
      orders.map((order) => order.id),
    );
    orders.forEach((order, index) => (order.lines = lines[index]));
    return orders;
  }

  /** Lines of many orders in one query, in the order of `orderIds` (for the GraphQL DataLoader). */
  linesForOrders(orderIds: readonly string[]): Promise<OrderLineEntity[][]> {
    return linesOfOrders(this.deps.dataSource, orderIds);
  }

  /** Status histories of many orders in one query, oldest first. */
  historyForOrders(orderIds: readonly string[]): Promise<OrderStatusChangeEntity[][]> {
    return historiesOfOrders(this.deps.dataSource, orderIds);
  }

  /** Admins only: moves an order along its state machine (order-status-update.ts). */
  updateStatus(ctx: RequestContext, orderId: string, status: string): Promise<OrderEntity> {
    return updateOrderStatus(this.deps, this.refunds, ctx, orderId, status);
  }
}

import { In, type DataSource } from 'typeorm';
import { OrderLineEntity } from './order-line.entity.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';

/** Reading orders by the ids callers gave us: shared by the order, payment and refund services. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids are UUIDs; anything else is unknown without asking Postgres (which would refuse it). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** An order with its lines in order, in one query (findOne with a relation would take two). */
export function loadOrderWithLines(dataSource: DataSource, id: string): Promise<OrderEntity | null> {
  return dataSource
    .getRepository(OrderEntity)
    .createQueryBuilder('o')
    .leftJoinAndSelect('o.lines', 'line')
    .where('o.id = :id', { id })
    .orderBy('line.position', 'ASC')
    .getOne();
}

/** Lines of many orders in one query, grouped in the order of `orderIds` (for the GraphQL DataLoader). */
export async function linesOfOrders(dataSource: DataSource, orderIds: readonly string[]): Promise<OrderLineEntity[][]> {
  if (orderIds.length === 0) return [];
  const rows = await dataSource.getRepository(OrderLineEntity).find({
    where: { orderId: In([...orderIds]) },
    order: { orderId: 'ASC', position: 'ASC' },
  });
  return groupBy(orderIds, rows, (row) => row.orderId);
}

/** Status histories of many orders in one query, oldest first, grouped in the order of `orderIds`. */
export async function historiesOfOrders(dataSource: DataSource, orderIds: readonly string[]): Promise<OrderStatusChangeEntity[][]> {
  if (orderIds.length === 0) return [];
  const rows = await dataSource.getRepository(OrderStatusChangeEntity).find({
    where: { orderId: In([...orderIds]) },
    order: { at: 'ASC', id: 'ASC' },
  });
  return groupBy(orderIds, rows, (row) => row.orderId);
}

function groupBy<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

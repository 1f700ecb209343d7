import type { EntityManager } from 'typeorm';
import { OrderEntity } from '../orders/order.entity.js';
import { invalidInput } from '../kernel/errors.js';
import { releaseOrderStock, returnLinesToStock, type LineReturn } from '../orders/stock-reservation.js';

/**
 * Returns units to stock with a refund, inside its transaction (the order row locked): the chosen
 * lines and quantities (restockLines), or every unit still held (restock). Units come back only
 * while the order holds them (not after its stock was released), each at most once. Answers
 * whether any unit came back.
 */
export async function restockWithRefund(
  manager: EntityManager,
  order: Pick<OrderEntity, 'id' | 'stockReserved'>,
  input: { restock?: boolean | null; restockLines?: readonly LineReturn[] | null },
): Promise<boolean> {
  const lines = input.restockLines ?? [];
  if (lines.length > 0 && input.restock === true) {
    throw invalidInput('Either return every unit to stock or choose the items, not both', { field: 'restockLines' });
  }
  if (lines.length > 0) {
    if (!order.stockReserved) throw invalidInput("This order's units are already back in stock", { field: 'restockLines' });
    const stillHeld = await returnLinesToStock(manager, order.id, lines);
    if (!stillHeld) await manager.update(OrderEntity, { id: order.id }, { stockReserved: false });
    return true;
  }
  if (input.restock !== true || !order.stockReserved) return false;
  await releaseOrderStock(manager, order.id);
  await manager.update(OrderEntity, { id: order.id }, { stockReserved: false });
  return true;
}

import type { EntityManager } from 'typeorm';
import { invalidInput, ShopError } from '../../kernel/errors.js';

/**
 * Stock is reserved when an order is created and given back when its payment fails, it expires
 * or it is cancelled. The reservation at checkout is part of placing the order, in
 * the same statement (order-placement.ts); giving back runs inside the caller's transaction and
 * uses only its manager. Each locks its products in id order first, so two orders never wait on
 * each other in opposite orders.
 */
export interface StockNeed {
  productId: string;
  /** Shown in the out-of-stock message. */
  name: string;
  quantity: number;
}

/**
 * A cart's needs as a reservation takes them: one per product (its sizes share one stock), in id
 * order, the order its row locks are taken in (with COLLATE "C" in SQL, whatever the database's
 * collation), so two checkouts never wait on each other in opposite orders. Placing an order
 * (order-placement.ts) locks them, checks every one has enough left, and takes them all or none.
 */
export function stockNeedsOf(needs: readonly StockNeed[]): StockNeed[] {
  const merged = new Map<string, StockNeed>();
  for (const need of needs) {
    const seen = merged.get(need.productId);
    merged.set(need.productId, { productId: need.productId, name: need.name, quantity: (seen?.quantity ?? 0) + need.quantity });
  }
  return [...merged.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

/** What is left of a product that fell short, as the reservation found it under its row lock. */
export interface Shortfall {
  productId: string;
  available: number;
}

/**
 * OUT_OF_STOCK for the products that fell short (in id order): the message names the first, and
 * `shortages` lists each with what is left, so a caller can fix the whole cart at once.
 */
export function outOfStockError(needs: readonly StockNeed[], short: readonly Shortfall[]): ShopError {
  const byId = new Map(needs.map((need) => [need.productId, need]));
  const shortages = short.map(({ productId, available }) => ({
    productId,
    name: byId.get(productId)?.name ?? productId,
    requested: byId.get(productId)?.quantity ?? 0,
    available,
  }));
  const [first] = shortages;
  return new ShopError(
    'OUT_OF_STOCK',
    first.available > 0 ? `Only ${first.available} left of ${first.name}` : `Sorry, ${first.name} is out of stock`,
    { productId: first.productId, available: first.available, shortages },
  );
}

/**
 * Gives back every unit the order still holds: what a refund already returned stays counted once.
 * The caller guards with the order's stockReserved flag, so it happens once.
 */
export async function releaseOrderStock(manager: EntityManager, orderId: string): Promise<void> {
  // A product deleted since the order simply has nothing to give back to: the join drops it.
  await manager.query(
    `WITH locked AS MATERIALIZED (
       SELECT p.id, bought.quantity
         FROM products p
         JOIN (SELECT product_id, sum(quantity - restocked_quantity)::int AS quantity
                 FROM order_lines WHERE order_id = $1 GROUP BY product_id) AS bought
           ON bought.product_id = p.id
        ORDER BY p.id COLLATE "C"
          FOR NO KEY UPDATE OF p
     )
     UPDATE products p SET stock = p.stock + l.quantity, updated_at = now()
       FROM locked l
      WHERE p.id = l.id AND l.quantity > 0`,
    [orderId],
  );
  await manager.query(`UPDATE order_lines SET restocked_quantity = quantity WHERE order_id = $1`, [orderId]);
}

/** Units of one order line to put back on the shelf. */
export interface LineReturn {
  lineId: number;
  quantity: number;
}

/**
 * Puts back exactly the chosen units of an order's lines (a part refund: two bottles back, the
 * leaking one thrown away), inside the caller's transaction, with the order row already locked.
 * Each return must name a line of this order, once, for at least one unit and at most what the
 * line still holds; otherwise a VALIDATION error says which, and nothing changes. Returns
 * whether the order still holds any unit (its stockReserved flag).
 */
export async function returnLinesToStock(manager: EntityManager, orderId: string, returns: readonly LineReturn[]): Promise<boolean> {
  const lines = await manager.query<Array<{ id: number; product_id: string; name: string; size: string; held: number }>>(
    `SELECT id, product_id, name, size, quantity - restocked_quantity AS held FROM order_lines WHERE order_id = $1`,
    [orderId],
  );
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<number>();
  for (const { lineId, quantity } of returns) {
    const line = byId.get(lineId);
    if (!line) throw invalidInput('An item to return to stock is not part of this order', { field: 'restockLines' });
    if (seen.has(lineId)) throw invalidInput(`${line.name} (${line.size}) is listed twice`, { field: 'restockLines' });
    seen.add(lineId);
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > line.held) {
      throw new ShopError(
        'VALIDATION',
        line.held === 0
          ? `Every unit of ${line.name} (${line.size}) is already back in stock`
          : `Return between 1 and ${line.held} of ${line.name} (${line.size}) to stock`,
        { field: 'restockLines' },
      );
    }
  }
  const perProduct = stockNeedsOf(returns.map(({ lineId, quantity }) => ({ productId: byId.get(lineId)!.product_id, name: '', quantity })));
  // Products in id order, as every reservation and release locks them.
  for (const { productId, quantity } of perProduct) {
    await manager.query(`UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1`, [productId, quantity]);
  }
  for (const { lineId, quantity } of returns) {
    await manager.query(`UPDATE order_lines SET restocked_quantity = restocked_quantity + $2 WHERE id = $1`, [lineId, quantity]);
  }
  const returned = new Map(returns.map(({ lineId, quantity }) => [lineId, quantity]));
  return lines.some((line) => line.held - (returned.get(line.id) ?? 0) > 0);
}

import type { EntityManager } from 'typeorm';
import { ShopError } from './errors.js';

/**
 * Stock is reserved when an order is created and given back when its payment fails, it expires
 * or it is cancelled (DESIGN.md D6). Every function here runs inside the caller's transaction and
 * uses only its manager. Products are touched in id order so two transactions never wait on each
 * other in opposite orders.
 */
export interface StockNeed {
  productId: string;
  /** Shown in the out-of-stock message. */
  name: string;
  quantity: number;
}

/**
 * Takes the quantities atomically: the conditional UPDATE both checks and decrements under the
 * row lock, so concurrent checkouts can never sell the same unit twice or drive stock negative.
 */
export async function reserveStock(manager: EntityManager, needs: readonly StockNeed[]): Promise<void> {
  const merged = new Map<string, StockNeed>();
  for (const need of needs) {
    const seen = merged.get(need.productId);
    merged.set(need.productId, seen ? { ...seen, quantity: seen.quantity + need.quantity } : { ...need });
  }
  for (const need of [...merged.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const rows: Array<{ stock: number }> = await manager.query(
      `WITH taken AS (
         UPDATE products SET stock = stock - $2, updated_at = now()
         WHERE id = $1 AND stock >= $2
         RETURNING stock
       ) SELECT stock FROM taken`,
      [need.productId, need.quantity],
    );
    if (rows.length === 0) {
      const current: Array<{ stock: number }> = await manager.query('SELECT stock FROM products WHERE id = $1', [need.productId]);
      const available = current[0]?.stock ?? 0;
      throw new ShopError(
        'OUT_OF_STOCK',
        available > 0 ? `Only ${available} left of ${need.name}` : `Sorry, ${need.name} is out of stock`,
        { productId: need.productId, available },
      );
    }
  }
}

/** The order's lines summed per product, in product id order. */
async function orderNeeds(manager: EntityManager, orderId: string): Promise<StockNeed[]> {
  const rows: Array<{ product_id: string; name: string; quantity: string | number }> = await manager.query(
    `SELECT product_id, min(name) AS name, sum(quantity) AS quantity
       FROM order_lines WHERE order_id = $1
      GROUP BY product_id ORDER BY product_id`,
    [orderId],
  );
  return rows.map((row) => ({ productId: row.product_id, name: row.name, quantity: Number(row.quantity) }));
}

/** Gives an order's units back. The caller guards with the order's stockReserved flag, so it happens once. */
export async function releaseOrderStock(manager: EntityManager, orderId: string): Promise<void> {
  for (const need of await orderNeeds(manager, orderId)) {
    // A product deleted since the order simply has nothing to give back to.
    await manager.query('UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1', [need.productId, need.quantity]);
  }
}

/** Takes an order's units again (an admin re-opening a cancelled order); refuses when they are gone. */
export async function reserveOrderStock(manager: EntityManager, orderId: string): Promise<void> {
  await reserveStock(manager, await orderNeeds(manager, orderId));
}

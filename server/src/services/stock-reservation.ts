import type { EntityManager } from 'typeorm';
import { ShopError } from './errors.js';

/**
 * Stock is reserved when an order is created and given back when its payment fails, it expires
 * or it is cancelled (DESIGN.md D6). Every function here runs inside the caller's transaction and
 * uses only its manager. Each reservation or release is one statement however many products the
 * order holds, and locks its products in id order first, so two transactions never wait on each
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
 * When any product falls short the caller's transaction rolls back the products that did not.
 */
export async function reserveStock(manager: EntityManager, needs: readonly StockNeed[]): Promise<void> {
  const merged = new Map<string, StockNeed>();
  for (const need of needs) {
    const seen = merged.get(need.productId);
    merged.set(need.productId, seen ? { ...seen, quantity: seen.quantity + need.quantity } : { ...need });
  }
  const sorted = [...merged.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  // `locked` takes the row locks in id order before the UPDATE touches any row (it can only
  // update a row `locked` has returned); COLLATE "C" makes that the order of the sort above
  // whatever the database's collation. After waiting for another checkout's lock, the UPDATE
  // rechecks `stock >= quantity` against that checkout's result, so the last unit has one winner.
  // The outer SELECT is there because TypeORM answers a bare UPDATE with [rows, count], not rows.
  const taken: Array<{ id: string }> = await manager.query(
    `WITH locked AS MATERIALIZED (
       SELECT p.id, w.quantity
         FROM products p JOIN unnest($1::text[], $2::int[]) AS w (id, quantity) ON w.id = p.id
        ORDER BY p.id COLLATE "C"
          FOR NO KEY UPDATE OF p
     ), taken AS (
       UPDATE products p SET stock = p.stock - l.quantity, updated_at = now()
         FROM locked l
        WHERE p.id = l.id AND p.stock >= l.quantity
       RETURNING p.id
     ) SELECT id FROM taken`,
    [sorted.map((need) => need.productId), sorted.map((need) => need.quantity)],
  );
  if (taken.length === sorted.length) return;

  // The message names the first product (in id order) that fell short, as a product-by-product
  // loop would; `shortages` lists every one with what is left, so a caller can fix the whole cart.
  const takenIds = new Set(taken.map((row) => row.id));
  const shortNeeds = sorted.filter((need) => !takenIds.has(need.productId));
  const current: Array<{ id: string; stock: number }> = await manager.query('SELECT id, stock FROM products WHERE id = ANY($1::text[])', [
    shortNeeds.map((need) => need.productId),
  ]);
  const stockById = new Map(current.map((row) => [row.id, row.stock]));
  const shortages = shortNeeds.map((need) => ({
    productId: need.productId,
    name: need.name,
    requested: need.quantity,
    available: stockById.get(need.productId) ?? 0,
  }));
  const [short] = shortages;
  throw new ShopError(
    'OUT_OF_STOCK',
    short.available > 0 ? `Only ${short.available} left of ${short.name}` : `Sorry, ${short.name} is out of stock`,
    { productId: short.productId, available: short.available, shortages },
  );
}

/** Gives an order's units back. The caller guards with the order's stockReserved flag, so it happens once. */
export async function releaseOrderStock(manager: EntityManager, orderId: string): Promise<void> {
  // A product deleted since the order simply has nothing to give back to: the join drops it.
  await manager.query(
    `WITH locked AS MATERIALIZED (
       SELECT p.id, bought.quantity
         FROM products p
         JOIN (SELECT product_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = $1 GROUP BY product_id) AS bought
           ON bought.product_id = p.id
        ORDER BY p.id COLLATE "C"
          FOR NO KEY UPDATE OF p
     )
     UPDATE products p SET stock = p.stock + l.quantity, updated_at = now()
       FROM locked l
      WHERE p.id = l.id`,
    [orderId],
  );
}

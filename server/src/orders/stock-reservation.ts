import type { EntityManager } from 'typeorm';
import { invalidInput, ShopError } from '../kernel/errors.js';

/**
 * Stock is counted per size (docs/decisions/032-stock-per-size.md): it is reserved when an order
 * is created and given back, to the size it was bought in, when its payment fails, it expires, it
 * is cancelled or a refund returns units. The reservation at checkout is part of placing the
 * order, in the same statement (order-placement.ts); giving back runs inside the caller's
 * transaction and uses only its manager. Each locks its products in id order first, so two orders
 * never wait on each other in opposite orders.
 */
export interface StockNeed {
  productId: string;
  /** The size's id (Size.id, the order line's variant id). */
  variantId: string;
  /** Shown in the out-of-stock message: the product's name and the size's label. */
  name: string;
  size: string;
  quantity: number;
}

/**
 * A cart's needs as a reservation takes them: one per size, in product id then size id order,
 * the order the products' row locks are taken in (with COLLATE "C" in SQL, whatever the
 * database's collation), so two checkouts never wait on each other in opposite orders. Placing an
 * order (order-placement.ts) locks them, checks every size has enough left, and takes them all or
 * none.
 */
export function stockNeedsOf(needs: readonly StockNeed[]): StockNeed[] {
  const merged = new Map<string, StockNeed>();
  for (const need of needs) {
    const key = `${need.productId}\u0000${need.variantId}`;
    const seen = merged.get(key);
    merged.set(key, { ...need, quantity: (seen?.quantity ?? 0) + need.quantity });
  }
  const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...merged.values()].sort((a, b) => byCodeUnits(a.productId, b.productId) || byCodeUnits(a.variantId, b.variantId));
}

/** What is left of a size that fell short, as the reservation found it under its row lock. */
export interface Shortfall {
  productId: string;
  sizeId: string;
  available: number;
}

/**
 * OUT_OF_STOCK for the sizes that fell short (in id order): the message names the first, and
 * `shortages` lists each with what is left, so a caller can fix the whole cart at once.
 */
export function outOfStockError(needs: readonly StockNeed[], short: readonly Shortfall[]): ShopError {
  const bySize = new Map(needs.map((need) => [need.variantId, need]));
  const shortages = short.map(({ productId, sizeId, available }) => {
    const need = bySize.get(sizeId);
    return {
      productId,
      variantId: sizeId,
      name: need?.name ?? productId,
      size: need?.size ?? '',
      requested: need?.quantity ?? 0,
      available,
    };
  });
  const [first] = shortages;
  const what = first.size ? `${first.name} (${first.size})` : first.name;
  return new ShopError('OUT_OF_STOCK', first.available > 0 ? `Only ${first.available} left of ${what}` : `Sorry, ${what} is out of stock`, {
    productId: first.productId,
    variantId: first.variantId,
    available: first.available,
    shortages,
  });
}

/**
 * The size an order line's units go back to: the size it was bought in (its variant id), or,
 * for a line older than variant ids or whose size was since re-created, the size with its label.
 * A size or product that is gone takes nothing back.
 */
const LINE_SIZE_ID = `coalesce(
  (SELECT s->>'id' FROM jsonb_array_elements(p.sizes) AS s WHERE s->>'id' = l.variant_id),
  (SELECT s->>'id' FROM jsonb_array_elements(p.sizes) AS s WHERE lower(s->>'label') = lower(l.size) LIMIT 1))`;

/**
 * Puts `units` of order lines back on their sizes, one UPDATE of the products concerned, their
 * row locks taken in id order first.
 */
async function giveBack(manager: EntityManager, units: ReadonlyArray<{ lineId: number; quantity: number }>): Promise<void> {
  if (units.length === 0) return;
  await manager.query(
    `WITH returned AS (
       SELECT l.product_id, l.variant_id, l.size, r.quantity
         FROM jsonb_to_recordset($1::jsonb) AS r ("lineId" int, quantity int)
         JOIN order_lines l ON l.id = r."lineId"
        WHERE r.quantity > 0
     ), locked AS MATERIALIZED (
       SELECT p.id, p.sizes FROM products p
        WHERE p.id IN (SELECT product_id FROM returned)
        ORDER BY p.id COLLATE "C"
          FOR NO KEY UPDATE OF p
     ), per_size AS (
       SELECT p.id, ${LINE_SIZE_ID} AS size_id, sum(l.quantity)::int AS quantity
         FROM locked p JOIN returned l ON l.product_id = p.id
        GROUP BY 1, 2
     ), per_product AS (
       SELECT id, jsonb_object_agg(size_id, quantity) AS changes FROM per_size WHERE size_id IS NOT NULL GROUP BY id
     )
     UPDATE products p SET sizes = product_sizes_add_stock(p.sizes, c.changes), updated_at = now()
       FROM per_product c
      WHERE p.id = c.id`,
    [JSON.stringify(units)],
  );
}

/**
 * Gives back every unit the order still holds: what a refund already returned stays counted once.
 * The caller guards with the order's stockReserved flag, so it happens once.
 */
export async function releaseOrderStock(manager: EntityManager, orderId: string): Promise<void> {
  const held = await manager.query<Array<{ lineId: number; quantity: number }>>(
    `SELECT id AS "lineId", quantity - restocked_quantity AS quantity FROM order_lines WHERE order_id = $1`,
    [orderId],
  );
  await giveBack(manager, held);
  await manager.query(`UPDATE order_lines SET restocked_quantity = quantity WHERE order_id = $1`, [orderId]);
}

/** Units of one order line to put back on the shelf. */
export interface LineReturn {
  lineId: number;
  quantity: number;
}

/**
 * Puts back exactly the chosen units of an order's lines (a part refund: two bottles back, the
 * leaking one thrown away), each on the size it was bought in, inside the caller's transaction,
 * with the order row already locked. Each return must name a line of this order, once, for at
 * least one unit and at most what the line still holds; otherwise a VALIDATION error says which,
 * and nothing changes. Returns whether the order still holds any unit (its stockReserved flag).
 */
export async function returnLinesToStock(manager: EntityManager, orderId: string, returns: readonly LineReturn[]): Promise<boolean> {
  const lines = await manager.query<Array<{ id: number; name: string; size: string; held: number }>>(
    `SELECT id, name, size, quantity - restocked_quantity AS held FROM order_lines WHERE order_id = $1`,
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
  await giveBack(manager, returns);
  for (const { lineId, quantity } of returns) {
    await manager.query(`UPDATE order_lines SET restocked_quantity = restocked_quantity + $2 WHERE id = $1`, [lineId, quantity]);
  }
  const returned = new Map(returns.map(({ lineId, quantity }) => [lineId, quantity]));
  return lines.some((line) => line.held - (returned.get(line.id) ?? 0) > 0);
}

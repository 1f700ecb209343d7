/**
 * The low-stock threshold: below it the product page says how many are left, the admin list warns,
 * and the stock.low webhook fires (db/functions/ reads this constant).
 */
export const LOW_STOCK_BELOW = 10;

/** The product page's stock note: 'Only N left!' below 10, 'Out of stock' at 0. */
export function stockNote(stock: number): string | null {
  if (stock <= 0) return 'Out of stock';
  if (stock < LOW_STOCK_BELOW) return `Only ${stock} left!`;
  return null;
}

/** The admin list's stock cell. */
export function adminStockLabel(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock < LOW_STOCK_BELOW) return `Low stock (${stock})`;
  return `${stock} in stock`;
}

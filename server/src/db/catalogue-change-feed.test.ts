import { describe, expect, it } from 'vitest';
import { writesProducts } from './catalogue-change-feed.js';

describe('writesProducts', () => {
  it.each([
    'UPDATE products SET stock = stock + $2 WHERE id = $1',
    'WITH taken AS (\n UPDATE products SET stock = stock - $2 WHERE id = $1 RETURNING stock\n) SELECT stock FROM taken',
    'UPDATE "products" SET "name" = $1 WHERE "id" = $2',
    'INSERT INTO "products"("id", "name") VALUES ($1, $2)',
    'DELETE FROM "products" WHERE "id" IN ($1)',
    'delete from public.products',
    'TRUNCATE products',
  ])('sees a write in %s', (sql) => {
    expect(writesProducts(sql)).toBe(true);
  });

  it.each([
    'SELECT * FROM products WHERE id = $1',
    'UPDATE orders SET status = $1',
    'INSERT INTO order_lines (product_id) SELECT id FROM products',
    'UPDATE products_archive SET x = 1',
  ])('ignores %s', (sql) => {
    expect(writesProducts(sql)).toBe(false);
  });
});

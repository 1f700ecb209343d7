import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock per size (docs/decisions/032-stock-per-size.md): each element of a product's `sizes`
 * gains `stock`, and `products.stock` becomes their sum (kept by the products_size_ids trigger in
 * db/functions/product-variant-ids.sql, applied after the migrations).
 *
 * Today's figure is split evenly over the product's sizes, the first sizes taking one more each
 * while a remainder lasts (13 over three sizes: 5, 4, 4): every product's total is unchanged and
 * no size goes negative. The owner corrects the split in the product form once they have counted
 * the shelf. The split is written without the product.updated and stock.low webhooks: nothing an
 * integrator tracks changed.
 */
export class StockPerSize1767500000000 implements MigrationInterface {
  name = 'StockPerSize1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products DISABLE TRIGGER products_webhooks_updated`);
    await queryRunner.query(
      `UPDATE products p
          SET sizes = (SELECT jsonb_agg(e.size || jsonb_build_object('stock', p.stock / c.n + CASE WHEN e.position <= p.stock % c.n THEN 1 ELSE 0 END)
                                        ORDER BY e.position)
                         FROM jsonb_array_elements(p.sizes) WITH ORDINALITY AS e (size, position),
                              (SELECT jsonb_array_length(p.sizes) AS n) AS c)
        WHERE jsonb_typeof(p.sizes) = 'array' AND jsonb_array_length(p.sizes) > 0`,
    );
    await queryRunner.query(`ALTER TABLE products ENABLE TRIGGER products_webhooks_updated`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products DISABLE TRIGGER products_webhooks_updated`);
    await queryRunner.query(
      `UPDATE products p
          SET sizes = (SELECT jsonb_agg(e.size - 'stock' ORDER BY e.position) FROM jsonb_array_elements(p.sizes) WITH ORDINALITY AS e (size, position))
        WHERE jsonb_typeof(p.sizes) = 'array' AND jsonb_array_length(p.sizes) > 0`,
    );
    await queryRunner.query(`ALTER TABLE products ENABLE TRIGGER products_webhooks_updated`);
  }
}

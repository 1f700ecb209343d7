import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { CatalogueChangeFeed } from '@server/catalogue/cache/catalogue-change-feed.js';
import { createDataSource, initializeDatabase } from '@server/db/data-source.js';
import { ProductEntity } from '@server/catalogue/product.entity.js';
import { createLogger } from '@server/kernel/logger.js';
import { CatalogueChanges, STOCK_LAG_MS } from '@server/catalogue/cache/catalogue-changes.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// The change feed is the catalogue cache's only source of invalidation: these hold it to knowing
// of every committed write to products once caughtUp() resolves after it, whatever the SQL looks
// like, and of nothing that did not commit.
let database: TestDatabase;
let dataSource: DataSource;
let feed: CatalogueChangeFeed;
const changes = new CatalogueChanges();

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = createDataSource({ url: database.url, poolSize: database.poolSize });
  await initializeDatabase(dataSource);
  await dataSource.query(`INSERT INTO products (id, name, category, subcategory, price_paise, sizes, description, image_url, stock)
    VALUES ('feed-1', 'Neem Oil', 'hair', 'oil', 24900, '[]', 'Cold-pressed.', '/images/x.svg', 5)`);
  feed = new CatalogueChangeFeed({ url: database.url, dataSource, changes, logger: createLogger('silent') });
  await feed.start();
});

afterAll(async () => {
  await feed?.stop();
  await dataSource?.destroy();
  await database?.drop();
});

/**
 * How many changes the feed reported while `write` ran, counted once caught up after it returned
 * (as a cached read is served). Starts after the stock lag of an earlier write ran out, so a
 * stock-only write is applied at once.
 */
async function changesDuring(write: () => Promise<unknown>): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, STOCK_LAG_MS + 50));
  await feed.caughtUp();
  const before = changes.generation;
  await write();
  await feed.caughtUp();
  return changes.generation - before;
}

describe('the catalogue change feed', () => {
  it('watches once started', () => {
    expect(feed.watching).toBe(true);
  });

  it.each([
    ['a raw UPDATE', `UPDATE products SET stock = stock - 1 WHERE id = 'feed-1'`],
    [
      'an UPDATE inside a CTE',
      `WITH taken AS (UPDATE products SET stock = stock + 1 WHERE id = 'feed-1' RETURNING stock) SELECT stock FROM taken`,
    ],
    ['a quoted, schema-qualified UPDATE', `UPDATE "public"."products" SET "rating" = 4.5 WHERE "id" = 'feed-1'`],
  ])('knows of %s once caught up after it returns', async (_name, sql) => {
    expect(await changesDuring(() => dataSource.query(sql))).toBeGreaterThan(0);
  });

  it('sees a write through TypeORM repositories', async () => {
    expect(await changesDuring(() => dataSource.getRepository(ProductEntity).update({ id: 'feed-1' }, { stock: 7 }))).toBeGreaterThan(0);
  });

  it('knows when the owner changes the shop’s details, which every rendered page’s footer shows', async () => {
    const write = `INSERT INTO shop_settings (key, value, updated_at, updated_by) VALUES ('shop_phone', '+91 44 2345 6789', now(), 'owner')
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
    expect(await changesDuring(() => dataSource.query(write))).toBeGreaterThan(0);
  });

  it('ignores reads and writes to other tables', async () => {
    expect(await changesDuring(() => dataSource.query(`SELECT * FROM products WHERE id = 'feed-1'`))).toBe(0);
    expect(await changesDuring(() => dataSource.query(`UPDATE users SET email = email WHERE false`))).toBe(0);
  });

  it('sees a transaction only when it commits, and never one that rolls back', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const inside = await changesDuring(() => runner.query(`UPDATE products SET stock = 9 WHERE id = 'feed-1'`));
      expect(inside).toBe(0);
      expect(await changesDuring(() => runner.commitTransaction())).toBeGreaterThan(0);

      await runner.startTransaction();
      await runner.query(`UPDATE products SET stock = 10 WHERE id = 'feed-1'`);
      expect(await changesDuring(() => runner.rollbackTransaction())).toBe(0);
    } finally {
      await runner.release();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createDataSource, initializeDatabase } from '@server/db/data-source.js';
import { allMigrations } from '@server/db/migrations/index.js';
import { SqlFunctionFiles1766800000000 } from '@server/db/migrations/1766800000000-sql-function-files.js';
import { WebhookStatusCodes1766500000000 } from '@server/db/migrations/1766500000000-webhook-status-codes.js';
import { applySqlFunctions, SQL_FUNCTION_FILES } from '@server/db/sql-functions.js';
import { LOW_STOCK_BELOW } from '@common/low-stock.js';
import { ORDER_STATUSES } from '@common/order-status.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * A database made today and one that has run this shop for months must hold the same functions
 * and triggers: both come from db/functions/, whatever the migrations that first made them said.
 */
let fresh: TestDatabase;
let upgraded: TestDatabase;
let freshSource: DataSource;
let upgradedSource: DataSource;

/** Every function and trigger of the shop's schema, as Postgres prints its definition. */
async function definitions(dataSource: DataSource): Promise<Map<string, string>> {
  const functions: Array<{ name: string; def: string }> = await dataSource.query(`
    SELECT p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS def
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`);
  const triggers: Array<{ name: string; def: string }> = await dataSource.query(`
    SELECT t.tgrelid::regclass::text || '.' || t.tgname AS name, pg_get_triggerdef(t.oid) AS def
      FROM pg_trigger t WHERE NOT t.tgisinternal`);
  return new Map([...functions, ...triggers].map((row) => [row.name, row.def]));
}

beforeAll(async () => {
  [fresh, upgraded] = await Promise.all([createTestDatabase(), createTestDatabase()]);

  // A shop last started before the functions moved to their files, holding an older definition
  // of one of them (order.created's status as the table names it).
  const before = allMigrations.slice(0, allMigrations.indexOf(SqlFunctionFiles1766800000000));
  const old = new DataSource({ type: 'postgres', url: upgraded.url, migrations: before, poolSize: 1 });
  await old.initialize();
  await old.runMigrations({ transaction: 'each' });
  const runner = old.createQueryRunner();
  await new WebhookStatusCodes1766500000000().down(runner);
  await runner.release();
  await old.destroy();

  freshSource = createDataSource({ url: fresh.url, poolSize: 2 });
  upgradedSource = createDataSource({ url: upgraded.url, poolSize: 2 });
  await initializeDatabase(freshSource);
  await initializeDatabase(upgradedSource);
});

afterAll(async () => {
  await freshSource?.destroy();
  await upgradedSource?.destroy();
  await fresh?.drop();
  await upgraded?.drop();
});

describe('SQL functions as source files', () => {
  it('leaves a fresh database and an upgraded one with the same functions and triggers', async () => {
    const [made, carried] = await Promise.all([definitions(freshSource), definitions(upgradedSource)]);
    expect([...made.keys()].sort()).toEqual([...carried.keys()].sort());
    for (const [name, def] of made) expect(carried.get(name), name).toBe(def);
    expect(made.size).toBeGreaterThan(30);
    expect(carried.get('webhook_orders_inserted()')).toContain('upper(n.status)');
  });

  it('writes the low-stock mark from the module the storefront shows it from', async () => {
    const [{ def, crossing }]: Array<{ def: string; crossing: string }> = await freshSource.query(
      `SELECT pg_get_functiondef('webhook_products_updated()'::regprocedure) AS def,
              pg_get_functiondef('product_sizes_fallen_low(jsonb, jsonb)'::regprocedure) AS crossing`,
    );
    expect(crossing).toContain(`(size.now->>'stock')::int < ${LOW_STOCK_BELOW}`);
    expect(def).toContain('product_sizes_fallen_low(o.sizes, n.sizes)');
    expect(def).toContain(`'lowStockBelow', ${LOW_STOCK_BELOW}`);
    expect(def + crossing).not.toContain('{{');
  });

  it('refuses exactly the order statuses common/order-status.ts does not name', async () => {
    const [{ def }]: Array<{ def: string }> = await freshSource.query(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
        WHERE c.conrelid = 'orders'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%(status =%'`,
    );
    const allowed = [...def.matchAll(/'([^']+)'::text/g)].map((match) => match[1]);
    expect(allowed).toEqual([...ORDER_STATUSES]);
  });

  it('re-applies a file only when its text changed, or every file after a migration', async () => {
    expect(await applySqlFunctions(freshSource, { everything: false })).toEqual([]);
    await freshSource.query(`UPDATE sql_function_files SET checksum = 'an older text' WHERE file = 'place-order.sql'`);
    expect(await applySqlFunctions(freshSource, { everything: false })).toEqual(['place-order.sql']);
    expect(await applySqlFunctions(freshSource, { everything: true })).toEqual([...SQL_FUNCTION_FILES]);
  });
});

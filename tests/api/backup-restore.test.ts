import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BackupError, backupDatabase, backupKindOf, restoreDatabase } from '@server/db/backup.js';
import { startEmbeddedPostgres } from '@server/db/embedded-postgres.js';
import { ORDER_QUERY, placeOrder } from '../support/checkout-helpers.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * `npm run backup` / `npm run restore` (server/src/db/backup.ts): a shop with an order and an
 * uploaded product photo is backed up, the backup restored into a fresh database, and a shop
 * started on it serves the same order and the same image bytes. Once for a Postgres server
 * (pg_dump / pg_restore), once for the embedded database in a DATA_DIR of its own.
 */
const UPLOADED = z.object({ url: z.string() });

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** What a shopper and the storefront see of a shop: one order, one product photo. */
interface Served {
  orderId: string;
  order: unknown;
  imageUrl: string;
  image: Buffer;
}

async function fillShop(shop: TestShop): Promise<Served> {
  const admin = shop.client();
  await admin.loginAsAdmin();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .png()
    .toBuffer();
  const uploaded = await admin.fetch('/api/admin/product-images', {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'apollo-require-preflight': 'true' },
    body: new Uint8Array(photo),
  });
  expect(uploaded.status).toBe(201);
  const { url: imageUrl } = UPLOADED.parse(await uploaded.json());
  const { orderId } = await placeOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 2 }]);
  return read(shop, orderId, imageUrl);
}

async function read(shop: TestShop, orderId: string, imageUrl: string): Promise<Served> {
  const order = (await shop.client().gql(ORDER_QUERY, { id: orderId })).data?.order;
  const response = await fetch(`${shop.url}${imageUrl}`);
  expect(response.status).toBe(200);
  return { orderId, order, imageUrl, image: Buffer.from(await response.arrayBuffer()) };
}

function expectSameShop(restored: Served, original: Served) {
  expect(restored.order).toMatchObject({ id: original.orderId });
  expect(restored.order).toEqual(original.order);
  expect(restored.image.equals(original.image)).toBe(true);
}

describe('a Postgres server (DATABASE_URL)', () => {
  it('restores a backup taken while the shop runs into a fresh database that serves the same order and image', async (context) => {
    const source = await createTestDatabase();
    // pg_dump needs a real server; the embedded fallback of test-database.ts is covered below.
    if (source.kind === 'embedded') {
      await source.drop();
      context.skip();
    }
    const shop = await startTestShop({}, { database: source });
    const file = path.join(scratch, 'server.dump');
    let original: Served;
    try {
      original = await fillShop(shop);
      expect(await backupDatabase({ databaseUrl: shop.database.url, dataDir: scratch }, file)).toMatchObject({ kind: 'server' });
    } finally {
      await shop.close();
    }
    expect(await backupKindOf(file)).toBe('server');

    const target = await createTestDatabase();
    await restoreDatabase({ databaseUrl: target.url, dataDir: scratch }, file);
    // A database that already holds a shop is not overwritten by accident.
    await expect(restoreDatabase({ databaseUrl: target.url, dataDir: scratch }, file)).rejects.toThrow(/not empty/);
    // Nor is a backup of the other kind taken for this one.
    await expect(restoreDatabase({ dataDir: path.join(scratch, 'nowhere') }, file)).rejects.toThrow(BackupError);

    const restored = await startTestShop({}, { database: target });
    try {
      expectSameShop(await read(restored, original.orderId, original.imageUrl), original);
    } finally {
      await restored.close();
    }
  }, 180_000);
});

/** The embedded database in `dataDir`, as a test database close() stops without deleting. */
async function embeddedIn(dataDir: string): Promise<TestDatabase> {
  const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 10 });
  return { url: embedded.url, kind: 'embedded', poolSize: embedded.poolSize, drop: () => embedded.stop() };
}

describe('the embedded database (DATA_DIR)', () => {
  it('restores a backup of a stopped shop into an empty DATA_DIR that serves the same order and image', async () => {
    const dataDir = path.join(scratch, 'shop-data');
    const shop = await startTestShop({}, { database: await embeddedIn(dataDir) });
    let original: Served;
    try {
      original = await fillShop(shop);
    } finally {
      await shop.close();
    }
    const file = path.join(scratch, 'embedded.tar.gz');
    expect(await backupDatabase({ dataDir }, file)).toMatchObject({ kind: 'embedded' });

    const restoredDir = path.join(scratch, 'restored-data');
    await restoreDatabase({ dataDir: restoredDir }, file);
    await expect(restoreDatabase({ dataDir: restoredDir }, file)).rejects.toThrow(/already holds a database/);

    const restored = await startTestShop({}, { database: await embeddedIn(restoredDir) });
    try {
      expectSameShop(await read(restored, original.orderId, original.imageUrl), original);
    } finally {
      await restored.close();
    }
  }, 240_000);
});

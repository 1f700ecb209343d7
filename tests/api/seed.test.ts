import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { loadEnv } from '@server/config/env.js';
import { createDataSource, initializeDatabase } from '@server/db/data-source.js';
import { seedCatalogue } from '@server/db/seed/catalogue.js';
import { seedDatabase } from '@server/db/seed/seed.js';
import { seedDeclarations } from '@server/db/seed/legal-declarations.js';
import { ProductEntity } from '@server/catalogue/product.entity.js';
import { UserEntity } from '@server/accounts/user.entity.js';
import { createLogger } from '@server/kernel/logger.js';
import { verify } from '@node-rs/argon2';
import { DEV_ADMIN_EMAIL } from '@server/accounts/auth.service.js';
import { SANDBOX_CREDENTIALS } from '../support/server-process.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** What every start does to the database: fill an empty shop once, never undo an admin's work. */
let database: TestDatabase;
let first: DataSource;
let second: DataSource;
const logger = createLogger('silent');

beforeAll(async () => {
  database = await createTestDatabase();
  // Two "processes" sharing one database, as two servers behind a load balancer would.
  const poolSize = Math.max(2, Math.floor(database.poolSize / 2));
  first = createDataSource({ url: database.url, poolSize });
  second = createDataSource({ url: database.url, poolSize });
  await initializeDatabase(first);
  await second.initialize();
});

afterAll(async () => {
  await first?.destroy();
  await second?.destroy();
  await database?.drop();
});

describe('seedDatabase', () => {
  it('fills an empty shop once even when two processes start at the same moment', async () => {
    const env = loadEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'Owner@Herbal.test', ADMIN_PASSWORD: 'owner-password-1' });
    await Promise.all([seedDatabase(first, env, logger), seedDatabase(second, env, logger)]);

    const products = await first.getRepository(ProductEntity).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    expect(products.map((product) => product.id)).toEqual(seedCatalogue.map((product) => product.id));
    const oil = products.find((product) => product.id === 'hair-oil-1')!;
    const seed = seedCatalogue.find((product) => product.id === 'hair-oil-1')!;
    expect(oil.pricePaise).toBe(seed.price * 100);
    expect(oil.sizes).toEqual(
      seed.sizes.map((size, index) => ({
        label: size.label,
        pricePaise: size.price * 100,
        // What its pack declares: the MRP and the net quantity its label names.
        mrpPaise: seedDeclarations['hair-oil-1'].mrp[index] * 100,
        netQuantity: { amount: Number.parseInt(size.label, 10), unit: 'ML' },
        // Each size is a variant: the database gives it an id and a SKU as it is inserted.
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        sku: `${seed.id}-${size.label}`.toUpperCase().replace(/[^A-Z0-9]+/g, '-'),
        // The seed's one figure, split evenly over the sizes (the first takes any remainder).
        stock: expect.any(Number) as unknown,
      })),
    );
    expect(oil.sizes.map((size) => size.stock)).toEqual([43, 43]);
    expect(oil.stock).toBe(seed.stock);
    expect(oil.legalDeclarations).toMatchObject({ genericName: 'Hair oil', countryOfOrigin: 'India', makerName: 'Herbal Roots Naturals' });
    expect(products.every((product) => product.legalDeclarations && product.ingredients && product.howToUse)).toBe(true);

    const admins = await first.getRepository(UserEntity).findBy({ role: 'admin' });
    expect(admins.map((user) => user.email)).toEqual(['owner@herbal.test']);
    expect(admins[0].passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('leaves an admin’s edits and deletions alone on the next start', async () => {
    const env = loadEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'owner@herbal.test', ADMIN_PASSWORD: 'a-changed-password' });
    await first.getRepository(ProductEntity).delete({ id: 'napkin-1' });
    await first.getRepository(ProductEntity).update({ id: 'hair-oil-2' }, { name: 'Renamed by the admin' });
    const hashBefore = (await first.getRepository(UserEntity).findOneByOrFail({ email: 'owner@herbal.test' })).passwordHash;

    await seedDatabase(first, env, logger);

    expect(await first.getRepository(ProductEntity).count()).toBe(seedCatalogue.length - 1);
    expect((await first.getRepository(ProductEntity).findOneByOrFail({ id: 'hair-oil-2' })).name).toBe('Renamed by the admin');
    // An existing account is never overwritten from the environment.
    expect((await first.getRepository(UserEntity).findOneByOrFail({ email: 'owner@herbal.test' })).passwordHash).toBe(hashBefore);
  });

  it('creates no local admin when one exists, and one with a random password when none does (outside production)', async () => {
    const unconfigured = loadEnv({ NODE_ENV: 'development' });
    await seedDatabase(first, unconfigured, logger);
    expect(await first.getRepository(UserEntity).existsBy({ email: DEV_ADMIN_EMAIL })).toBe(false);

    await first.getRepository(UserEntity).update({ email: 'owner@herbal.test' }, { role: 'user' });
    // The new password comes back once, for the start-up banner (npm start prints it).
    const account = await seedDatabase(first, unconfigured, logger);
    const local = await first.getRepository(UserEntity).findOneByOrFail({ email: DEV_ADMIN_EMAIL });
    expect(local.role).toBe('admin');
    expect(account).toEqual({ email: DEV_ADMIN_EMAIL, newPassword: expect.any(String) as string });
    expect(await verify(local.passwordHash, account!.newPassword!)).toBe(true);
    // A later start names the account but cannot show the password again.
    expect(await seedDatabase(first, unconfigured, logger)).toEqual({ email: DEV_ADMIN_EMAIL });

    const production = loadEnv({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      // Production refuses the sandbox's public default credentials: it is given its own.
      ...SANDBOX_CREDENTIALS,
    });
    await first.getRepository(UserEntity).delete({ email: DEV_ADMIN_EMAIL });
    await seedDatabase(first, production, { ...logger, warn: () => {} });
    expect(await first.getRepository(UserEntity).existsBy({ role: 'admin' })).toBe(false);
  });
});

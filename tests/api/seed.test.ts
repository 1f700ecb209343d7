import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { loadEnv } from '../../server/src/config/env.js';
import { createDataSource, initializeDatabase } from '../../server/src/db/data-source.js';
import { seedCatalogue } from '../../server/src/db/seed/catalogue.js';
import { seedDatabase } from '../../server/src/db/seed/seed.js';
import { ProductEntity } from '../../server/src/entities/product.entity.js';
import { UserEntity } from '../../server/src/entities/user.entity.js';
import { createLogger } from '../../server/src/logger.js';
import { DEV_ADMIN_EMAIL } from '../../server/src/services/auth.service.js';
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
    expect(oil.sizes).toEqual(seed.sizes.map((size) => ({ label: size.label, pricePaise: size.price * 100 })));

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
    const warnings: string[] = [];
    await seedDatabase(first, unconfigured, { ...logger, warn: (message) => warnings.push(message) });
    const local = await first.getRepository(UserEntity).findOneByOrFail({ email: DEV_ADMIN_EMAIL });
    expect(local.role).toBe('admin');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(DEV_ADMIN_EMAIL);

    const production = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PAYMENTS_MODE: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: 'true' });
    await first.getRepository(UserEntity).delete({ email: DEV_ADMIN_EMAIL });
    await seedDatabase(first, production, { ...logger, warn: () => {} });
    expect(await first.getRepository(UserEntity).existsBy({ role: 'admin' })).toBe(false);
  });
});

import type { DataSource, QueryDeepPartialEntity } from 'typeorm';
import { rupeesToPaise } from '@common/money.js';
import { CONCERN_KEYS } from '@common/concerns.js';
import type { Env } from '../../config/env.js';
import { ProductEntity } from '../../catalogue/product.entity.js';
import type { Logger } from '../../kernel/logger.js';
import { type AdminAccount, ensureAdminAccount } from '../../accounts/auth.service.js';
import { seedCatalogue, type SeedProduct } from './catalogue.js';
import { seedSampleReviews } from './sample-reviews.js';
import { gstClassOf } from '../../catalogue/gst-classes.js';
import { seedDeclarations, seedLegalDeclarations, seedNetQuantity } from './legal-declarations.js';

// Any constant shared by every process of this shop; two servers starting at once take turns.
const SEED_LOCK_KEY = 7_130_421;

/**
 * Fills an empty shop: the catalogue when the products table is empty (so an admin's edits and
 * deletions survive restarts), then the admin account. Safe to run on every start and from two
 * processes at once: one transaction under an advisory lock, inserts that ignore existing rows.
 * Returns the admin account, for the start-up banner.
 */
export async function seedDatabase(dataSource: DataSource, env: Env, logger: Logger): Promise<AdminAccount | null> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [{ empty }]: Array<{ empty: boolean }> = await manager.query('SELECT NOT EXISTS (SELECT 1 FROM products) AS empty');
    if (empty) {
      const now = Date.now();
      const rows = seedCatalogue.map((product, index) => toEntity(product, new Date(now - (seedCatalogue.length - index))));
      await manager.createQueryBuilder().insert().into(ProductEntity).values(rows).orIgnore().execute();
      // A real shop never publishes a review no buyer wrote: production starts with none.
      const reviews = env.NODE_ENV === 'production' ? 0 : await seedSampleReviews(manager, seedCatalogue);
      logger.info(`seeded ${rows.length} products and ${reviews} sample reviews`);
    }
    // Inside the same transaction: on the embedded engine a second connection would wait for it.
    return ensureAdminAccount(manager, env, logger);
  });
}

/**
 * A seed product as stored. Each gets its own creation time a millisecond apart, in catalogue
 * order, so the default listing keeps the shop's order and "newest" has a stable meaning.
 */
function toEntity(product: SeedProduct, createdAt: Date): QueryDeepPartialEntity<ProductEntity> {
  const declared = seedDeclarations[product.id];
  if (!declared) throw new Error(`seed product ${product.id} has no declarations`);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory,
    pricePaise: paise(product.price, product.id),
    // Each size gets its variant id and SKU from the database as it is inserted (migration 1766000000000).
    sizes: product.sizes.map((size, index) => ({
      label: size.label,
      pricePaise: paise(size.price, product.id),
      mrpPaise: paise(declared.mrp[index] ?? Number.NaN, product.id),
      netQuantity: seedNetQuantity(size.label, declared.pieces?.[index]),
    })),
    description: product.description,
    benefits: product.benefits,
    imageUrl: product.imageUrl,
    images: product.images,
    stock: product.stock,
    featured: product.featured,
    bestSeller: product.bestSeller,
    isNew: product.new,
    ...gstClassOf(product.category, product.subcategory),
    legalDeclarations: seedLegalDeclarations(declared),
    ingredients: declared.ingredients,
    howToUse: declared.howToUse,
    // In the list's order, as the admin's writes store them.
    concerns: CONCERN_KEYS.filter((key) => product.concerns.includes(key)),
    createdAt,
    updatedAt: createdAt,
  };
}

function paise(rupees: number, id: string): number {
  const value = rupeesToPaise(rupees);
  if (value === null) throw new Error(`seed product ${id} has a price that is not an amount in rupees: ${rupees}`);
  return value;
}

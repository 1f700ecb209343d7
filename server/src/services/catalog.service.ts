import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { CATEGORY_NAMES } from '../../../common/catalogue.js';
import { rupeesToPaise } from '../../../common/money.js';
import { PRODUCT_DEFAULTS, validateProductForm } from '../../../common/product-form.js';
import { ProductEntity, type ProductSize } from '../entities/product.entity.js';
import { requireAdmin } from './access.js';
import { badInput, conflict, notFound } from './errors.js';
import { checkPage, containsPattern, searchText } from './listing.js';
import type { RequestContext } from './request-context.js';
import type { ShopServiceDeps } from './services.js';

export type ProductSortKey = 'PRICE_LOW_HIGH' | 'PRICE_HIGH_LOW' | 'NEWEST' | 'POPULAR';

export interface ProductListFilter {
  category?: string | null;
  subcategory?: string | null;
  /** Inclusive bounds on the base price, in rupees. */
  minPrice?: number | null;
  maxPrice?: number | null;
  search?: string | null;
  featured?: boolean | null;
  bestSeller?: boolean | null;
  new?: boolean | null;
  excludeId?: string | null;
}

export interface ProductPage {
  items: ProductEntity[];
  totalCount: number;
}

export interface CategorySummary {
  id: string;
  name: string;
  subcategories: string[];
  productCount: number;
}

/** What an admin sends to create or edit a product; prices in rupees, as the form shows them. */
export interface ProductInputValues {
  id?: string | null;
  name: string;
  category: string;
  subcategory: string;
  price: number;
  sizes: ReadonlyArray<{ label: string; price: number }>;
  description: string;
  benefits: readonly string[];
  imageUrl: string;
  images?: readonly string[] | null;
  stock: number;
  rating?: number | null;
  reviews?: number | null;
  featured?: boolean | null;
  bestSeller?: boolean | null;
  new?: boolean | null;
}

export const DEFAULT_PRODUCT_PAGE_SIZE = 24;

/** Longest values a product may hold: generous for real copy, small enough to keep abuse out. */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  benefit: 300,
  benefits: 20,
  sizes: 20,
  sizeLabel: 50,
  images: 10,
  url: 2000,
  category: 50,
} as const;

const MAX_ID_LENGTH = 100;

/** The catalogue: listing, search and categories for shoppers; product edits for admins. */
export class CatalogService {
  private readonly dataSource: DataSource;

  constructor(deps: ShopServiceDeps) {
    this.dataSource = deps.dataSource;
  }

  private get products() {
    return this.dataSource.getRepository(ProductEntity);
  }

  /** One page of products matching the filter, and how many match in all, in one query. */
  async listProducts(
    filter: ProductListFilter | null | undefined,
    sort: ProductSortKey | null | undefined,
    offset: number | null | undefined,
    limit: number | null | undefined,
  ): Promise<ProductPage> {
    const page = checkPage(offset, limit, DEFAULT_PRODUCT_PAGE_SIZE);
    const query = this.products.createQueryBuilder('p');
    applyFilter(query, filter ?? {});
    applySort(query, sort ?? null);
    const { entities, raw } = await query
      .addSelect('count(*) OVER ()', 'total_count')
      .offset(page.offset)
      .limit(page.limit)
      .getRawAndEntities<{ total_count: string }>();
    if (entities.length > 0) return { items: entities, totalCount: Number(raw[0].total_count) };
    // Past the last page the window count has no row to ride on; ask for it on its own.
    const totalCount = page.offset > 0 ? await countMatching(this.products.createQueryBuilder('p'), filter ?? {}) : 0;
    return { items: [], totalCount };
  }

  /** The product with this id, or null. */
  async getProduct(id: string): Promise<ProductEntity | null> {
    if (!id || id.length > MAX_ID_LENGTH) return null;
    return this.products.findOneBy({ id });
  }

  /** Products by id in the order asked, null where unknown (the DataLoader contract). */
  async getProductsByIds(ids: readonly string[]): Promise<Array<ProductEntity | null>> {
    const wanted = [...new Set(ids)].filter((id) => id && id.length <= MAX_ID_LENGTH);
    const found = wanted.length ? await this.products.findBy({ id: In(wanted) }) : [];
    const byId = new Map(found.map((product) => [product.id, product]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Every category in use with its product types and size; known categories first. */
  async categories(): Promise<CategorySummary[]> {
    const rows: Array<{ category: string; subcategories: string[]; product_count: number }> = await this.dataSource.query(
      `SELECT category,
              array_agg(DISTINCT subcategory ORDER BY subcategory) AS subcategories,
              count(*)::int AS product_count
         FROM products
        GROUP BY category`,
    );
    const known = Object.keys(CATEGORY_NAMES);
    const rank = (id: string) => (known.includes(id) ? known.indexOf(id) : known.length);
    return rows
      .map((row) => ({
        id: row.category,
        name: CATEGORY_NAMES[row.category] ?? capitalise(row.category),
        subcategories: row.subcategories,
        productCount: row.product_count,
      }))
      .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  }

  /** Adds a product (admins only). */
  async createProduct(ctx: RequestContext, input: ProductInputValues): Promise<ProductEntity> {
    requireAdmin(ctx);
    const values = normaliseProductInput(input, { creating: true });
    const id = values.id!;
    const result = await this.products
      .createQueryBuilder()
      .insert()
      .into(ProductEntity)
      .values({
        id,
        ...values.fields,
        images: values.fields.images ?? [],
        rating: values.fields.rating ?? PRODUCT_DEFAULTS.rating,
        reviews: values.fields.reviews ?? PRODUCT_DEFAULTS.reviews,
        featured: values.fields.featured ?? PRODUCT_DEFAULTS.featured,
        bestSeller: values.fields.bestSeller ?? PRODUCT_DEFAULTS.bestSeller,
        isNew: values.fields.isNew ?? PRODUCT_DEFAULTS.new,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    if (!(result.raw as unknown[]).length) throw conflict('A product with this id already exists');
    return this.products.findOneByOrFail({ id });
  }

  /** Replaces a product's details (admins only); optional fields left out keep their values. */
  async updateProduct(ctx: RequestContext, id: string, input: ProductInputValues): Promise<ProductEntity> {
    requireAdmin(ctx);
    if (!id || id.length > MAX_ID_LENGTH) throw notFound('Product not found');
    const { fields } = normaliseProductInput(input, { creating: false });
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const result = await this.products.update({ id }, changes);
    if (!result.affected) throw notFound('Product not found');
    return this.products.findOneByOrFail({ id });
  }

  /** Removes a product (admins only). Past orders keep their own copy of its name and price. */
  async deleteProduct(ctx: RequestContext, id: string): Promise<string> {
    requireAdmin(ctx);
    if (!id || id.length > MAX_ID_LENGTH) throw notFound('Product not found');
    const result = await this.products.delete({ id });
    if (!result.affected) throw notFound('Product not found');
    return id;
  }
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function applyFilter(query: SelectQueryBuilder<ProductEntity>, filter: ProductListFilter): void {
  // Categories and product types are stored lower-cased (see normaliseProductInput).
  const category = filter.category?.trim().toLowerCase();
  if (category) query.andWhere('p.category = :category', { category });
  const subcategory = filter.subcategory?.trim().toLowerCase();
  if (subcategory) query.andWhere('p.subcategory = :subcategory', { subcategory });
  if (filter.minPrice != null) query.andWhere('p.pricePaise >= :minPaise', { minPaise: priceBound(filter.minPrice) });
  if (filter.maxPrice != null) query.andWhere('p.pricePaise <= :maxPaise', { maxPaise: priceBound(filter.maxPrice) });
  const search = searchText(filter.search);
  if (search) {
    // The same expression as the trigram index in the initial migration, so it can be used.
    query.andWhere(
      `lower(p.name || ' ' || p.description || ' ' || p.category || ' ' || p.subcategory) LIKE :pattern`,
      { pattern: containsPattern(search) },
    );
  }
  if (filter.featured != null) query.andWhere('p.featured = :featured', { featured: filter.featured });
  if (filter.bestSeller != null) query.andWhere('p.bestSeller = :bestSeller', { bestSeller: filter.bestSeller });
  if (filter.new != null) query.andWhere('p.isNew = :isNew', { isNew: filter.new });
  if (filter.excludeId) query.andWhere('p.id <> :excludeId', { excludeId: filter.excludeId });
}

function priceBound(rupees: number): number {
  const paise = rupeesToPaise(rupees);
  if (paise === null) throw badInput('Price bounds must be amounts in rupees with at most two decimals');
  return paise;
}

function applySort(query: SelectQueryBuilder<ProductEntity>, sort: ProductSortKey | null): void {
  switch (sort) {
    case 'PRICE_LOW_HIGH':
      query.orderBy('p.pricePaise', 'ASC');
      break;
    case 'PRICE_HIGH_LOW':
      query.orderBy('p.pricePaise', 'DESC');
      break;
    case 'NEWEST':
      query.orderBy('p.isNew', 'DESC').addOrderBy('p.createdAt', 'DESC');
      break;
    case 'POPULAR':
      query.orderBy('p.rating', 'DESC').addOrderBy('p.reviews', 'DESC');
      break;
    default:
      // Catalogue order: the seed keeps the shop's own order, later additions come after.
      query.orderBy('p.createdAt', 'ASC');
  }
  // Equal keys would otherwise let rows swap between pages.
  query.addOrderBy('p.id', 'ASC');
}

async function countMatching(query: SelectQueryBuilder<ProductEntity>, filter: ProductListFilter): Promise<number> {
  applyFilter(query, filter);
  return query.getCount();
}

interface NormalisedProduct {
  id: string | null;
  fields: {
    name: string;
    category: string;
    subcategory: string;
    pricePaise: number;
    sizes: ProductSize[];
    description: string;
    benefits: string[];
    imageUrl: string;
    images: string[] | undefined;
    stock: number;
    rating: number | undefined;
    reviews: number | undefined;
    featured: boolean | undefined;
    bestSeller: boolean | undefined;
    isNew: boolean | undefined;
  };
}

/**
 * Trims, checks and converts an admin's product: the form's own rules and messages first (so
 * the console and the API agree), then the limits that keep hostile input out, then rupees to
 * paise. Optional fields left out come back undefined.
 */
export function normaliseProductInput(input: ProductInputValues, options: { creating: boolean }): NormalisedProduct {
  const trim = (text: unknown) => (typeof text === 'string' ? text.trim() : '');
  const values = {
    id: options.creating ? trim(input.id) : null,
    name: trim(input.name),
    category: trim(input.category).toLowerCase(),
    subcategory: trim(input.subcategory).toLowerCase(),
    price: input.price,
    sizes: (input.sizes ?? []).map((size) => ({ label: trim(size.label), price: size.price })),
    description: trim(input.description),
    benefits: (input.benefits ?? []).map(trim),
    imageUrl: trim(input.imageUrl),
    images: input.images == null ? undefined : input.images.map(trim).filter(Boolean),
    stock: input.stock,
    rating: input.rating ?? undefined,
    reviews: input.reviews ?? undefined,
  };
  const message = validateProductForm(values, { requireId: options.creating });
  if (message) throw badInput(message);

  const tooLong = (what: string) => badInput(`${what} is too long`);
  if (options.creating && values.id!.length > MAX_ID_LENGTH) throw tooLong('The product id');
  if (values.name.length > PRODUCT_LIMITS.name) throw tooLong('The name');
  if (values.description.length > PRODUCT_LIMITS.description) throw tooLong('The description');
  if (values.category.length > PRODUCT_LIMITS.category) throw tooLong('The category');
  if (values.subcategory.length > PRODUCT_LIMITS.category) throw tooLong('The product type');
  if (values.sizes.length > PRODUCT_LIMITS.sizes) throw badInput(`A product may have at most ${PRODUCT_LIMITS.sizes} sizes`);
  if (values.sizes.some((size) => size.label.length > PRODUCT_LIMITS.sizeLabel)) throw tooLong('A size label');
  if (values.benefits.length > PRODUCT_LIMITS.benefits) throw badInput(`A product may have at most ${PRODUCT_LIMITS.benefits} benefits`);
  if (values.benefits.some((benefit) => benefit.length > PRODUCT_LIMITS.benefit)) throw tooLong('A benefit');
  if (values.images && values.images.length > PRODUCT_LIMITS.images) {
    throw badInput(`A product may have at most ${PRODUCT_LIMITS.images} extra images`);
  }
  for (const url of [values.imageUrl, ...(values.images ?? [])]) {
    if (!isImageUrl(url)) throw badInput('Image URLs must be paths on this site (/images/…) or https addresses');
  }
  const labels = new Set(values.sizes.map((size) => size.label.toLowerCase()));
  if (labels.size !== values.sizes.length) throw badInput('Each size must have its own label');

  const pricePaise = toPaise(values.price);
  const sizes = values.sizes.map((size) => ({ label: size.label, pricePaise: toPaise(size.price) }));
  return {
    id: values.id,
    fields: {
      name: values.name,
      category: values.category,
      subcategory: values.subcategory,
      pricePaise,
      sizes,
      description: values.description,
      benefits: values.benefits,
      imageUrl: values.imageUrl,
      images: values.images,
      stock: values.stock,
      rating: values.rating,
      reviews: values.reviews,
      featured: input.featured ?? undefined,
      bestSeller: input.bestSeller ?? undefined,
      isNew: input.new ?? undefined,
    },
  };
}

function toPaise(rupees: number): number {
  const paise = rupeesToPaise(rupees);
  // The column is a 32-bit integer; ₹2 crore is far above anything this shop sells.
  if (paise === null || paise > 2_000_000_000) throw badInput('Prices must be amounts in rupees with at most two decimals');
  return paise;
}

/** A path on our own site, or an https address; never javascript:, data: or protocol-relative. */
export function isImageUrl(url: string): boolean {
  if (url.length > PRODUCT_LIMITS.url || /[\s<>"'\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

import { In, type DataSource } from 'typeorm';
import { CATEGORY_NAMES } from '../../../common/catalogue.js';
import { rupeesToPaise } from '../../../common/money.js';
import { PRODUCT_DEFAULTS, validateProductForm, type ProductFormValues } from '../../../common/product-form.js';
import { ProductEntity, type ProductSize } from '../entities/product.entity.js';
import { requireAdmin } from './access.js';
import { CatalogueChanges } from './catalogue-changes.js';
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

export interface ProductListRequest {
  filter?: ProductListFilter | null;
  sort?: ProductSortKey | null;
  offset?: number | null;
  limit?: number | null;
  /** False when the caller will not show the total: it is then not computed. */
  count?: boolean;
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

/** What an admin sends to create or edit a product: the form's values plus the optional extras. */
export interface ProductInputValues extends ProductFormValues {
  images?: readonly string[] | null;
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
  /** Signals product changes to whoever keeps copies of catalogue reads. */
  readonly changes = new CatalogueChanges();

  constructor(deps: ShopServiceDeps) {
    this.dataSource = deps.dataSource;
  }

  private get products() {
    return this.dataSource.getRepository(ProductEntity);
  }

  /**
   * One page of products matching the filter and, unless the caller has no use for it, how many
   * match in all — in one statement. The count is a separate sub-select rather than a window over
   * the page query: a window must read and sort every match before the first row comes back,
   * while the page alone can stop after `limit` rows of an index in the sort's order.
   */
  async listProducts(
    filter: ProductListFilter | null | undefined,
    sort: ProductSortKey | null | undefined,
    offset: number | null | undefined,
    limit: number | null | undefined,
    options: { count?: boolean } = {},
  ): Promise<ProductPage> {
    const [page] = await this.listProductPages([{ filter, sort, offset, limit, count: options.count }]);
    if (page instanceof Error) throw page;
    return page;
  }

  /**
   * Several listings in one statement (UNION ALL of the pages), for a screen that shows more
   * than one — the home page's featured, best-selling and new rows. A request the rules refuse
   * gets its error in its place; the others are still answered.
   */
  async listProductPages(requests: readonly ProductListRequest[]): Promise<Array<ProductPage | Error>> {
    const results: Array<ProductPage | Error> = new Array(requests.length);
    const params: unknown[] = [];
    const parts: Array<{ index: number; countSql: string; whereParams: unknown[]; offset: number; count: boolean; sql: string }> = [];
    for (const [index, request] of requests.entries()) {
      try {
        const page = checkPage(request.offset, request.limit, DEFAULT_PRODUCT_PAGE_SIZE);
        const whereParams: unknown[] = [];
        const filter = filterSql(request.filter ?? {}, whereParams);
        const count = request.count ?? true;
        // Each part numbers its parameters after the previous parts' ones.
        const base = params.length;
        const renumber = (sql: string) => sql.replace(/\$(\d+)/g, (_match, n: string) => `$${base + Number(n)}`);
        params.push(...whereParams, page.limit, page.offset);
        const sql = `SELECT ${index}::int AS page_index, ${PRODUCT_COLUMNS},
                ${count ? renumber(countSql(filter)) : 'NULL::int'} AS total_count
           FROM products p
          WHERE ${renumber(filter.where('p'))}
          ORDER BY ${SORT_SQL[request.sort ?? 'DEFAULT']}
          LIMIT $${params.length - 1} OFFSET $${params.length}`;
        parts.push({ index, countSql: countSql(filter), whereParams, offset: page.offset, count, sql });
      } catch (error) {
        results[index] = error instanceof Error ? error : new Error(String(error));
      }
    }
    if (!parts.length) return results;

    const rows: ProductRow[] = await this.dataSource.query(parts.length === 1 ? parts[0].sql : parts.map((part) => `(${part.sql})`).join('\nUNION ALL\n'), params);
    const rowsByPage = new Map<number, ProductRow[]>();
    for (const row of rows) {
      const list = rowsByPage.get(row.page_index!);
      if (list) list.push(row);
      else rowsByPage.set(row.page_index!, [row]);
    }
    for (const part of parts) {
      const pageRows = rowsByPage.get(part.index) ?? [];
      const items = pageRows.map(toProduct);
      // The caller said it will not show the count; -1 can never be mistaken for one.
      if (!part.count) results[part.index] = { items, totalCount: -1 };
      else if (pageRows.length > 0) results[part.index] = { items, totalCount: pageRows[0].total_count! };
      else if (part.offset === 0) results[part.index] = { items, totalCount: 0 };
      else {
        // Past the last page the count has no row to ride on; ask for it on its own.
        const [{ total_count }]: Array<{ total_count: number }> = await this.dataSource.query(`SELECT ${part.countSql} AS total_count`, part.whereParams);
        results[part.index] = { items, totalCount: total_count };
      }
    }
    return results;
  }

  /** The product with this id, or null. */
  async getProduct(id: string): Promise<ProductEntity | null> {
    if (!id || id.length > MAX_ID_LENGTH) return null;
    const rows: ProductRow[] = await this.dataSource.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [id]);
    return rows.length ? toProduct(rows[0]) : null;
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
    // From the listing counters (kept exact by triggers), not by counting every product.
    const rows: Array<{ category: string; subcategory: string; product_count: number }> = await this.dataSource.query(
      `SELECT category, subcategory, sum(products)::int AS product_count
         FROM product_listing_counts
        GROUP BY category, subcategory
       HAVING sum(products) > 0
        ORDER BY category, subcategory`,
    );
    const byCategory = new Map<string, CategorySummary>();
    for (const row of rows) {
      let summary = byCategory.get(row.category);
      if (!summary) {
        summary = { id: row.category, name: CATEGORY_NAMES[row.category] ?? capitalise(row.category), subcategories: [], productCount: 0 };
        byCategory.set(row.category, summary);
      }
      summary.subcategories.push(row.subcategory);
      summary.productCount += row.product_count;
    }
    const known = Object.keys(CATEGORY_NAMES);
    const rank = (id: string) => (known.includes(id) ? known.indexOf(id) : known.length);
    return [...byCategory.values()].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
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
    this.changes.changed();
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
    this.changes.changed();
    return this.products.findOneByOrFail({ id });
  }

  /** Removes a product (admins only). Past orders keep their own copy of its name and price. */
  async deleteProduct(ctx: RequestContext, id: string): Promise<string> {
    requireAdmin(ctx);
    if (!id || id.length > MAX_ID_LENGTH) throw notFound('Product not found');
    const result = await this.products.delete({ id });
    if (!result.affected) throw notFound('Product not found');
    this.changes.changed();
    return id;
  }
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * Every product column under its entity property name, so a row is a ProductEntity as it comes:
 * the listing skips TypeORM's query builder and hydration, which cost more than the query itself.
 */
const PRODUCT_COLUMNS = `p.id, p.name, p.category, p.subcategory, p.price_paise AS "pricePaise", p.sizes, p.description,
  p.benefits, p.image_url AS "imageUrl", p.images, p.stock, p.rating, p.reviews, p.featured,
  p.best_seller AS "bestSeller", p.is_new AS "isNew", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

type ProductRow = ProductEntity & { total_count?: number | null; page_index?: number };

function toProduct(row: ProductRow): ProductEntity {
  const { total_count: _count, page_index: _page, ...fields } = row;
  return Object.assign(new ProductEntity(), fields);
}

/**
 * Each order ends with the id, so equal keys never let rows swap between pages, and each has an
 * index in exactly this order (see the catalogue-listing-indexes migration).
 */
const SORT_SQL: Record<ProductSortKey | 'DEFAULT', string> = {
  PRICE_LOW_HIGH: 'p.price_paise ASC, p.id ASC',
  PRICE_HIGH_LOW: 'p.price_paise DESC, p.id ASC',
  NEWEST: 'p.is_new DESC, p.created_at DESC, p.id ASC',
  POPULAR: 'p.rating DESC, p.reviews DESC, p.id ASC',
  // Catalogue order: the seed keeps the shop's own order, later additions come after.
  DEFAULT: 'p.created_at ASC, p.id ASC',
};

interface FilterSql {
  /** The WHERE clause over the table alias given, numbered from $1 (values appended to `params`). */
  where(alias: string): string;
  /** True when only category, type and flags are filtered: the listing counters can answer the total. */
  countable: boolean;
}

function filterSql(filter: ProductListFilter, params: unknown[]): FilterSql {
  const conditions: Array<(alias: string) => string> = [];
  const add = (condition: (alias: string, placeholder: string) => string, value: unknown) => {
    params.push(value);
    const placeholder = `$${params.length}`;
    conditions.push((alias) => condition(alias, placeholder));
  };
  // Categories and product types are stored lower-cased (see normaliseProductInput).
  const category = filter.category?.trim().toLowerCase();
  if (category) add((a, v) => `${a}.category = ${v}`, category);
  const subcategory = filter.subcategory?.trim().toLowerCase();
  if (subcategory) add((a, v) => `${a}.subcategory = ${v}`, subcategory);
  // Flags are compared as written (`= true`), so the partial indexes on them apply.
  if (filter.featured != null) conditions.push((a) => `${a}.featured = ${filter.featured ? 'true' : 'false'}`);
  if (filter.bestSeller != null) conditions.push((a) => `${a}.best_seller = ${filter.bestSeller ? 'true' : 'false'}`);
  if (filter.new != null) conditions.push((a) => `${a}.is_new = ${filter.new ? 'true' : 'false'}`);
  const search = searchText(filter.search);
  const others = conditions.length;
  if (filter.minPrice != null) add((a, v) => `${a}.price_paise >= ${v}`, priceBound(filter.minPrice));
  if (filter.maxPrice != null) add((a, v) => `${a}.price_paise <= ${v}`, priceBound(filter.maxPrice));
  // search_text is lower(name || ' ' || description || ' ' || category || ' ' || subcategory),
  // kept by Postgres and trigram-indexed (see the catalogue-listing-indexes migration).
  if (search) add((a, v) => `${a}.search_text LIKE ${v}`, containsPattern(search));
  if (filter.excludeId) add((a, v) => `${a}.id <> ${v}`, filter.excludeId);
  return {
    where: (alias) => (conditions.length ? conditions.map((condition) => condition(alias)).join(' AND ') : 'true'),
    countable: conditions.length === others,
  };
}

/**
 * How many products match, as a scalar SQL expression: from the listing counters (a few dozen
 * rows, kept exact by triggers) when only category, type and flags are filtered; otherwise by
 * counting the matches, which the indexes make an index-only or bitmap scan.
 */
function countSql(filter: FilterSql): string {
  return filter.countable
    ? `(SELECT coalesce(sum(c.products), 0) FROM product_listing_counts c WHERE ${filter.where('c')})::int`
    : `(SELECT count(*) FROM products p WHERE ${filter.where('p')})::int`;
}

function priceBound(rupees: number): number {
  const paise = rupeesToPaise(rupees);
  if (paise === null) throw badInput('Price bounds must be amounts in rupees with at most two decimals');
  return paise;
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

import { rupeesToPaise } from '@common/money.js';
import { CONCERN_MESSAGES, isConcernKey } from '@common/concerns.js';
import { ProductEntity } from './product.entity.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import { SEARCH_COUNT_CAP } from '../kernel/capped-count.js';
import { rankedSearchSql, searchCountSql, textMatch, type SearchCondition, type TextMatchForm } from './search/ranked-search-sql.js';
import { invalidInput } from '../kernel/errors.js';
import { checkPage, searchText } from '../kernel/paging.js';

export type ProductSortKey = 'PRICE_LOW_HIGH' | 'PRICE_HIGH_LOW' | 'NEWEST' | 'POPULAR';

export interface ProductListFilter {
  category?: string | null;
  subcategory?: string | null;
  /** Inclusive bounds on the base price, in rupees. */
  minPrice?: number | null;
  maxPrice?: number | null;
  search?: string | null;
  /** One concern's key (common/concerns.ts): the products made for it. */
  concern?: string | null;
  featured?: boolean | null;
  bestSeller?: boolean | null;
  isNew?: boolean | null;
  excludeId?: string | null;
}

export interface ProductListRequest {
  filter?: ProductListFilter | null;
  sort?: ProductSortKey | null;
  offset?: number | null;
  limit?: number | null;
  /** False when the caller will not show the total: it is then not computed. */
  count?: boolean;
  /**
   * The filter's search as a tsquery (analyseSearch), worked out by the service before the
   * statement is built; null when the text holds no word, which matches nothing.
   */
  searchQuery?: string | null;
  /** Whether that search names a concern: the products made for it then rank after the names (rankedSearchSql). */
  searchNamesConcern?: boolean;
}

export const DEFAULT_PRODUCT_PAGE_SIZE = 24;

export type ProductRow = ProductEntity & { total_count?: number | null; page_index?: number; tier?: number };

export function toProduct(row: ProductRow): ProductEntity {
  const { total_count: _count, page_index: _page, tier: _tier, ...fields } = row;
  return Object.assign(new ProductEntity(), fields);
}

/** One listing request inside a combined statement. */
export interface ListingPart {
  /** Its place among the requests (the rows carry it as page_index). */
  index: number;
  offset: number;
  /** Rows the page holds; the statement reads one more, to tell whether a next page exists. */
  limit: number;
  /** Whether the total is wanted. */
  count: boolean;
  /**
   * A search's total counts at most this many matches and one more (see countSql); more than
   * this many counted means "at least this many". Null: the total is exact.
   */
  countCap: number | null;
  /** The total as a scalar expression over `whereParams` alone, for asking it on its own. */
  countSql: string;
  whereParams: unknown[];
}

export interface ListingStatement {
  /** Null when every request was refused. */
  sql: string | null;
  params: unknown[];
  parts: ListingPart[];
  /** The refused requests' errors, by index. */
  errors: Map<number, Error>;
}

/**
 * One statement answering several listings (UNION ALL of the pages), each row tagged with its
 * request's index and, when asked for, the total as a separate sub-select rather than a window
 * over the page query: a window must read and sort every match before the first row comes back,
 * while the page alone can stop after `limit` rows of an index in the sort's order.
 */
export function listingStatement(requests: readonly ProductListRequest[]): ListingStatement {
  const params: unknown[] = [];
  const parts: ListingPart[] = [];
  const pieces: string[] = [];
  const errors = new Map<number, Error>();
  for (const [index, request] of requests.entries()) {
    try {
      const page = checkPage(request.offset, request.limit, DEFAULT_PRODUCT_PAGE_SIZE);
      const whereParams: unknown[] = [];
      const filter = filterSql(request.filter ?? {}, request.searchQuery ?? null, request.searchNamesConcern ?? false, whereParams);
      const count = request.count ?? true;
      // Each part numbers its parameters after the previous parts' ones.
      const base = params.length;
      const renumber = (sql: string) => sql.replace(/\$(\d+)/g, (_match, n: string) => `$${base + Number(n)}`);
      params.push(...whereParams, page.limit + 1, page.offset);
      const [limit, offset] = [`$${params.length - 1}`, `$${params.length}`];
      const where = renumber(filter.where.indexed('p'));
      const total = count ? renumber(countSql(filter)) : 'NULL::int';
      // A search without a sort of the shopper's own lists the best matches first.
      const tiers = filter.tiers.length > 0 && !request.sort ? filter.tiers : null;
      const renumbered = (condition: SearchCondition): SearchCondition => ({
        indexed: (alias) => renumber(condition.indexed(alias)),
        rare: (alias) => renumber(condition.rare(alias)),
        walked: (alias) => renumber(condition.walked(alias)),
      });
      pieces.push(
        tiers
          ? `SELECT ${index}::int AS page_index, ranked.*
               FROM (${rankedSearchSql(renumbered(filter.where), tiers.map(renumbered), `${limit}::int + ${offset}::int`, PRODUCT_COLUMNS, count)}) AS ranked
              ORDER BY ranked.tier, ${SORT_SQL.POPULAR.replace(/p\./g, 'ranked.')}
              LIMIT ${limit} OFFSET ${offset}`
          : `SELECT ${index}::int AS page_index, ${PRODUCT_COLUMNS}, ${total} AS total_count
               FROM products p
              WHERE ${where}
              ORDER BY ${SORT_SQL[request.sort ?? 'DEFAULT']}
              LIMIT ${limit} OFFSET ${offset}`,
      );
      parts.push({
        index,
        countSql: countSql(filter),
        whereParams,
        offset: page.offset,
        limit: page.limit,
        count,
        countCap: filter.searched ? SEARCH_COUNT_CAP : null,
      });
    } catch (error) {
      errors.set(index, error instanceof Error ? error : new Error(String(error)));
    }
  }
  const sql = pieces.length === 0 ? null : pieces.length === 1 ? pieces[0] : pieces.map((piece) => `(${piece})`).join('\nUNION ALL\n');
  return { sql, params, parts, errors };
}

/** The total a listing reports for what its count expression counted (a search's stops past its cap). */
export function listingTotal(part: Pick<ListingPart, 'countCap'>, counted: number): { totalCount: number; totalCountCapped: boolean } {
  const capped = part.countCap !== null && counted > part.countCap;
  return { totalCount: capped ? (part.countCap as number) : counted, totalCountCapped: capped };
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
  /**
   * The WHERE clause over the table alias given, numbered from $1 (values appended to `params`), in
   * each of the forms of ranked-search-sql.ts; they differ only in the search.
   */
  where: SearchCondition;
  /** True when only category, type and flags are filtered: the listing counters can answer the total. */
  countable: boolean;
  /** True when a search text is part of the filter: its total is capped (countSql). */
  searched: boolean;
  /**
   * With a search, the conditions of its relevance tiers before the last (numbered as `where`): a
   * match in the name or product type alone; for a search naming a concern, then a match in the
   * name, type and concerns (the products made for it).
   */
  tiers: SearchCondition[];
}

function filterSql(filter: ProductListFilter, searchQuery: string | null, namesConcern: boolean, params: unknown[]): FilterSql {
  const conditions: Array<(alias: string, form: TextMatchForm) => string> = [];
  const add = (condition: (alias: string, placeholder: string, form: TextMatchForm) => string, value: unknown) => {
    params.push(value);
    const placeholder = `$${params.length}`;
    conditions.push((alias, form) => condition(alias, placeholder, form));
  };
  // Categories and product types are stored lower-cased (see normaliseProductInput).
  const category = filter.category?.trim().toLowerCase();
  if (category) add((a, v) => `${a}.category = ${v}`, category);
  const subcategory = filter.subcategory?.trim().toLowerCase();
  if (subcategory) add((a, v) => `${a}.subcategory = ${v}`, subcategory);
  // Flags are compared as written (`= true`), so the partial indexes on them apply.
  if (filter.featured != null) conditions.push((a) => `${a}.featured = ${filter.featured ? 'true' : 'false'}`);
  if (filter.bestSeller != null) conditions.push((a) => `${a}.best_seller = ${filter.bestSeller ? 'true' : 'false'}`);
  if (filter.isNew != null) conditions.push((a) => `${a}.is_new = ${filter.isNew ? 'true' : 'false'}`);
  const search = searchText(filter.search);
  const others = conditions.length;
  if (filter.concern != null) {
    const concern = filter.concern.trim().toLowerCase();
    if (!isConcernKey(concern)) throw invalidInput(CONCERN_MESSAGES.unknown(filter.concern), { field: 'filter.concern' });
    // Off the concerns' GIN index; not in the listing counters, so the total is counted.
    add((a, v) => `${a}.concerns @> ARRAY[${v}::text]`, concern);
  }
  if (filter.minPrice != null) add((a, v) => `${a}.price_paise >= ${v}`, priceBound(filter.minPrice));
  if (filter.maxPrice != null) add((a, v) => `${a}.price_paise <= ${v}`, priceBound(filter.maxPrice));
  // search_document is the product's stemmed, weighted words, GIN-indexed (the catalogue-search
  // migration); the text was turned into a tsquery by analyseSearch.
  const tiers: SearchCondition[] = [];
  if (search && searchQuery === null) conditions.push(() => 'false');
  else if (search && searchQuery) {
    add((a, v, form) => textMatch(`${a}.search_document`, `to_tsquery('english', ${v})`, form), searchQuery);
    const query = `to_tsquery('english', $${params.length})`;
    // The name, product type and concerns are words of search_document too: a match in them is a match.
    const matchIn = (column: string): SearchCondition => {
      const form = (how: TextMatchForm) => (alias: string) => `(${textMatch(`${alias}.${column}`, query, how)})`;
      return { indexed: form('indexed'), rare: form('rare'), walked: form('walked') };
    };
    tiers.push(matchIn('name_document'));
    if (namesConcern) tiers.push(matchIn('name_concern_document'));
  }
  if (filter.excludeId) add((a, v) => `${a}.id <> ${v}`, filter.excludeId);
  const where = (form: TextMatchForm) => (alias: string) =>
    conditions.length ? conditions.map((condition) => condition(alias, form)).join(' AND ') : 'true';
  return {
    where: { indexed: where('indexed'), rare: where('rare'), walked: where('walked') },
    countable: conditions.length === others,
    searched: search !== null,
    tiers,
  };
}

/**
 * How many products match, as a scalar SQL expression: from the listing counters (a few dozen
 * rows, kept exact by triggers) when only category, type and flags are filtered; otherwise by
 * counting the matches, which the indexes make an index-only or bitmap scan.
 *
 * A search's matches are counted up to SEARCH_COUNT_CAP and one more (searchCountSql): each match
 * is a row read from the table to re-check the text, so "hair oil" over 100,000 products
 * (10,028 matches, 7,400 pages) cost 27 ms for the count against 2 ms for the page. A shopper
 * pages through 24 at a time; "1,000+" tells them all they can use.
 */
function countSql(filter: FilterSql): string {
  if (filter.countable)
    return `(SELECT coalesce(sum(c.products), 0) FROM product_listing_counts c WHERE ${filter.where.indexed('c')})::int`;
  if (filter.searched) return searchCountSql(filter.where);
  return `(SELECT count(*) FROM products p WHERE ${filter.where.indexed('p')})::int`;
}

function priceBound(rupees: number): number {
  const paise = rupeesToPaise(rupees);
  if (paise === null) throw invalidInput('Price bounds must be amounts in rupees with at most two decimals');
  return paise;
}

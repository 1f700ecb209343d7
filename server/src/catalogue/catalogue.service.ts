import type { DataSource } from 'typeorm';
import { CATEGORY_NAMES } from '@common/catalogue.js';
import type { ProductEntity } from './product.entity.js';
import { CatalogueChanges } from './cache/catalogue-changes.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import {
  listingStatement,
  listingTotal,
  toProduct,
  type ProductListFilter,
  type ProductListRequest,
  type ProductRow,
  type ProductSortKey,
} from './catalogue-listing.js';
import { isProductId } from './product-input.js';
import { readProductSyncPage, type ProductSyncArgs } from './product-sync.js';
import { invalidInput } from '../kernel/errors.js';
import { analyseSearch, type AnalysedSearch } from './search/search-query.js';
import { SearchVocabularyStore } from './search/search-vocabulary.js';
import { offsetPageInfo, withoutLookahead, type PageInfo } from '../kernel/paging.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

export type { ProductListFilter, ProductListRequest, ProductSortKey } from './catalogue-listing.js';

export interface ProductPage {
  items: ProductEntity[];
  /** Exact, except that a search's count stops at SEARCH_COUNT_CAP (then `totalCountCapped`). */
  totalCount: number;
  totalCountCapped: boolean;
  pageInfo: PageInfo;
  /** A search that found nothing: a nearby search that finds something, or null. */
  didYouMean: string | null;
}

export interface CategorySummary {
  id: string;
  name: string;
  subcategories: string[];
  productCount: number;
}

/** A category as a product names it: its key and display name; the rest is looked up when asked for. */
export type CategoryRef = Pick<CategorySummary, 'id' | 'name'> & Partial<CategorySummary>;

/** The category a product's category key names. */
export function categoryOf(key: string): CategoryRef {
  return { id: key, name: CATEGORY_NAMES[key] ?? capitalise(key) };
}

/** The catalogue as shoppers read it: listing, search, single products and categories. */
export class CatalogueService {
  private readonly dataSource: DataSource;
  private readonly vocabulary: SearchVocabularyStore;
  /** Signals product changes to whoever keeps copies of catalogue reads. */
  readonly changes = new CatalogueChanges();

  constructor(deps: Pick<ShopServiceDeps, 'dataSource'>) {
    this.dataSource = deps.dataSource;
    this.vocabulary = new SearchVocabularyStore(deps.dataSource);
  }

  /** One page of products matching the filter and, unless the caller has no use for it, how many match in all. */
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
   * Several listings in one statement, for a screen that shows more than one — the home page's
   * featured, best-selling and new rows. A request the rules refuse gets its error in its place;
   * the others are still answered.
   */
  async listProductPages(requests: readonly ProductListRequest[]): Promise<Array<ProductPage | Error>> {
    const searches = await this.analyseSearches(requests);
    const statement = listingStatement(
      requests.map((request, index) => ({
        ...request,
        searchQuery: searches[index]?.tsquery,
        searchNamesConcern: searches[index]?.namesConcern,
      })),
    );
    const results: Array<ProductPage | Error> = new Array<ProductPage | Error>(requests.length);
    for (const [index, error] of statement.errors) results[index] = error;
    if (statement.sql === null) return results;

    const rows: ProductRow[] = await this.dataSource.query(statement.sql, statement.params);
    const rowsByPage = new Map<number, ProductRow[]>();
    for (const row of rows) {
      const index = row.page_index ?? 0;
      const list = rowsByPage.get(index);
      if (list) list.push(row);
      else rowsByPage.set(index, [row]);
    }
    for (const part of statement.parts) {
      const { items: pageRows, hasMore } = withoutLookahead(rowsByPage.get(part.index) ?? [], part);
      const items = pageRows.map(toProduct);
      const pageInfo = offsetPageInfo(part, { hasMore });
      const didYouMean = null;
      // The caller said it will not show the count; -1 can never be mistaken for one.
      if (!part.count) results[part.index] = { items, totalCount: -1, totalCountCapped: false, pageInfo, didYouMean };
      else if (pageRows.length > 0)
        results[part.index] = { items, ...listingTotal(part, pageRows[0].total_count ?? 0), pageInfo, didYouMean };
      else if (part.offset === 0) results[part.index] = { items, totalCount: 0, totalCountCapped: false, pageInfo, didYouMean };
      else {
        // Past the last page the count has no row to ride on; ask for it on its own.
        const [{ total_count }]: Array<{ total_count: number }> = await this.dataSource.query(
          `SELECT ${part.countSql} AS total_count`,
          part.whereParams,
        );
        results[part.index] = { items, ...listingTotal(part, total_count), pageInfo, didYouMean };
      }
    }
    for (const [index, result] of results.entries()) {
      const correction = searches[index]?.correction;
      if (correction && !(result instanceof Error) && result.items.length === 0 && (requests[index].offset ?? 0) === 0)
        result.didYouMean = await this.findsSomething(requests[index], correction);
    }
    return results;
  }

  /** Each request's search, read as the catalogue's words and the owner's synonyms allow (none: undefined). */
  private async analyseSearches(requests: readonly ProductListRequest[]): Promise<Array<AnalysedSearch | undefined>> {
    if (!requests.some((request) => request.filter?.search?.trim())) return [];
    const vocabulary = await this.vocabulary.current();
    return requests.map((request) => (request.filter?.search?.trim() ? analyseSearch(request.filter.search, vocabulary) : undefined));
  }

  /** The corrected search when it finds at least one product under the same filter, else null. */
  private async findsSomething(request: ProductListRequest, correction: string): Promise<string | null> {
    const vocabulary = await this.vocabulary.current();
    const { tsquery } = analyseSearch(correction, vocabulary);
    const statement = listingStatement([
      { filter: { ...request.filter, search: correction }, offset: 0, limit: 1, count: false, searchQuery: tsquery },
    ]);
    if (statement.sql === null) return null;
    const rows: unknown[] = await this.dataSource.query(statement.sql, statement.params);
    return rows.length > 0 ? correction : null;
  }

  /**
   * The catalogue sync (product-sync.ts): every product by when it last changed, a page after the
   * cursor. It lists the whole catalogue, so it takes no filter, sort or offset; totalCount (all
   * products) is counted only when asked for.
   */
  async syncProducts(args: ProductSyncArgs, options: { count: boolean; listing: boolean }): Promise<ProductPage> {
    if (options.listing) {
      throw invalidInput(
        'The catalogue sync (after, updatedSince, first) lists every product by cursor: leave out filter, sort, offset and limit',
      );
    }
    const { items, pageInfo } = await readProductSyncPage(this.dataSource, args);
    const counted = options.count ? await this.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM products`) : null;
    const totalCount = counted?.[0]?.n ?? 0;
    return { items, pageInfo, totalCount, totalCountCapped: false, didYouMean: null };
  }

  /** The product with this id, or null. */
  async getProduct(id: string): Promise<ProductEntity | null> {
    if (!isProductId(id)) return null;
    const rows: ProductRow[] = await this.dataSource.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [id]);
    return rows.length ? toProduct(rows[0]) : null;
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
        summary = { ...categoryOf(row.category), subcategories: [], productCount: 0 };
        byCategory.set(row.category, summary);
      }
      summary.subcategories.push(row.subcategory);
      summary.productCount += row.product_count;
    }
    const known = Object.keys(CATEGORY_NAMES);
    const rank = (id: string) => (known.includes(id) ? known.indexOf(id) : known.length);
    return [...byCategory.values()].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  }
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

import { In, type DataSource } from 'typeorm';
import { isOrderStatus, ORDER_STATUSES } from '@common/order-status.js';
import { OrderEntity } from './order.entity.js';
import { orderColumnsSql, toOrder } from './order-rows.js';
import { requireAdmin } from '../kernel/access.js';
import { invalidInput } from '../kernel/errors.js';
import { checkPage, containsPattern, offsetPageInfo, searchText, withoutLookahead, type Page, type PageInfo } from '../kernel/paging.js';
import { isSyncRequest, readSyncPage, type OrderSyncArgs } from './order-sync.js';
import type { RequestContext } from '../kernel/request-context.js';
import { cappedCount, SEARCH_COUNT_CAP } from '../kernel/capped-count.js';
import { CUSTOMER_NAME_SQL, matchesNameOrEmailOnly, nameMatchedCount, nameSortedSearchIds } from './order-search-by-name.js';

/**
 * The admin order list at any size: every sort has an index in the list's exact
 * order (migration 1765600000000), so a page is read off it and stops after `limit` rows; the
 * name and e-mail search uses trigram indexes; the total is read from the order counters, except
 * for a search, whose count stops at SEARCH_COUNT_CAP.
 */
/** A page of the admin order list when the caller names no size (the paging rule is kernel/paging.ts's). */
export const DEFAULT_ORDER_PAGE_SIZE = 20;

export type OrderSortField = 'ID' | 'DATE' | 'TOTAL' | 'STATUS' | 'ITEMS' | 'CUSTOMER';
export interface OrderListFilter {
  search?: string | null;
  status?: string | null;
}
export interface OrderListSort {
  field: OrderSortField;
  direction: 'ASC' | 'DESC';
}
export interface OrderPage {
  items: OrderEntity[];
  /** Exact, except that a search's count stops at SEARCH_COUNT_CAP (then `totalCountCapped`). */
  totalCount: number;
  totalCountCapped: boolean;
  pageInfo: PageInfo;
}

export const SORT_EXPRESSIONS: Record<OrderSortField, string> = {
  ID: 'o.order_number',
  DATE: 'o.created_at',
  TOTAL: 'o.total_paise',
  STATUS: 'o.status',
  ITEMS: 'o.item_count',
  CUSTOMER: CUSTOMER_NAME_SQL,
};

/** The name and e-mail search: a lower-cased LIKE pattern over "first last email", kept in the row with a trigram index. */
export const SEARCH_SQL = `o.search_text LIKE :search`;

/**
 * The list's ORDER BY terms: the sort, then ties in the sort's direction by date, then number, so
 * pages never overlap or skip and one index serves the sort both ways (the scale bench EXPLAINs
 * these very terms). Default: newest first.
 */
export function orderListOrdering(sort?: OrderListSort | null): Array<[expression: string, direction: 'ASC' | 'DESC']> {
  const field = sort?.field && sort.field in SORT_EXPRESSIONS ? sort.field : 'DATE';
  const direction = sort?.direction === 'ASC' ? 'ASC' : 'DESC';
  const terms: Array<[string, 'ASC' | 'DESC']> = [[SORT_EXPRESSIONS[field], direction]];
  if (field !== 'DATE' && field !== 'ID') terms.push([SORT_EXPRESSIONS.DATE, direction]);
  if (field !== 'ID') terms.push([SORT_EXPRESSIONS.ID, direction]);
  return terms;
}

/** The admin order list's arguments after the data source, so the service method that forwards them names them once. */
export type OrderListArgs = [
  ctx: RequestContext,
  filter?: OrderListFilter | null,
  sort?: OrderListSort | null,
  offset?: number | null,
  limit?: number | null,
  /** Any of these asks for the integrators' sync by (updatedAt, id) instead of an offset page (order-sync.ts). */
  sync?: OrderSyncArgs | null,
];

/**
 * What the search looks for in an order's search text (name, e-mail, "hb-" and number, the phone's
 * digits, the city): a phone number as typed ("98765-43210", "(987) 654-3210") becomes its digits,
 * and one with India's country code or trunk zero ("+91 98765 43210" as a caller ID shows it,
 * "098765 43210") its ten digits, so it finds the order whichever way the shopper typed theirs.
 */
export function orderSearchTerm(text: string): string {
  if (!/^[\d\s()+-]+$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return text;
  if ((digits.length === 12 && digits.startsWith('91')) || (digits.length === 11 && digits.startsWith('0'))) return digits.slice(-10);
  return digits;
}

/** Admins only: orders with search over name, e-mail, order number, phone and city, exact status, sort and pagination. */
export async function listOrders(dataSource: DataSource, ...[ctx, filter, sort, offset, limit, sync]: OrderListArgs): Promise<OrderPage> {
  requireAdmin(ctx, 'ORDERS_READ');
  const text = searchText(filter?.search);
  const search = text ? containsPattern(orderSearchTerm(text)) : null;
  const status = filter?.status ?? null;
  if (status && !isOrderStatus(status)) throw invalidInput(`Unknown order status. Use one of: ${ORDER_STATUSES.join(', ')}`);
  if (isSyncRequest(sync)) {
    // The sync has one order of its own and pages by cursor; an offset would shift under it.
    if (sort || (offset ?? 0) !== 0)
      throw invalidInput('The order sync (after, updatedSince, first) pages by cursor: leave out sort and offset');
    const [{ items, pageInfo }, total] = await Promise.all([
      readSyncPage(dataSource, sync ?? {}, listConditions(search, status)),
      countOrders(dataSource, search, status, text ? orderSearchTerm(text) : null),
    ]);
    return { items, totalCount: total.count, totalCountCapped: total.capped, pageInfo };
  }

  const page = checkPage(offset, limit, DEFAULT_ORDER_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    readPage(dataSource, { text, search, status, sort, page }),
    countOrders(dataSource, search, status, text ? orderSearchTerm(text) : null),
  ]);
  // Without their lines: a page that shows them (GraphQL's Order.lines) loads them in one batch.
  const { items, hasMore } = withoutLookahead(rows, page);
  return { items, totalCount: total.count, totalCountCapped: total.capped, pageInfo: offsetPageInfo(page, { hasMore }) };
}

/**
 * The page's orders and one more: a searched page sorted by customer name through the names
 * holding a match (order-search-by-name.ts), any other page off its sort's index.
 */
async function readPage(
  dataSource: DataSource,
  request: { text: string | null; search: string | null; status: string | null; sort?: OrderListSort | null; page: Page },
): Promise<OrderEntity[]> {
  const { text, search, status, sort, page } = request;
  // One row past the page says whether another follows, which a capped count cannot.
  const rows = page.offset + page.limit + 1;
  const orders = dataSource.getRepository(OrderEntity);
  const term = text ? orderSearchTerm(text) : null;
  if (term && sort?.field === 'CUSTOMER' && (await matchesNameOrEmailOnly(dataSource, term))) {
    const direction = sort.direction === 'ASC' ? 'ASC' : 'DESC';
    const ids = await nameSortedSearchIds(dataSource, { term, status, direction, rows });
    if (ids) {
      const pageIds = ids.slice(page.offset);
      const found = new Map((await orders.findBy({ id: In(pageIds) })).map((order) => [order.id, order]));
      return pageIds.flatMap((id) => found.get(id) ?? []);
    }
  }
  const where = listConditions(search, status);
  const ordering = orderListOrdering(sort).map(([expression, direction]) => `${expression} ${direction}`);
  const found: Array<Record<string, unknown>> = await dataSource.query(
    `SELECT ${orderColumnsSql(dataSource)} FROM orders o
      ${where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : ''}
      ORDER BY ${ordering.join(', ')}
      LIMIT $${where.params.push(page.limit + 1)} OFFSET $${where.params.push(page.offset)}`,
    where.params,
  );
  return found.map(toOrder);
}

/** The list's search and status as SQL conditions on `o` with their parameters, numbered from $1. */
function listConditions(search: string | null, status: string | null): { sql: string[]; params: unknown[] } {
  const where = { sql: [] as string[], params: [] as unknown[] };
  if (search) where.sql.push(SEARCH_SQL.replaceAll(':search', `$${where.params.push(search)}`));
  if (status) where.sql.push(`o.status = $${where.params.push(status)}`);
  return where;
}

async function countOrders(
  dataSource: DataSource,
  search: string | null,
  status: string | null,
  term: string | null = null,
): Promise<{ count: number; capped: boolean }> {
  if (search) {
    if (term && status && (await matchesNameOrEmailOnly(dataSource, term))) {
      const counted = await nameMatchedCount(dataSource, { term, status }, SEARCH_COUNT_CAP);
      if (counted) return counted;
    }
    const where = listConditions(search, status);
    return cappedCount(dataSource, `SELECT 1 FROM orders o WHERE ${where.sql.join(' AND ')}`, where.params);
  }
  const [row]: Array<{ count: number }> = await dataSource.query(
    `SELECT coalesce(sum(orders), 0)::int AS count FROM order_counts WHERE $1::text IS NULL OR status = $1`,
    [status],
  );
  return { count: row.count, capped: false };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListOrdering, orderSearchTerm, SEARCH_SQL } from '@server/orders/order-search.service.js';
import { containsPattern } from '@server/kernel/paging.js';
import { SEARCH_COUNT_CAP } from '@server/kernel/capped-count.js';
import { nameSortedSearchIds } from '@server/orders/order-search-by-name.js';
import { ORDER_STATUSES } from '@common/order-status.js';
import { fillSql, SKEWED } from '../../bench/support/scale-fill.js';
import { graphql } from '../support/gql/gql.js';
import type { OrderStatus } from '../support/gql/graphql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * A searched order list sorted by customer name reads the names holding a match first
 * (orders/order-search-by-name.ts): its pages must be exactly those of the plain plan (every
 * order matching, sorted by name, date and number), whatever the term, status, direction and page.
 */
let shop: TestShop;
let admin: ShopClient;

const LIST = graphql(`
  query OrderSearchByNameList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {
    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      totalCountCapped
      items {
        id
      }
    }
  }
`);

beforeAll(async () => {
  shop = await startTestShop();
  admin = shop.client();
  await admin.loginAsAdmin();
  // The scale bench's skewed shop at a small size: one customer with 5% of the orders, ten with 15%
  // more, one in ten at one instant (ties on the date), so names, e-mails and dates repeat.
  await shop.dataSource.query(fillSql(1, 1500, 150, SKEWED));
});

afterAll(async () => {
  await shop?.close();
});

/** The plain plan's page: every match, sorted as the list sorts. */
async function plainPage(search: string, status: string | null, direction: 'ASC' | 'DESC', offset: number, limit: number) {
  const params: unknown[] = [containsPattern(orderSearchTerm(search))];
  const orderBy = orderListOrdering({ field: 'CUSTOMER', direction })
    .map(([expression, dir]) => `${expression} ${dir}`)
    .join(', ');
  const rows = await shop.dataSource.query<Array<{ id: string }>>(
    `SELECT o.id FROM orders o WHERE ${SEARCH_SQL.replace(':search', '$1')}${status ? ` AND o.status = $${params.push(status)}` : ''}
      ORDER BY ${orderBy} OFFSET ${offset} LIMIT ${limit}`,
    params,
  );
  return rows.map((row) => row.id);
}

async function listedPage(search: string, status: string | null, direction: 'ASC' | 'DESC', offset: number, limit: number) {
  const result = await admin.gql(LIST, {
    filter: { search, ...(status ? { status: status.toUpperCase() as OrderStatus } : {}) },
    sort: { field: 'CUSTOMER', direction },
    offset,
    limit,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.orders!.items.map((item) => item.id);
}

async function expectPlainPages(search: string) {
  for (const status of [null, ...ORDER_STATUSES])
    for (const direction of ['ASC', 'DESC'] as const)
      for (const [offset, limit] of [
        [0, 20],
        [20, 20],
        [5, 50],
      ])
        expect(await listedPage(search, status, direction, offset, limit), `${search} ${status} ${direction} ${offset}`).toEqual(
          await plainPage(search, status, direction, offset, limit),
        );
}

describe('a searched order list sorted by customer name', () => {
  it('pages exactly as the plain plan for names, e-mails and their parts', async () => {
    const [{ email }] = await shop.dataSource.query<Array<{ email: string }>>(
      `SELECT email FROM customers ORDER BY order_count DESC, email LIMIT 1`,
    );
    for (const search of [email, 'kumar', 'gmail', 'a', 'Kumar1', 'nobody-at-all@example.in']) await expectPlainPages(search);
  });

  it('counts a search filtered by status as the plain count does, up to its cap', async () => {
    const [{ email }] = await shop.dataSource.query<Array<{ email: string }>>(
      `SELECT email FROM customers ORDER BY order_count DESC, email LIMIT 1`,
    );
    for (const search of [email, 'kumar', 'a', 'nobody-at-all@example.in'])
      for (const status of ORDER_STATUSES) {
        const [{ count }] = await shop.dataSource.query<Array<{ count: number }>>(
          `SELECT count(*)::int AS count FROM orders o WHERE ${SEARCH_SQL.replace(':search', '$1')} AND o.status = $2`,
          [containsPattern(search), status],
        );
        const result = await admin.gql(LIST, { filter: { search, status: status.toUpperCase() as OrderStatus }, limit: 1 });
        expect({ count: result.data!.orders!.totalCount, capped: result.data!.orders!.totalCountCapped }, `${search} ${status}`).toEqual(
          count > SEARCH_COUNT_CAP ? { count: SEARCH_COUNT_CAP, capped: true } : { count, capped: false },
        );
      }
  });

  it('walks the names in order when too many pairs match to read them all, with the same rows', async () => {
    for (const search of ['kumar', 'gmail', 'a'])
      for (const status of [null, 'Cancelled'])
        for (const direction of ['ASC', 'DESC'] as const) {
          const ids = await nameSortedSearchIds(shop.dataSource, { term: search, status, direction, rows: 45, matchedPairsRead: 3 });
          expect(ids, `${search} ${status} ${direction}`).toEqual(await plainPage(search, status, direction, 0, 45));
        }
  });

  it('keeps the plain plan for terms that may match the number or phone, with the same pages', async () => {
    for (const search of ['hb-1001', '100', 'arjun kumar']) await expectPlainPages(search);
  });

  it('follows orders whose name or e-mail changes, and orders deleted', async () => {
    const [first] = await shop.dataSource.query<Array<{ id: string }>>(`SELECT id FROM orders ORDER BY order_number LIMIT 1`);
    await shop.dataSource.query(`UPDATE orders SET first_name = 'Zubin', email = 'zubin.renamed@example.in' WHERE id = $1`, [first.id]);
    expect(await listedPage('zubin.renamed', null, 'ASC', 0, 20)).toEqual([first.id]);
    await expectPlainPages('zubin');
    await shop.dataSource.query(`DELETE FROM orders WHERE id = $1`, [first.id]);
    expect(await listedPage('zubin.renamed', null, 'ASC', 0, 20)).toEqual([]);
    const [{ stale }] = await shop.dataSource.query<Array<{ stale: number }>>(
      `SELECT count(*)::int AS stale FROM order_name_emails p
        WHERE p.orders <> (SELECT count(*) FROM orders o WHERE lower(o.first_name || ' ' || o.last_name) = p.name_key AND lower(o.email) = p.email)`,
    );
    expect(stale).toBe(0);
  });
});

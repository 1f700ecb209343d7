/**
 * What bench/scale.ts asks the shop for: the admin console's reads over GraphQL as the browser
 * sends them, every filter and sort of the order list, and the list's SQL to EXPLAIN.
 */
import type pg from 'pg';
import { ORDER_STATUSES } from '../../common/order-status.js';
import type { DataSource } from 'typeorm';
import { orderListOrdering, orderSearchTerm, SEARCH_SQL, type OrderSortField } from '../../server/src/orders/order-search.service.js';
import { matchesNameOrEmailOnly, nameSortedSearchIds } from '../../server/src/orders/order-search-by-name.js';
import { containsPattern } from '../../server/src/kernel/paging.js';

export interface Read {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** A miss that is known and being worked on: reported as KNOWN, it does not fail the run. */
  knownMiss?: string;
}

const ORDER_FIELDS = `id orderNumber customerName email phone addressLine createdAt itemCount total status paymentStatus paymentReference
  paymentFailureReason refundDue lines { productId name size quantity unitPrice lineTotal } subtotal shipping tax history { status changedBy at note }`;
const ORDERS = `query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {
  orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) { totalCount items { ${ORDER_FIELDS} } } }`;
const CUSTOMERS = `query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {
  customers(search: $search, offset: $offset, limit: $limit) { totalCount items { email name phone orderCount totalSpent lastOrderAt } } }`;

/** The integrators' order sync (Query.orders with after / updatedSince / first): a range of the (updated_at, id) index. */
const SYNC = `query OrderSync($updatedSince: DateTime, $first: Int) {
  orders(updatedSince: $updatedSince, first: $first) { totalCount pageInfo { hasNextPage endCursor } items { id orderNumber status updatedAt } } }`;

/** The sales report over the last 30 days (India's calendar), as the Reports page opens. */
const REPORT = `query SalesReport($from: String!, $to: String!) {
  salesReport(from: $from, to: $to) { orderCount revenueMoney { amount } averageOrderValueMoney { amount }
    days { date orders revenueMoney { amount } } products { productId name quantity revenueMoney { amount } } } }`;
const indiaDay = (daysAgo: number) => new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** What the admin console asks for, page size 20 as the console uses; then what an integrator's sync asks for. */
export const READS: Read[] = [
  {
    name: 'dashboard',
    query: `query AdminDashboard { dashboard { totalRevenue orderCount customerCount productCount pendingOrders averageOrderValue
      recentOrders { id orderNumber customerName createdAt total status } } }`,
  },
  { name: 'customers, first page', query: CUSTOMERS, variables: { offset: 0, limit: 20 } },
  { name: 'customers, search "kumar"', query: CUSTOMERS, variables: { search: 'kumar', offset: 0, limit: 20 } },
  { name: 'orders, first page', query: ORDERS, variables: { offset: 0, limit: 20 } },
  { name: 'orders, search "kumar"', query: ORDERS, variables: { filter: { search: 'kumar' }, offset: 0, limit: 20 } },
  {
    name: 'orders, Pending by total',
    query: ORDERS,
    variables: { filter: { status: 'PENDING' }, sort: { field: 'TOTAL', direction: 'DESC' }, offset: 0, limit: 20 },
  },
  {
    name: 'orders, search "gmail", page 10',
    query: ORDERS,
    variables: { filter: { search: 'gmail' }, sort: { field: 'DATE', direction: 'DESC' }, offset: 180, limit: 20 },
  },
  {
    name: 'sales report, last 30 days',
    query: REPORT,
    variables: { from: indiaDay(29), to: indiaDay(0) },
  },
  { name: 'order sync, first page of 50', query: SYNC, variables: { first: 50 } },
  {
    name: 'order sync, changed in the last day',
    query: SYNC,
    variables: { updatedSince: new Date(Date.now() - 86_400_000).toISOString(), first: 50 },
  },
];

const SORT_FIELDS: OrderSortField[] = ['ID', 'DATE', 'TOTAL', 'STATUS', 'ITEMS', 'CUSTOMER'];

/** One first page of the order list: a status or none, a sort and its direction, a search or none. */
export interface ListCombination extends Read {
  status: string | null;
  field: OrderSortField;
  direction: 'ASC' | 'DESC';
  search: string | null;
}

/**
 * Every status (and none) × every sort column × both directions × each search (and none): the
 * first page of 20, as the console asks for it.
 */
export function listCombinations(searches: string[]): ListCombination[] {
  const combinations: ListCombination[] = [];
  for (const status of [null, ...ORDER_STATUSES])
    for (const field of SORT_FIELDS)
      for (const direction of ['DESC', 'ASC'] as const)
        for (const search of [null, ...searches]) {
          const filter = { ...(status ? { status: status.toUpperCase() } : {}), ...(search ? { search } : {}) };
          combinations.push({
            name: `${status ?? 'any'} by ${field.toLowerCase()} ${direction.toLowerCase()}${search ? ` "${search}"` : ''}`,
            query: ORDERS,
            variables: { filter, sort: { field, direction }, offset: 0, limit: 20 },
            status,
            field,
            direction,
            search,
          });
        }
  return combinations;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The list's page queries as the service runs them (its WHERE and its ORDER BY terms, or, for a
 * search sorted by customer name, each statement of order-search-by-name.ts with its arguments),
 * EXPLAINed: the tables they read sequentially (a few dozen rows of counters are fine, orders
 * never), the indexes they use, and with `analyze` the plans as run.
 */
export async function explainListPage(
  client: pg.Client,
  combination: ListCombination,
  analyze = false,
): Promise<{ plan: string | null; seqScans: string[]; indexes: string[] }> {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const pattern = combination.search ? containsPattern(orderSearchTerm(combination.search)) : null;
  const run = async (sql: string, params: unknown[]) => {
    statements.push({ sql, params });
    return (await client.query(sql, params)).rows as Array<Record<string, unknown>>;
  };
  if (
    pattern &&
    combination.field === 'CUSTOMER' &&
    (await matchesNameOrEmailOnly({} as DataSource, orderSearchTerm(combination.search!), run))
  ) {
    const search = { term: orderSearchTerm(combination.search!), status: combination.status, direction: combination.direction, rows: 21 };
    await nameSortedSearchIds({} as DataSource, search, run);
  } else {
    const where: string[] = [];
    const params: unknown[] = [];
    if (pattern) where.push(SEARCH_SQL.replace(':search', `$${params.push(pattern)}`));
    if (combination.status) where.push(`o.status = $${params.push(combination.status)}`);
    const orderBy = orderListOrdering({ field: combination.field, direction: combination.direction })
      .map(([expression, direction]) => `${expression} ${direction}`)
      .join(', ');
    statements.push({
      sql: `SELECT o.* FROM orders o ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${orderBy} LIMIT 21`,
      params,
    });
  }
  const seqScans: string[] = [];
  const indexes: string[] = [];
  const plans: string[] = [];
  for (const { sql, params } of statements) {
    const explain = async (format: string): Promise<unknown[]> =>
      (await client.query<Record<string, unknown>>(`EXPLAIN (${format}) ${sql}`, params)).rows;
    const [
      {
        'QUERY PLAN': [{ Plan: root }],
      },
    ] = (await explain('FORMAT JSON')) as Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>;
    const visit = (node: PlanNode) => {
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.push(node['Relation Name']);
      if (node['Index Name']) indexes.push(node['Index Name']);
      node.Plans?.forEach(visit);
    };
    visit(root);
    if (analyze)
      plans.push(
        ((await explain('ANALYZE, BUFFERS, TIMING OFF')) as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']).join('\n'),
      );
  }
  return { plan: analyze ? plans.join('\n') : null, seqScans, indexes };
}

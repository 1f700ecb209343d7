import type { DataSource } from 'typeorm';
import { containsPattern } from '../kernel/paging.js';

/**
 * A searched page of the order list sorted by customer name, without walking every order ahead of
 * the first match in name order. The plain plan (the name index, the search as a filter) is quick
 * when matches are spread over the names, and reads nearly the whole table when they sit at one
 * name far along it: the busiest customer's e-mail at a million orders took 3.5 s. Sorting every
 * match instead is quick for a few and slow for tens of thousands. So, names first:
 *
 * 1. The names holding a match, in the page's order, from `order_name_emails` (one row per name and
 *    e-mail orders are placed under, a trigram index on "name e-mail"; db/functions/order-name-emails.sql):
 *    all of them when few pairs match, else the first few by walking the pairs in name order.
 * 2. For each of those names in turn, its matching orders by date and number (the name index, or
 *    the status and name index), until the page and its lookahead are full.
 *
 * The rows and their order are the plain plan's: the same matches, the same ORDER BY (name, then
 * date, then number). It applies to a term without spaces holding a character that
 * the rest of an order's search text (" hb-<number> <phone digits> <city>") cannot, and no city
 * holds: such a term matches an order exactly when it matches the order's name and e-mail. Other terms, and pages deeper than
 * MAX_ROWS, keep the plain plan.
 */

/** Deeper pages than this keep the plain plan: each name's query reads up to this many rows. */
const MAX_ROWS = 1_000;
/**
 * Up to this many matching pairs, every name holding one is read at once off the trigram index
 * and sorted (a few milliseconds); past it the search is broad, and walking the pairs in name
 * order finds the first names holding one at once.
 */
const MATCHED_PAIRS_READ = 20_000;
/** Names asked for at a time: the first usually fills the page; later batches grow. */
const FIRST_NAME_BATCH = 4;

/** The customer-name sort: the order's own name, lower-cased (as order_name_emails.name_key). */
export const CUSTOMER_NAME_SQL = "lower(o.first_name || ' ' || o.last_name)";
const NAME = CUSTOMER_NAME_SQL;

/**
 * Whether `term` (as searched, before lower-casing) can only match inside an order's name and
 * e-mail: a term without spaces holding a character a number or phone cannot, which no order's
 * city holds either (asked of the city's trigram index).
 */
export async function matchesNameOrEmailOnly(dataSource: DataSource, term: string, query?: Query): Promise<boolean> {
  const text = term.toLowerCase();
  if (/\s/.test(text) || !/[^hb0-9-]/.test(text)) return false;
  const run: Query = query ?? ((sql, parameters) => dataSource.query(sql, parameters));
  return (await run(CITY_HOLDS_SQL, [containsPattern(text)])).length === 0;
}

/** Whether some order's city holds the pattern (off the city's trigram index). */
const CITY_HOLDS_SQL = `SELECT 1 FROM orders WHERE lower(city) LIKE $1 LIMIT 1`;

export interface NameSortedSearch {
  /** A term for which matchesNameOrEmailOnly holds. */
  term: string;
  status: string | null;
  direction: 'ASC' | 'DESC';
  /** Rows wanted from the first: offset + limit + the lookahead row. */
  rows: number;
  /** MATCHED_PAIRS_READ unless a test wants the walk over fewer. */
  matchedPairsRead?: number;
}

type Query = (sql: string, parameters: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** The statements the plan runs, built once so the scale bench EXPLAINs exactly these. */
export function nameSortedSearchSql(search: Pick<NameSortedSearch, 'status' | 'direction' | 'matchedPairsRead'>): {
  allNames: string;
  names: string;
  orders: string;
} {
  const { direction, status, matchedPairsRead = MATCHED_PAIRS_READ } = search;
  const after = direction === 'ASC' ? '>' : '<';
  return {
    // $1 pattern: every name holding a match in the page's order, with how many pairs matched (up to one more than MATCHED_PAIRS_READ).
    allNames: `WITH matched AS MATERIALIZED (
                 SELECT name_key FROM order_name_emails WHERE pair_text LIKE $1 LIMIT ${matchedPairsRead + 1})
               SELECT name_key, (SELECT count(*) FROM matched)::int AS pairs FROM matched
                GROUP BY name_key ORDER BY name_key ${direction}`,
    // $1 pattern, $2 the last name already read (null: from the start), $3 how many names.
    names: `SELECT name_key FROM order_name_emails
             WHERE pair_text LIKE $1 AND ($2::text IS NULL OR name_key ${after} $2)
             GROUP BY name_key ORDER BY name_key ${direction} LIMIT $3`,
    // $1 the lower-cased term, $2 the names in the page's order, $3 rows per name, $4 the status.
    // The term is looked for in the order's name and e-mail, which for these terms is the same as
    // its search_text; as strpos, whose selectivity the planner cannot guess (for a LIKE it guesses
    // one row, and fetches every order of the name to sort it: 50,000 for the busiest customer), so
    // each name's orders are walked in date order and the walk stops when the page is full.
    orders: `SELECT o.id FROM unnest($2::text[]) WITH ORDINALITY AS n (name_key, position)
             CROSS JOIN LATERAL (
               SELECT o.id, o.created_at, o.order_number FROM orders o
                WHERE ${NAME} = n.name_key AND strpos(${NAME} || ' ' || lower(o.email), $1) > 0${status ? ' AND o.status = $4' : ''}
                ORDER BY o.created_at ${direction}, o.order_number ${direction}
                LIMIT $3) AS o
             ORDER BY n.position, o.created_at ${direction}, o.order_number ${direction}`,
  };
}

/** The ids of the page's rows (and the lookahead), in the list's order. */
export async function nameSortedSearchIds(dataSource: DataSource, search: NameSortedSearch, query?: Query): Promise<string[] | null> {
  if (search.rows > MAX_ROWS) return null;
  const run: Query = query ?? ((sql, parameters) => dataSource.query(sql, parameters));
  const sql = nameSortedSearchSql(search);
  const ids: string[] = [];
  const pattern = containsPattern(search.term);
  const everyName = await run(sql.allNames, [pattern]);
  const known = everyName.length === 0 || (everyName[0].pairs as number) <= (search.matchedPairsRead ?? MATCHED_PAIRS_READ);
  let lastName: string | null = null;
  let read = 0;
  for (let batch = FIRST_NAME_BATCH; ids.length < search.rows; batch *= 4) {
    const names: string[] = known
      ? everyName.slice(read, read + batch).map((row) => row.name_key as string)
      : (await run(sql.names, [pattern, lastName, batch])).map((row) => row.name_key as string);
    if (names.length === 0) break;
    read += names.length;
    const wanted = search.rows - ids.length;
    const parameters: unknown[] = [search.term.toLowerCase(), names, wanted];
    if (search.status) parameters.push(search.status);
    const rows = await run(sql.orders, parameters);
    ids.push(...rows.slice(0, wanted).map((row) => row.id as string));
    if (names.length < batch) break;
    lastName = names[names.length - 1];
  }
  return ids;
}

/**
 * A searched count filtered by status, stopping at `cap` as cappedCount does, through the names
 * holding a match: the plain count reads the search's matches off the trigram index and checks
 * each one's status, so a status rare among them (the busiest customer's Pending orders) read
 * tens of thousands of orders (0.3-0.7 s); here each name's orders of that status are walked.
 * Null when more than `cap` pairs match (the plain count then).
 */
export async function nameMatchedCount(
  dataSource: DataSource,
  search: { term: string; status: string },
  cap: number,
): Promise<{ count: number; capped: boolean } | null> {
  // Past `cap` matching pairs the matches are spread over many customers, and the plain count
  // finds enough of them at once.
  const sql = nameSortedSearchSql({ status: search.status, direction: 'ASC', matchedPairsRead: cap });
  const everyName: Array<{ name_key: string; pairs: number }> = await dataSource.query(sql.allNames, [containsPattern(search.term)]);
  if (everyName.length > 0 && everyName[0].pairs > cap) return null;
  if (everyName.length === 0) return { count: 0, capped: false };
  const [{ count }]: Array<{ count: number }> = await dataSource.query(
    `SELECT count(*)::int AS count FROM (
       SELECT 1 FROM unnest($2::text[]) AS n (name_key)
       CROSS JOIN LATERAL (
         SELECT 1 FROM orders o
          WHERE ${NAME} = n.name_key AND strpos(${NAME} || ' ' || lower(o.email), $1) > 0 AND o.status = $3
          LIMIT ${cap + 1}) AS matches
       LIMIT ${cap + 1}) AS counted`,
    [search.term.toLowerCase(), everyName.map((row) => row.name_key), search.status],
  );
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

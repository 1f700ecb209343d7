import { invalidInput } from './errors.js';

/**
 * The paging and text-search rule of every list the shop serves (products, orders, customers, and
 * any list added later), over GraphQL and the REST shims alike:
 *
 * - `offset` is a whole number ≥ 0 (default 0) and `limit` a whole number ≥ 1 (each list has its
 *   own default); anything else is refused with VALIDATION and a message naming the argument.
 * - A `limit` above MAX_PAGE_SIZE is served as MAX_PAGE_SIZE rows. Nothing is hidden by that: every
 *   page carries the list's totalCount, so a caller asking for "everything" sees that more exist
 *   and pages on.
 * - Search text is trimmed, at most MAX_SEARCH_LENGTH characters, and matched as a substring with
 *   the caller's own `%` and `_` taken literally (containsPattern).
 */
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

export interface Page {
  offset: number;
  limit: number;
}

/**
 * Checks a page request: offset ≥ 0 and limit ≥ 1 or the caller is told; a limit above the
 * maximum is clamped, so a client asking for "everything" still gets an answer and a totalCount
 * telling it more exists.
 */
export function checkPage(offset: number | null | undefined, limit: number | null | undefined, defaultLimit: number): Page {
  const start = offset ?? 0;
  const size = limit ?? defaultLimit;
  if (!Number.isInteger(start) || start < 0) throw invalidInput('offset must be 0 or more');
  if (!Number.isInteger(size) || size < 1) throw invalidInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  return { offset: start, limit: Math.min(size, MAX_PAGE_SIZE) };
}

/**
 * The sync horizon of the cursor lists (the order and catalogue syncs), which page by
 * (updated_at, id). updated_at is now(), the start of the writing transaction, so a row stamped
 * 10:00:00.100 may commit after one stamped 10:00:00.200 has been read, and a cursor already past
 * it would miss it. A page therefore holds only rows stamped before every transaction still open
 * in this database began (pg_stat_activity), less a second for the instant between a transaction
 * taking its stamp and reporting itself: any row written later is stamped at or after the horizon
 * and waits for a later page. A long transaction holds a sync back while it lasts; it never makes
 * it skip. (Sessions of other database roles are invisible to pg_stat_activity without
 * pg_read_all_stats: run the shop as one role, as it is deployed.)
 */
export const SYNC_HORIZON_SQL = `SELECT least(now(), min(xact_start)) - interval '1 second'
                       FROM pg_stat_activity WHERE datname = current_database()`;

/** A cursor list's stamps: UTC to the microsecond Postgres keeps, so the text sorts as the time does. */
export const SYNC_STAMP_SQL = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const SYNC_STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Where a page sits in its list (GraphQL's PageInfo); endCursor only on cursor pages (the order sync). */
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  endCursor: string | null;
}

/**
 * The PageInfo of an offset page. Lists with an exact total pass it; lists whose total may be
 * capped read `limit + 1` rows instead and pass whether the extra one came back (`hasMore`).
 */
export function offsetPageInfo(
  page: Pick<Page, 'offset'>,
  next: { hasMore: boolean } | { itemCount: number; totalCount: number },
): PageInfo {
  const hasNextPage = 'hasMore' in next ? next.hasMore : page.offset + next.itemCount < next.totalCount;
  return { hasNextPage, hasPreviousPage: page.offset > 0, endCursor: null };
}

/** Rows read with `limit + 1`: the page's rows and whether more follow. */
export function withoutLookahead<T>(rows: T[], page: Pick<Page, 'limit'>): { items: T[]; hasMore: boolean } {
  return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** Trimmed search text, or null when there is nothing to search for. */
export function searchText(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  if (text.length > MAX_SEARCH_LENGTH) throw invalidInput('The search text is too long');
  return text;
}

/**
 * A LIKE pattern matching `text` anywhere, lower-cased, with the user's own % and _ taken
 * literally (escaped with a backslash, Postgres's default LIKE escape).
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

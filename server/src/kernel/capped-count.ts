import type { DataSource } from 'typeorm';

/**
 * Where counting every match would cost more than the page, admin lists count up to this many and
 * say they stopped ("1,000+"). A search for a common surname over a million orders matches ~70,000:
 * visiting 1,000 of them costs ~15 ms here, 10,000 ~150 ms.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** Counts the rows `sql` selects, stopping after SEARCH_COUNT_CAP; `capped` when there are at least that many. */
export async function cappedCount(dataSource: DataSource, sql: string, parameters: unknown[]): Promise<{ count: number; capped: boolean }> {
  const [row]: Array<{ count: number }> = await dataSource.query(
    `SELECT count(*)::int AS count FROM (${sql} LIMIT ${SEARCH_COUNT_CAP + 1}) AS matches`,
    parameters,
  );
  const count = row?.count ?? 0;
  return count > SEARCH_COUNT_CAP ? { count: SEARCH_COUNT_CAP, capped: true } : { count, capped: false };
}

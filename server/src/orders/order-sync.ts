import { In, type DataSource } from 'typeorm';
import { OrderEntity } from './order.entity.js';
import { invalidInput } from '../kernel/errors.js';
import { checkPage, SYNC_HORIZON_SQL, type PageInfo } from '../kernel/paging.js';
import { isUuid } from './order-loading.js';

/**
 * The integrators' order sync: every order by (updatedAt, id), ascending, a page at a
 * time after an opaque cursor, so a client that keeps sending `endCursor` back sees every order
 * once and every later change of it once more, in order, without offsets that shift as orders
 * arrive. Migration 1766300000000 keeps updated_at moving on every change and indexes the order.
 *
 * The horizon (kernel/paging.ts, SYNC_HORIZON_SQL) keeps a page to orders no open transaction can
 * still write before.
 */
export const DEFAULT_SYNC_PAGE_SIZE = 100;

export interface OrderSyncArgs {
  after?: string | null;
  updatedSince?: Date | null;
  first?: number | null;
}

/** The position of one order in the sync's order, to the microsecond Postgres keeps. */
interface SyncPosition {
  updatedAt: string;
  id: string;
}

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeSyncCursor(position: SyncPosition): string {
  return Buffer.from(`${position.updatedAt}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeSyncCursor(cursor: string): SyncPosition {
  const [updatedAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !STAMP.test(updatedAt ?? '') || !isUuid(id)) {
    throw invalidInput('after is not a cursor from this API: send back pageInfo.endCursor of the previous page', { field: 'after' });
  }
  return { updatedAt, id };
}

/**
 * Whether the arguments ask for the sync rather than an offset page: any of them given, even as
 * null, so a client's first run (`after: null`, no cursor yet) already gets a cursor back.
 */
export function isSyncRequest(args: OrderSyncArgs | null | undefined): boolean {
  return args?.after !== undefined || args?.updatedSince !== undefined || args?.first !== undefined;
}

/**
 * One page of the sync: the orders (without lines) and its PageInfo. `where` narrows it further
 * (the list's filter, as SQL over alias o numbered from $1 with `whereParams`).
 */
export async function readSyncPage(
  dataSource: DataSource,
  args: OrderSyncArgs,
  where: { sql: string[]; params: unknown[] },
): Promise<{ items: OrderEntity[]; pageInfo: PageInfo }> {
  const { limit } = checkPage(0, args.first, DEFAULT_SYNC_PAGE_SIZE);
  const since = args.updatedSince ?? null;
  if (since && Number.isNaN(since.getTime())) throw invalidInput('updatedSince is not a date', { field: 'updatedSince' });
  const cursor = args.after ? decodeSyncCursor(args.after) : null;

  const params = [...where.params];
  const bound = (value: unknown) => `$${params.push(value)}`;
  const conditions = [...where.sql];
  if (cursor) conditions.push(`(o.updated_at, o.id) > (${bound(cursor.updatedAt)}::timestamptz, ${bound(cursor.id)}::uuid)`);
  if (since) conditions.push(`o.updated_at >= ${bound(since.toISOString())}::timestamptz`);
  const rows: Array<{ id: string; stamp: string }> = await dataSource.query(
    `SELECT o.id, to_char(o.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS stamp
       FROM orders o
      WHERE ${[...conditions, `o.updated_at < (${HORIZON_SQL})`].join(' AND ')}
      ORDER BY o.updated_at, o.id
      LIMIT ${bound(limit + 1)}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);

  const entities = page.length ? await dataSource.getRepository(OrderEntity).find({ where: { id: In(page.map((row) => row.id)) } }) : [];
  const byId = new Map(entities.map((order) => [order.id, order]));
  return {
    // An order deleted between the two reads is left out rather than shown half.
    items: page.flatMap((row) => byId.get(row.id) ?? []),
    pageInfo: {
      hasNextPage: rows.length > limit,
      hasPreviousPage: await anyBefore(dataSource, cursor, since),
      endCursor: last ? encodeSyncCursor({ updatedAt: last.stamp, id: last.id }) : (args.after ?? null),
    },
  };
}

/** Stamps below this are final: no transaction that could still write one is open. */
const HORIZON_SQL = SYNC_HORIZON_SQL;

async function anyBefore(dataSource: DataSource, cursor: SyncPosition | null, since: Date | null): Promise<boolean> {
  if (!cursor && !since) return false;
  const [row]: Array<{ found: boolean }> = cursor
    ? await dataSource.query(`SELECT EXISTS (SELECT 1 FROM orders o WHERE (o.updated_at, o.id) <= ($1::timestamptz, $2::uuid)) AS found`, [
        cursor.updatedAt,
        cursor.id,
      ])
    : await dataSource.query(`SELECT EXISTS (SELECT 1 FROM orders o WHERE o.updated_at < $1::timestamptz) AS found`, [
        since?.toISOString(),
      ]);
  return row.found;
}

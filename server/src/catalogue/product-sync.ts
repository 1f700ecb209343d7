import type { DataSource } from 'typeorm';
import type { ProductEntity } from './product.entity.js';
import { toProduct, type ProductRow } from './catalogue-listing.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import { invalidInput } from '../kernel/errors.js';
import { checkPage, SYNC_HORIZON_SQL, SYNC_STAMP, SYNC_STAMP_SQL, type PageInfo } from '../kernel/paging.js';

/**
 * The catalogue sync, for integrators mirroring the catalogue: every product by (updatedAt, id),
 * ascending, a page at a time after an opaque cursor, as the order sync pages orders. Any change
 * to a product (details, a price, stock moved by an order) moves it to the end, so a client that
 * keeps sending `endCursor` back reads each change once instead of the whole catalogue again.
 * Migration 1768300000000 keeps updated_at moving on every write and indexes the order; the
 * horizon (kernel/paging.ts) keeps a page to products no open transaction can still write before.
 * Deleted products leave the list: the product.deleted webhook says so.
 */
export const DEFAULT_PRODUCT_SYNC_PAGE_SIZE = 100;

export interface ProductSyncArgs {
  after?: string | null;
  updatedSince?: Date | null;
  first?: number | null;
}

interface SyncPosition {
  updatedAt: string;
  id: string;
}

/** Whether Query.products asks for the sync: any of its arguments given, even as null (a first run's `after`). */
export function isProductSyncRequest(args: ProductSyncArgs): boolean {
  return args.after !== undefined || args.updatedSince !== undefined || args.first !== undefined;
}

export function encodeProductCursor(position: SyncPosition): string {
  return Buffer.from(`${position.updatedAt}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeProductCursor(cursor: string): SyncPosition {
  const [updatedAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !SYNC_STAMP.test(updatedAt ?? '') || !id || id.length > 200) {
    throw invalidInput('after is not a cursor from this API: send back pageInfo.endCursor of the previous page', { field: 'after' });
  }
  return { updatedAt, id };
}

export async function readProductSyncPage(
  dataSource: DataSource,
  args: ProductSyncArgs,
): Promise<{ items: ProductEntity[]; pageInfo: PageInfo }> {
  const { limit } = checkPage(0, args.first, DEFAULT_PRODUCT_SYNC_PAGE_SIZE);
  const since = args.updatedSince ?? null;
  if (since && Number.isNaN(since.getTime())) throw invalidInput('updatedSince is not a date', { field: 'updatedSince' });
  const cursor = args.after ? decodeProductCursor(args.after) : null;

  const params: unknown[] = [];
  const bound = (value: unknown) => `$${params.push(value)}`;
  const conditions = [`p.updated_at < (${SYNC_HORIZON_SQL})`];
  if (cursor) conditions.push(`(p.updated_at, p.id) > (${bound(cursor.updatedAt)}::timestamptz, ${bound(cursor.id)})`);
  if (since) conditions.push(`p.updated_at >= ${bound(since.toISOString())}::timestamptz`);
  const rows: Array<ProductRow & { stamp: string }> = await dataSource.query(
    `SELECT ${PRODUCT_COLUMNS}, ${SYNC_STAMP_SQL('p.updated_at')} AS stamp
       FROM products p
      WHERE ${conditions.join(' AND ')}
      ORDER BY p.updated_at, p.id
      LIMIT ${bound(limit + 1)}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ stamp: _stamp, ...row }) => toProduct(row)),
    pageInfo: {
      hasNextPage: rows.length > limit,
      hasPreviousPage: await anyBefore(dataSource, cursor, since),
      endCursor: last ? encodeProductCursor({ updatedAt: last.stamp, id: last.id }) : (args.after ?? null),
    },
  };
}

async function anyBefore(dataSource: DataSource, cursor: SyncPosition | null, since: Date | null): Promise<boolean> {
  if (!cursor && !since) return false;
  const [row]: Array<{ found: boolean }> = cursor
    ? await dataSource.query(`SELECT EXISTS (SELECT 1 FROM products p WHERE (p.updated_at, p.id) <= ($1::timestamptz, $2)) AS found`, [
        cursor.updatedAt,
        cursor.id,
      ])
    : await dataSource.query(`SELECT EXISTS (SELECT 1 FROM products p WHERE p.updated_at < $1::timestamptz) AS found`, [
        since?.toISOString(),
      ]);
  return row.found;
}

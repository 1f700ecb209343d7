import { In, type DataSource } from 'typeorm';
import { requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput } from '../kernel/errors.js';
import { MAX_PAGE_SIZE, SYNC_STAMP, SYNC_STAMP_SQL, type PageInfo } from '../kernel/paging.js';
import type { RequestContext } from '../kernel/request-context.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { isUuid } from '../orders/order-loading.js';
import { OrderEntity } from '../orders/order.entity.js';
import { ReturnRequestEntity, type ReturnStatus } from './return-request.entity.js';

/** A return line with the product's name and size as the order has them. */
export interface ReturnLineView {
  orderLineId: number;
  name: string;
  size: string;
  quantity: number;
}

/** A return as the API shows it: its lines named. */
export type ReturnRequestView = ReturnRequestEntity & { namedLines: ReturnLineView[] };

/** What the owner still has to act on: requests to answer and approved parcels to receive. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['REQUESTED', 'APPROVED'];
export const DEFAULT_QUEUE_PAGE_SIZE = 50;

export interface ReturnQueueArgs {
  status?: readonly ReturnStatus[] | null;
  first?: number | null;
  after?: string | null;
}

/** Names each return's lines from the order's lines (one query). */
export async function nameReturnLines(dataSource: DataSource, requests: ReturnRequestEntity[]): Promise<ReturnRequestView[]> {
  const ids = [...new Set(requests.flatMap((request) => request.lines.map((line) => line.orderLineId)))];
  const lines = ids.length ? await dataSource.getRepository(OrderLineEntity).find({ where: { id: In(ids) } }) : [];
  return requests.map((request) =>
    Object.assign(request, {
      namedLines: request.lines.map((asked) => {
        const line = lines.find((candidate) => candidate.id === asked.orderLineId);
        return { orderLineId: asked.orderLineId, quantity: asked.quantity, name: line?.name ?? 'Item', size: line?.size ?? '' };
      }),
    }),
  );
}

/**
 * The owner's returns queue: every return request, newest first, by status (the open ones unless
 * asked otherwise), a page at a time after an opaque cursor of (requested at, id). A request's
 * creation stamp never changes, so the pages neither skip nor repeat as new requests arrive.
 */
export class ReturnQueue {
  constructor(private readonly deps: ShopServiceDeps) {}

  async list(ctx: RequestContext, args: ReturnQueueArgs): Promise<{ items: ReturnRequestView[]; pageInfo: PageInfo; totalCount: number }> {
    requireAdmin(ctx, 'ORDERS_READ');
    const statuses = args.status?.length ? [...new Set(args.status)] : [...OPEN_RETURN_STATUSES];
    const first = args.first ?? DEFAULT_QUEUE_PAGE_SIZE;
    if (!Number.isInteger(first) || first < 1) throw invalidInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, { field: 'first' });
    const size = Math.min(first, MAX_PAGE_SIZE);
    const after = args.after ? decodeQueueCursor(args.after) : null;
    const params: unknown[] = [statuses];
    let where = 'r.status = ANY($1)';
    if (after) {
      params.push(after.requestedAt, after.id);
      where += ` AND (r.created_at, r.id) < ($2::timestamptz, $3::uuid)`;
    }
    const rows = await this.deps.dataSource.query<Array<{ id: string; stamp: string }>>(
      `SELECT r.id, ${SYNC_STAMP_SQL('r.created_at')} AS stamp FROM return_requests r
        WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${size + 1}`,
      params,
    );
    const [{ count }] = await this.deps.dataSource.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM return_requests WHERE status = ANY($1)',
      [statuses],
    );
    const page = rows.slice(0, size);
    const found = page.length
      ? await this.deps.dataSource
          .getRepository(ReturnRequestEntity)
          .find({ where: { id: In(page.map((row) => row.id)) }, relations: { lines: true } })
      : [];
    const items = await nameReturnLines(
      this.deps.dataSource,
      page.map((row) => found.find((request) => request.id === row.id)!),
    );
    const last = page.at(-1);
    return {
      items,
      totalCount: count,
      pageInfo: {
        hasNextPage: rows.length > size,
        hasPreviousPage: after !== null,
        endCursor: last ? encodeQueueCursor(last.stamp, last.id) : (args.after ?? null),
      },
    };
  }

  /** The orders of these returns, for the queue's order number and shopper (one query for the page). */
  async ordersByIds(ids: readonly string[]): Promise<Array<OrderEntity | null>> {
    const orders = ids.length ? await this.deps.dataSource.getRepository(OrderEntity).find({ where: { id: In([...ids]) } }) : [];
    return ids.map((id) => orders.find((order) => order.id === id) ?? null);
  }
}

function encodeQueueCursor(requestedAt: string, id: string): string {
  return Buffer.from(`${requestedAt}|${id}`, 'utf8').toString('base64url');
}

function decodeQueueCursor(cursor: string): { requestedAt: string; id: string } {
  const [requestedAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !SYNC_STAMP.test(requestedAt ?? '') || !isUuid(id)) {
    throw invalidInput('after is not a cursor from this API: send back pageInfo.endCursor of the previous page', { field: 'after' });
  }
  return { requestedAt, id };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVE,
  askReturn,
  CREATE_TOKEN,
  DAY,
  deliveredOrder,
  REJECT,
  startReturnsShop,
  type ReturnsShop,
} from '../support/return-helpers.js';
import { ShopClient } from '../support/test-shop.js';

/**
 * The owner's returns queue over the API: every request newest first, the open ones unless a
 * status is asked, each naming its order and shopper; paged by cursor; for admins and tokens that
 * may read orders.
 */
let env: ReturnsShop;

beforeAll(async () => {
  env = await startReturnsShop();
}, 60_000);
afterAll(async () => {
  await env?.close();
});

const QUEUE = `query($status: [ReturnStatus!], $first: Int, $after: String) {
  returnRequests(status: $status, first: $first, after: $after) {
    items { id status reasonLabel approvalOverdue waitingDays lines { name size quantity } order { id orderNumber email } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
interface QueuePage {
  items: Array<{
    id: string;
    status: string;
    approvalOverdue: boolean;
    waitingDays: number;
    order: { orderNumber: string; email: string } | null;
  }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}
async function queue(client: ShopClient, variables: Record<string, unknown> = {}) {
  const answer = await client.gqlText(QUEUE, variables);
  return { page: (answer.data as { returnRequests: QueuePage | null } | undefined)?.returnRequests ?? null, errors: answer.errors };
}

async function asked(reason: 'DAMAGED' | 'CHANGED_MIND') {
  const order = await deliveredOrder(env, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { deliveredMsAgo: DAY });
  const answer = await askReturn(env.shop.client(), {
    orderNumber: order.orderNumber,
    email: order.email,
    lines: [{ lineId: order.lineIds[0], quantity: 1 }],
    reason,
  });
  return { order, id: answer.returnRequest!.id };
}

describe('the returns queue', () => {
  it('lists the open requests newest first with their order and shopper, flags one waiting over 2 days, and filters by status', async () => {
    const old = await asked('DAMAGED');
    await env.shop.dataSource.query(`UPDATE return_requests SET created_at = now() - interval '3 days' WHERE id = $1`, [old.id]);
    const approved = await asked('CHANGED_MIND');
    await env.admin.gql(APPROVE, { id: approved.id });
    const rejected = await asked('CHANGED_MIND');
    await env.admin.gql(REJECT, { id: rejected.id, reason: 'Opened and used' });
    const fresh = await asked('DAMAGED');

    const { page } = await queue(env.admin);
    expect(page!.items.map((item) => item.id)).toEqual([fresh.id, approved.id, old.id]);
    expect(page!.totalCount).toBe(3);
    expect(page!.items[0]).toMatchObject({
      status: 'REQUESTED',
      approvalOverdue: false,
      order: { orderNumber: fresh.order.orderNumber, email: fresh.order.email },
    });
    expect(page!.items[2]).toMatchObject({ approvalOverdue: true, waitingDays: 3 });

    const closed = (await queue(env.admin, { status: ['REJECTED'] })).page!;
    expect(closed.items.map((item) => item.id)).toEqual([rejected.id]);

    // A page of one at a time, by the cursor: the same three, none twice.
    const first = (await queue(env.admin, { first: 1 })).page!;
    const second = (await queue(env.admin, { first: 2, after: first.pageInfo.endCursor })).page!;
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([fresh.id, approved.id, old.id]);
    expect([first.pageInfo.hasNextPage, second.pageInfo.hasNextPage]).toEqual([true, false]);
    expect((await queue(env.admin, { after: 'not-a-cursor' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for admins and tokens with ORDERS_READ; a shopper gets nothing', async () => {
    expect((await queue(env.shop.client())).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = async (scopes: Array<'ORDERS_READ' | 'CATALOGUE_WRITE'>) => {
      const created = await env.admin.gql(CREATE_TOKEN, { input: { name: `queue ${scopes.join(' ')}`, scopes } });
      const client = new ShopClient(env.shop.url);
      client.headers.authorization = `Bearer ${created.data!.createApiToken.secret}`;
      return client;
    };
    const reader = await queue(await token(['ORDERS_READ']));
    expect(reader.page!.items.length).toBeGreaterThan(0);
    expect(reader.page!.items.every((item) => item.order !== null)).toBe(true);
    expect((await queue(await token(['CATALOGUE_WRITE']))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

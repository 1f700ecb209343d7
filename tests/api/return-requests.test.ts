import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userClient } from '../support/checkout-helpers.js';
import type { RequestReturnInput } from '../support/gql/graphql.js';
import {
  APPROVE,
  askReturn,
  CREATE_TOKEN,
  DAY,
  DELIVERED,
  deliveredOrder as deliver,
  ORDER_VIEW,
  RECEIVE,
  startReturnsShop,
  type ReturnsShop,
} from '../support/return-helpers.js';
import type { SmtpInbox } from '../support/smtp-inbox.js';
import { ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * What a shopper may ask back, and who may decide: within 5 days of delivery to the minute (the
 * refusal in the policy's words, the end shown in India's time), never more units than bought
 * less those already asked, only for their own order; and only an admin or a token with
 * ORDERS_WRITE approves or receives. Refused, nothing is written.
 */
let env: ReturnsShop;
let inbox: SmtpInbox;
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  env = await startReturnsShop();
  ({ inbox, shop, admin } = env);
}, 60_000);
afterAll(async () => {
  await env?.close();
});

const deliveredOrder = (...args: Parameters<typeof deliver> extends [unknown, ...infer Rest] ? Rest : never) => deliver(env, ...args);
const ask = (input: RequestReturnInput, client: ShopClient = shop.client()) => askReturn(client, input);

describe('what a shopper may ask', () => {
  it('keeps to the 5 days after delivery, to the minute, and says why in the policy’s words', async () => {
    const inside = await deliveredOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { deliveredMsAgo: 5 * DAY - 60_000 });
    const line = (order: typeof inside) => [{ lineId: order.lineIds[0], quantity: 1 }];
    expect((await ask({ orderNumber: inside.orderNumber, email: inside.email, lines: line(inside), reason: 'DAMAGED' })).errors).toEqual(
      [],
    );

    const outside = await deliveredOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { deliveredMsAgo: 5 * DAY + 60_000 });
    const late = await ask({ orderNumber: outside.orderNumber, email: outside.email, lines: line(outside), reason: 'DAMAGED' });
    expect(late.errors).toEqual([
      {
        code: 'INVALID_STATE',
        returnRefusal: 'WINDOW_CLOSED',
        field: null,
        maxQuantity: null,
        message:
          'The 5-day return window after receiving this order has closed. We offer a 5-day return window after receiving an item; return approval within 2 days; refund to the original payment method within 10 business days.',
      },
    ]);

    const shipped = await deliveredOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { deliver: false });
    const early = await ask({ orderNumber: shipped.orderNumber, email: shipped.email, lines: line(shipped), reason: 'DAMAGED' });
    expect(early.errors[0]).toMatchObject({ code: 'INVALID_STATE', returnRefusal: 'NOT_DELIVERED' });
    expect(early.errors[0].message).toMatch(/^A return can be asked once the order has been delivered\. We offer a 5-day return window/);

    const [{ n }]: Array<{ n: number }> = await shop.dataSource.query(
      'SELECT count(*)::int AS n FROM return_requests WHERE order_id = ANY($1)',
      [[outside.id, shipped.id]],
    );
    expect(n).toBe(0);
  });

  it('says until when in India time: the window ends 5 days after the delivery instant', async () => {
    const order = await deliveredOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    const view = (await admin.gql(DELIVERED, { id: order.id })).data!.markOrderDelivered.order!;
    const ends = new Date(view.returnWindowEndsAt!);
    expect(ends.getTime() - new Date(view.deliveredAt!).getTime()).toBe(5 * DAY);
    const inIndia = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(ends);
    const mail = await inbox.waitFor(order.email, new RegExp(`${order.orderNumber} has been delivered`));
    expect(mail.text).toContain(`ask for a return until ${inIndia}`);
  });

  it('asks for no more than was bought less what is already asked, on lines of this order, by its own e-mail', async () => {
    const order = await deliveredOrder(
      [
        { productId: 'hair-oil-1', size: '100ml', quantity: 2 },
        { productId: 'face-wash-1', size: '150ml', quantity: 1 },
      ],
      { deliveredMsAgo: 2 * DAY },
    );
    const [oil, wash] = order.lineIds as [string, string];
    const base = { orderNumber: order.orderNumber, email: order.email, reason: 'WRONG_ITEM' as const };

    const tooMany = await ask({ ...base, lines: [{ lineId: oil, quantity: 3 }] });
    expect(tooMany.errors[0]).toMatchObject({
      code: 'VALIDATION',
      field: ['input', 'lines', '0'],
      maxQuantity: 2,
      message: 'You can return between 1 and 2 of Bhringraj & Amla Hair Oil (100ml)',
    });
    const stranger = await ask({ ...base, email: 'someone@example.in', lines: [{ lineId: oil, quantity: 1 }] });
    expect(stranger.errors[0]).toMatchObject({ code: 'NOT_FOUND', message: 'No order matches this number and e-mail' });
    const other = await ask({ ...base, lines: [{ lineId: '1', quantity: 1 }] });
    expect(other.errors[0]).toMatchObject({ code: 'VALIDATION', message: 'An item to return is not part of this order' });
    const noWords = await ask({ ...base, reason: 'OTHER', lines: [{ lineId: oil, quantity: 1 }] });
    expect(noWords.errors[0]).toMatchObject({ code: 'VALIDATION', field: ['input', 'note'] });

    expect(
      (
        await ask({
          ...base,
          lines: [
            { lineId: oil, quantity: 1 },
            { lineId: wash, quantity: 1 },
          ],
        })
      ).errors,
    ).toEqual([]);
    expect((await ask({ ...base, lines: [{ lineId: oil, quantity: 1 }] })).errors).toEqual([]);
    const more = await ask({ ...base, lines: [{ lineId: oil, quantity: 1 }] });
    expect(more.errors[0]).toMatchObject({
      code: 'VALIDATION',
      message: 'Bhringraj & Amla Hair Oil (100ml) has already been asked back in full',
    });

    const shopper = await shop.client().gql(APPROVE, { id: (await admin.gql(ORDER_VIEW, { id: order.id })).data!.order!.returns[0].id });
    expect(shopper.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("lets a signed-in shopper ask for their own order by its id, and an integrator's token with ORDERS_WRITE decide it", async () => {
    const order = await deliveredOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], {
      deliveredMsAgo: DAY,
      email: 'member@example.in',
    });
    const line = [{ lineId: order.lineIds[0], quantity: 1 }];
    const stranger = await userClient(shop, 'stranger@example.in');
    expect((await ask({ orderId: order.id, lines: line, reason: 'DAMAGED' }, stranger)).errors[0]).toMatchObject({ code: 'NOT_FOUND' });
    expect((await ask({ orderId: order.id, lines: line, reason: 'DAMAGED' })).errors[0]).toMatchObject({ code: 'NOT_FOUND' });
    const member = await userClient(shop, 'member@example.in');
    const asked = await ask({ orderId: order.id, lines: line, reason: 'DAMAGED' }, member);
    expect(asked.returnRequest?.status).toBe('REQUESTED');

    const token = async (scopes: Array<'ORDERS_READ' | 'ORDERS_WRITE'>) => {
      const created = await admin.gql(CREATE_TOKEN, { input: { name: `returns ${scopes.join(' ')}`, scopes } });
      const client = new ShopClient(shop.url);
      client.headers.authorization = `Bearer ${created.data!.createApiToken.secret}`;
      return client;
    };
    const reader = await token(['ORDERS_READ']);
    expect((await reader.gql(APPROVE, { id: asked.returnRequest!.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const writer = await token(['ORDERS_WRITE']);
    expect((await writer.gql(APPROVE, { id: asked.returnRequest!.id })).data?.approveReturn.returnRequest?.status).toBe('APPROVED');
    const received = (await writer.gql(RECEIVE, { input: { returnId: asked.returnRequest!.id } })).data?.receiveReturn;
    expect(received?.returnRequest).toMatchObject({ status: 'RECEIVED', refundAmount: { amount: 24900 } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_PAYMENT,
  settlePayment,
  sizeStock,
  userClient,
  startAdminPaymentShop,
  toVariantLines,
  VALID_SHIPPING,
  type LineInput,
} from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import type { RequestReturnInput } from '../support/gql/graphql.js';
import { pdfText } from '../support/pdf-text.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { ShopClient, TEST_ADMIN, type TestShop } from '../support/test-shop.js';

/**
 * Returns as the shipping policy promises them: a shopper asks within 5 days of delivery (by order
 * number and e-mail), the owner approves and receives the parcel, the shop refunds what those
 * units cost (their share of the discount taken off) through the payment sandbox, puts them back
 * on their size's shelf and issues the credit note; every step's e-mail arrives over SMTP. Asked
 * too late, too early or for too much, the shopper is told why and nothing is written.
 */
const ORDER = graphql(`
  mutation ReturnsCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
        orderNumber
        lines {
          id
        }
      }
      errors {
        code
        message
      }
    }
  }
`);
const CODE = graphql(`
  mutation ReturnsCreateCode($input: DiscountCodeInput!) {
    createDiscountCode(input: $input) {
      errors {
        message
      }
    }
  }
`);
const SHIP = graphql(`
  mutation ReturnsShip($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      errors {
        message
      }
    }
  }
`);
const DELIVERED = graphql(`
  mutation ReturnsDelivered($id: ID!) {
    markOrderDelivered(id: $id) {
      order {
        deliveredAt
        returnWindowEndsAt
      }
    }
  }
`);
graphql(`
  fragment ReturnsFields on ReturnRequest {
    id
    status
    reason
    reasonLabel
    note
    lines {
      orderLineId
      name
      size
      quantity
    }
    waitingDays
    approvalOverdue
    rejectionReason
    resellable
    refundAmount {
      amount
      formatted
    }
  }
`);
const REQUEST = graphql(`
  mutation ReturnsRequest($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      returnRequest {
        ...ReturnsFields
      }
      errors {
        code
        message
        field
        maxQuantity
        returnRefusal
      }
    }
  }
`);
const APPROVE = graphql(`
  mutation ReturnsApprove($id: ID!) {
    approveReturn(id: $id) {
      returnRequest {
        ...ReturnsFields
      }
      errors {
        code
        message
      }
    }
  }
`);
const REJECT = graphql(`
  mutation ReturnsReject($id: ID!, $reason: String!) {
    rejectReturn(id: $id, reason: $reason) {
      returnRequest {
        ...ReturnsFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
const RECEIVE = graphql(`
  mutation ReturnsReceive($input: ReceiveReturnInput!) {
    receiveReturn(input: $input) {
      returnRequest {
        ...ReturnsFields
      }
      errors {
        code
        message
      }
    }
  }
`);
const CREATE_TOKEN = graphql(`
  mutation ReturnsToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
    }
  }
`);
const ORDER_VIEW = graphql(`
  query ReturnsOrder($id: ID!) {
    order(id: $id) {
      paymentStatus
      returns {
        ...ReturnsFields
      }
      refunds {
        amountMoney {
          amount
        }
        state
        creditNote {
          number
        }
      }
    }
  }
`);

let inbox: SmtpInbox;
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ({ shop, admin } = await startAdminPaymentShop({ SMTP_URL: inbox.url, MAIL_FROM: 'Herbal Roots <care@herbalroots.test>' }));
  expect((await admin.gql(CODE, { input: { code: 'TENOFF', kind: 'PERCENTAGE', percent: 10 } })).data?.createDiscountCode.errors).toEqual(
    [],
  );
}, 60_000);
afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

let shoppers = 0;

/** A paid, shipped and delivered order, its delivery moved `daysAgo` into the past; a fresh e-mail each. */
async function deliveredOrder(
  lines: LineInput[],
  options: { code?: string; deliveredMsAgo?: number; deliver?: boolean; email?: string } = {},
) {
  const email = options.email ?? `returner${(shoppers += 1)}@example.in`;
  const client = shop.client();
  const created = await client.gql(ORDER, {
    input: { shipping: { ...VALID_SHIPPING, email }, lines: await toVariantLines(client, lines), discountCode: options.code ?? null },
  });
  const order = created.data!.createOrder.order!;
  await settlePayment(shop, order.id, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId: order.id })).data?.confirmPayment.paid).toBe(true);
  expect(
    (await admin.gql(SHIP, { input: { orderId: order.id, carrier: 'DELHIVERY', trackingNumber: '1234567890123' } })).data?.shipOrder.errors,
  ).toEqual([]);
  if (options.deliver !== false) {
    await admin.gql(DELIVERED, { id: order.id });
    if (options.deliveredMsAgo !== undefined) {
      await shop.dataSource.query(`UPDATE orders SET delivered_at = now() - make_interval(secs => $2) WHERE id = $1`, [
        order.id,
        options.deliveredMsAgo / 1000,
      ]);
    }
  }
  return { ...order, email, lineIds: order.lines.map((line) => line.id) };
}

const DAY = 24 * 60 * 60 * 1000;

async function ask(input: RequestReturnInput, client: ShopClient = shop.client()) {
  return (await client.gql(REQUEST, { input })).data!.requestReturn;
}

describe('a return, from the request to the refund', () => {
  it('asked 4 days after delivery is approved, received and refunded to the paisa, with stock back, a credit note and every e-mail', async () => {
    // Three 100 ml oils at ₹249.00 with 10% off: the line paid ₹672.30, ₹74.70 off spread over its units.
    const order = await deliveredOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 3 }], {
      code: 'TENOFF',
      deliveredMsAgo: 4 * DAY,
    });
    const stockBefore = await sizeStock(shop, 'hair-oil-1', '100ml');

    const asked = await ask({
      orderNumber: order.orderNumber,
      email: order.email.toUpperCase(),
      lines: [{ lineId: order.lineIds[0], quantity: 2 }],
      reason: 'DAMAGED',
      note: 'Two bottles leaked in the box',
    });
    expect(asked.errors).toEqual([]);
    expect(asked.returnRequest).toMatchObject({
      status: 'REQUESTED',
      reasonLabel: 'Arrived damaged or leaking',
      lines: [{ name: 'Bhringraj & Amla Hair Oil', size: '100ml', quantity: 2 }],
      approvalOverdue: false,
      refundAmount: null,
    });
    const requestedMail = await inbox.waitFor(order.email, new RegExp(`return request for order ${order.orderNumber}`));
    expect(requestedMail.text).toContain('Hair Oil (100ml): × 2');
    expect(requestedMail.text).toContain('Reason: Arrived damaged or leaking: Two bottles leaked in the box');
    expect(requestedMail.text).toContain('answer within 2 days');
    expect(requestedMail.html).toContain('Two bottles leaked in the box');
    const ownerMail = await inbox.waitFor(TEST_ADMIN.email, new RegExp(`Return request for order ${order.orderNumber}`));
    expect(ownerMail.text).toContain(`${shop.url}/admin/orders?q=${order.orderNumber}`);
    expect(ownerMail.html).toContain('Hair Oil');

    const id = asked.returnRequest!.id;
    const early = (await admin.gql(RECEIVE, { input: { returnId: id } })).data!.receiveReturn;
    expect(early.errors[0]).toMatchObject({ code: 'INVALID_STATE', message: 'Approve the return before marking it received.' });

    const approved = (await admin.gql(APPROVE, { id })).data!.approveReturn;
    expect(approved.returnRequest?.status).toBe('APPROVED');
    const approvedMail = await inbox.waitFor(order.email, new RegExp(`return for order ${order.orderNumber} is approved`));
    expect(approvedMail.text).toMatch(new RegExp(`write ${order.orderNumber} on the parcel`));
    expect(approvedMail.text).toContain('Kumbakonam');
    expect(approvedMail.html).toContain(`${shop.url}/order-summary/${order.id}`);

    const received = (await admin.gql(RECEIVE, { input: { returnId: id } })).data!.receiveReturn;
    expect(received.errors).toEqual([]);
    // Two of three units: 2 × ₹249.00 less their share of the ₹74.70 off (₹49.80) = ₹448.20.
    expect(received.returnRequest).toMatchObject({
      status: 'RECEIVED',
      resellable: true,
      refundAmount: { amount: 44820, formatted: '₹448.20' },
    });
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore + 2);

    await eventually(async () => (await admin.gql(ORDER_VIEW, { id: order.id })).data?.order?.returns[0]?.status === 'REFUNDED');
    const view = (await admin.gql(ORDER_VIEW, { id: order.id })).data!.order!;
    expect(view.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(view.refunds).toHaveLength(1);
    expect(view.refunds[0]).toMatchObject({ state: 'COMPLETED', amountMoney: { amount: 44820 } });
    const creditNote = view.refunds[0].creditNote!.number;
    expect(creditNote).toBeTruthy();

    const refundedMail = await inbox.waitFor(order.email, new RegExp(`Refund of ₹448.20 for your return from order ${order.orderNumber}`));
    expect(refundedMail.text).toContain('within 10 business days');
    expect(refundedMail.html).toContain('₹448.20');
    expect(refundedMail.attachments).toHaveLength(1);
    expect(await pdfText(new Uint8Array(refundedMail.attachments[0].content))).toContain(creditNote);
    // One e-mail for the refund: the return's, not a second plain notice.
    expect(
      inbox.messages.filter((mail) => (mail.subject ?? '').startsWith('Refund of') && mail.subject!.includes(order.orderNumber)),
    ).toHaveLength(1);

    // The last unit: ₹249.00 less the rest of the discount (₹74.70 − ₹49.80 = ₹24.90) = ₹224.10; three units give back ₹672.30 in all.
    const last = await ask({
      orderNumber: order.orderNumber,
      email: order.email,
      lines: [{ lineId: order.lineIds[0], quantity: 1 }],
      reason: 'CHANGED_MIND',
    });
    await admin.gql(APPROVE, { id: last.returnRequest!.id });
    await eventually(async () => (await admin.gql(ORDER_VIEW, { id: order.id })).data?.order?.refunds[0]?.state === 'COMPLETED');
    const unsold = (await admin.gql(RECEIVE, { input: { returnId: last.returnRequest!.id, resellable: false } })).data!.receiveReturn;
    expect(unsold.returnRequest).toMatchObject({ resellable: false, refundAmount: { amount: 22410, formatted: '₹224.10' } });
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore + 2);
    await eventually(async () => (await admin.gql(ORDER_VIEW, { id: order.id })).data?.order?.paymentStatus === 'PARTIALLY_REFUNDED');
  });

  it('rejects with a reason the shopper is told, and lets the units be asked for again', async () => {
    const order = await deliveredOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { deliveredMsAgo: DAY });
    const asked = await ask({
      orderNumber: order.orderNumber,
      email: order.email,
      lines: [{ lineId: order.lineIds[0], quantity: 1 }],
      reason: 'CHANGED_MIND',
    });
    const id = asked.returnRequest!.id;
    const blank = (await admin.gql(REJECT, { id, reason: '  ' })).data!.rejectReturn;
    expect(blank.errors[0]).toMatchObject({ code: 'VALIDATION', field: ['reason'] });
    const rejected = (await admin.gql(REJECT, { id, reason: 'The seal is broken and the bottle half used' })).data!.rejectReturn;
    expect(rejected.returnRequest).toMatchObject({ status: 'REJECTED', rejectionReason: 'The seal is broken and the bottle half used' });
    const mail = await inbox.waitFor(order.email, new RegExp(`return request for order ${order.orderNumber} was not accepted`));
    expect(mail.text).toContain('Why: The seal is broken and the bottle half used');
    expect(mail.html).toContain('The seal is broken');
    expect((await admin.gql(APPROVE, { id })).data!.approveReturn.errors[0]).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This return was rejected.',
    });
    const again = await ask({
      orderNumber: order.orderNumber,
      email: order.email,
      lines: [{ lineId: order.lineIds[0], quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(again.errors).toEqual([]);
  });
});

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

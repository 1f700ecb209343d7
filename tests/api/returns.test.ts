import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizeStock } from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import type { RequestReturnInput } from '../support/gql/graphql.js';
import { pdfText } from '../support/pdf-text.js';
import {
  APPROVE,
  askReturn,
  DAY,
  deliveredOrder as deliver,
  ORDER_VIEW,
  RECEIVE,
  REJECT,
  startReturnsShop,
  type ReturnsShop,
} from '../support/return-helpers.js';
import type { SmtpInbox } from '../support/smtp-inbox.js';
import { TEST_ADMIN, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * Returns as the shipping policy promises them: a shopper asks within 5 days of delivery (by order
 * number and e-mail), the owner approves and receives the parcel, the shop refunds what those
 * units cost (their share of the discount taken off) through the payment sandbox, puts them back
 * on their size's shelf and issues the credit note; every step's e-mail arrives over SMTP. A
 * rejected request tells the shopper why. What a shopper may ask: return-requests.test.ts.
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

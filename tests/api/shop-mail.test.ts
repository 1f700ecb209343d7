import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  adminClient,
  countRows,
  placeOrder,
  setSizeStock,
  settlePayment,
  CONFIRM_PAYMENT,
  SET_ORDER_STATUS,
  VALID_SHIPPING,
} from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { startTestShop, TEST_ADMIN, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * The e-mails a shop sends beyond shipping, received over SMTP as a mail client would: a refused
 * payment (with the way back to pay), a cancellation (and what happens to the money), low stock
 * for the owner, and the review request some days after delivery, in India's time. Each has an
 * HTML and a text part closing with the shop's details; the owner's switches in Settings hold.
 */
const MAIL_SETTINGS = graphql(`
  mutation ShopMailSettings($input: MailSettingsInput!) {
    updateMailSettings(input: $input) {
      settings {
        ownerNewOrder
        ownerLowStock
        ownerContactMessage
        reviewRequests
        reviewRequestDelayDays
      }
      errors {
        code
        field
        message
      }
    }
  }
`);
const SHIP = graphql(`
  mutation ShopMailShip($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      errors {
        message
      }
    }
  }
`);
const DELIVERED = graphql(`
  mutation ShopMailDelivered($id: ID!) {
    markOrderDelivered(id: $id) {
      errors {
        message
      }
    }
  }
`);
const REVIEW = graphql(`
  mutation ShopMailReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      errors {
        message
      }
    }
  }
`);
const REFUND = graphql(`
  mutation ShopMailRefund($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      errors {
        message
      }
    }
  }
`);
const CONTACT = graphql(`
  mutation ShopMailContact($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
    }
  }
`);

let inbox: SmtpInbox;
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({ SMTP_URL: inbox.url, MAIL_FROM: 'Herbal Roots <care@herbalroots.test>', PAYMENT_RECONCILE_SECONDS: '0' });
  admin = await adminClient(shop);
});
afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

/** Both parts close with who the shop is and how to reach it. */
function expectShopFooter(mail: ParsedMail) {
  for (const part of [mail.text ?? '', mail.html || '']) {
    expect(part).toContain('12 Temple Car Street, Kumbakonam, Tamil Nadu 612001, India');
    expect(part).toContain('GSTIN: 33AAHCH1234R1ZE');
    expect(part).toContain('care@herbalroots.in · +91 98400 12345');
  }
}

async function paidOrder(lines = [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]) {
  const client = shop.client();
  const { orderId, order } = await placeOrder(client, lines);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data?.confirmPayment.paid).toBe(true);
  return { orderId, orderNumber: order.orderNumber };
}

async function deliveredOrder(deliveredAt: string) {
  const order = await paidOrder([
    { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
    { productId: 'face-wash-3', size: '100ml', quantity: 1 },
  ]);
  expect(
    (await admin.gql(SHIP, { input: { orderId: order.orderId, carrier: 'DELHIVERY', trackingNumber: '1234567890123' } })).data?.shipOrder
      .errors,
  ).toEqual([]);
  expect((await admin.gql(DELIVERED, { id: order.orderId })).data?.markOrderDelivered.errors).toEqual([]);
  await shop.dataSource.query('UPDATE orders SET delivered_at = $2 WHERE id = $1', [order.orderId, deliveredAt]);
  return order;
}

/** One background pass at `now`: queue what is due, then send it. */
async function pass(now = new Date()) {
  await shop.services.mailJobs.run(now);
  await shop.services.mail.deliverPending();
}

const requestsFor = (orderId: string) => countRows(shop, 'mail_outbox', "kind = 'review-request' AND order_id = $1", [orderId]);

async function setMail(input: Record<string, boolean | number>) {
  const answer = (await admin.gql(MAIL_SETTINGS, { input })).data?.updateMailSettings;
  expect(answer?.errors).toEqual([]);
  return answer?.settings;
}

describe("the shopper's e-mails", () => {
  it('a refused payment says why, that nothing was taken, and links back to pay again', async () => {
    const client = shop.client();
    const { orderId, order } = await placeOrder(client, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    await settlePayment(shop, orderId, 'failed', { reason: 'declined' });
    expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data?.confirmPayment.paid).toBe(false);
    const mail = await inbox.waitFor(VALID_SHIPPING.email, new RegExp(`payment for order ${order.orderNumber} did not go through`));
    const retry = `${shop.url}/checkout?status=FAILED&merchantOrderId=${orderId}`;
    expect(mail.text).toContain('Your card was declined by the bank.');
    expect(mail.text).toContain(`Nothing was charged for order ${order.orderNumber}`);
    expect(mail.text).toContain(`Try the payment again: ${retry}`);
    expect(mail.html).toContain(`href="${retry.replace('&', '&#38;')}"`);
    expectShopFooter(mail);
    // Asking again sends nothing more.
    await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(1);
  });

  it('a cancelled order says whether the money comes back or nothing was charged', async () => {
    const paid = await paidOrder();
    expect((await admin.gql(SET_ORDER_STATUS, { id: paid.orderId, status: 'CANCELLED' })).data?.updateOrderStatus.errors).toEqual([]);
    const refunded = await inbox.waitFor(VALID_SHIPPING.email, new RegExp(`order ${paid.orderNumber} has been cancelled`));
    expect(refunded.text).toContain('we refund it in full to your original payment method, and it reaches you within 10 business days');
    expect(refunded.html).toContain('it will not be shipped');
    expectShopFooter(refunded);

    const unpaid = await placeOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    expect((await admin.gql(SET_ORDER_STATUS, { id: unpaid.orderId, status: 'CANCELLED' })).data?.updateOrderStatus.errors).toEqual([]);
    const free = await inbox.waitFor(VALID_SHIPPING.email, new RegExp(`order ${unpaid.order.orderNumber} has been cancelled`));
    expect(free.text).toContain('It was never paid, so nothing was charged.');
  });
});

describe("the owner's e-mails and switches", () => {
  it('low stock: a size falling below 10 is mailed once; switched off, nothing is sent', async () => {
    await setSizeStock(shop, 'face-wash-3', { '100ml': 11 });
    await placeOrder(shop.client(), [{ productId: 'face-wash-3', size: '100ml', quantity: 2 }]);
    await pass();
    const mail = await inbox.waitFor(TEST_ADMIN.email, /^Low stock: .*\(100ml\) has 9 left$/);
    expect(mail.text).toMatch(/Face Wash \(100ml\): 9 left/);
    expect(mail.text).toContain(`${shop.url}/admin/products`);
    expect(mail.html).toContain('9 left');
    expectShopFooter(mail);
    await pass();
    expect(inbox.messages.filter((message) => message.subject?.startsWith('Low stock:'))).toHaveLength(1);

    await setMail({ ownerLowStock: false });
    await setSizeStock(shop, 'face-wash-3', { '100ml': 10 });
    await placeOrder(shop.client(), [{ productId: 'face-wash-3', size: '100ml', quantity: 1 }]);
    await pass();
    const [{ unmailed }] = await shop.dataSource.query<Array<{ unmailed: number }>>(
      'SELECT count(*)::int AS unmailed FROM low_stock_alerts WHERE mailed_at IS NULL',
    );
    expect(unmailed).toBe(0);
    expect(await countRows(shop, 'mail_outbox', "kind = 'owner-low-stock'")).toBe(1);
    await setMail({ ownerLowStock: true });
  });

  it('new paid orders and contact messages stop reaching the owner when switched off', async () => {
    const settings = await setMail({ ownerNewOrder: false, ownerContactMessage: false });
    expect(settings).toMatchObject({ ownerNewOrder: false, ownerContactMessage: false, ownerLowStock: true, reviewRequests: true });
    const before = await countRows(shop, 'mail_outbox', "kind IN ('owner-new-order', 'contact-message')");
    const { orderNumber } = await paidOrder();
    await inbox.waitFor(VALID_SHIPPING.email, new RegExp(`${orderNumber} is confirmed`));
    const contact = { name: 'Kavya Rao', email: 'kavya@example.in', message: 'Do you ship to Goa?', website: '' };
    expect((await shop.client().gql(CONTACT, { input: contact })).data?.sendContactMessage.sent).toBe(true);
    expect(await countRows(shop, 'mail_outbox', "kind IN ('owner-new-order', 'contact-message')")).toBe(before);
    await setMail({ ownerNewOrder: true, ownerContactMessage: true });

    const refused = (await admin.gql(MAIL_SETTINGS, { input: { reviewRequestDelayDays: 0 } })).data?.updateMailSettings;
    expect(refused?.errors[0]).toMatchObject({ code: 'VALIDATION', message: 'Ask for reviews 1 to 30 days after delivery' });
  });
});

describe('the review request', () => {
  it('goes out at 10:00 India time on the third day after delivery, once, with a link per product', async () => {
    // Delivered at 23:45 IST on 1 December (18:15 UTC): due 4 December, 10:00 IST (04:30 UTC).
    const { orderId, orderNumber } = await deliveredOrder('2026-12-01T18:15:00Z');
    await pass(new Date('2026-12-04T04:29:00Z'));
    expect(await requestsFor(orderId)).toBe(0);
    await pass(new Date('2026-12-04T04:30:00Z'));
    expect(await requestsFor(orderId)).toBe(1);
    const mail = await inbox.waitFor(VALID_SHIPPING.email, new RegExp(`How are you finding your order ${orderNumber}`));
    const page = `${shop.url}/order-summary/${orderId}`;
    expect(mail.text).toMatch(new RegExp(`Review .*Hair Oil: ${page}#review-hair-oil-1`));
    expect(mail.text).toMatch(new RegExp(`Review .*Face Wash: ${page}#review-face-wash-3`));
    expect(mail.html).toContain(`href="${page}#review-face-wash-3"`);
    expectShopFooter(mail);
    await pass(new Date('2026-12-05T04:30:00Z'));
    expect(await requestsFor(orderId)).toBe(1);
  });

  it('follows the delay in Settings, and skips orders reviewed, refunded, or when switched off', async () => {
    await setMail({ reviewRequestDelayDays: 5 });
    const later = await deliveredOrder('2026-12-01T09:30:00Z');
    await pass(new Date('2026-12-05T04:30:00Z'));
    expect(await requestsFor(later.orderId)).toBe(0);
    await pass(new Date('2026-12-06T04:30:00Z'));
    expect(await requestsFor(later.orderId)).toBe(1);
    await setMail({ reviewRequestDelayDays: 3 });

    const reviewed = await deliveredOrder('2026-12-01T09:30:00Z');
    const review = { orderId: reviewed.orderId, productId: 'hair-oil-1', rating: 5, title: 'Lovely oil', body: 'My hair feels soft.' };
    expect((await shop.client().gql(REVIEW, { input: review })).data?.submitReview.errors).toEqual([]);
    const refunded = await deliveredOrder('2026-12-01T09:30:00Z');
    const refund = { orderId: refunded.orderId, amount: 100, reason: 'One bottle leaked' };
    expect((await admin.gql(REFUND, { input: refund })).data?.refundOrder.errors).toEqual([]);
    await setMail({ reviewRequests: false });
    const switchedOff = await deliveredOrder('2026-12-01T09:30:00Z');
    await pass(new Date('2026-12-04T05:00:00Z'));
    expect(await requestsFor(switchedOff.orderId)).toBe(0);
    await setMail({ reviewRequests: true });
    await pass(new Date('2026-12-04T05:00:00Z'));
    expect(await requestsFor(switchedOff.orderId)).toBe(1);
    expect(await requestsFor(reviewed.orderId)).toBe(0);
    expect(await requestsFor(refunded.orderId)).toBe(0);
  });
});

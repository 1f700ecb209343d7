import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_PAYMENT,
  placeOrder,
  SET_ORDER_STATUS,
  settlePayment,
  sizeStock,
  startAdminPaymentShop,
} from '../support/checkout-helpers.js';
import { PHONEPE_SANDBOX_PATH } from '@server/payments/payment-paths.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * Changes to an order between payment and shipping, as a shopper and an owner make them: the
 * shopper cancels (stock back, money back) or asks for another address; the owner corrects the
 * address and phone, writes a note, cancels some units with their money refunded and their stock
 * back. Each leaves an entry in the order's activity; refusals change nothing.
 */
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop({ LOG_LEVEL: 'silent' }));
  // The sandbox provider completes each refund and says so by its webhook, as PhonePe does.
  const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/refund-behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'complete', delayMs: 100 }),
  });
  expect(response.status).toBe(200);
  await response.body?.cancel();
});

/** The order as the owner sees it, once its refunds have all completed. */
async function onceRefunded(id: string) {
  let order = (await admin.gql(ORDER, { id })).data!.order!;
  await eventually(async () => {
    order = (await admin.gql(ORDER, { id })).data!.order!;
    return order.refunds.length > 0 && order.refunds.every((refund) => refund.state === 'COMPLETED');
  }, 20_000);
  // Read once more: the answer that saw the refunds complete may have read the order's own row
  // (its payment status) just before the refund's transaction committed.
  return (await admin.gql(ORDER, { id })).data!.order!;
}

afterAll(async () => {
  await shop?.close();
});

graphql(`
  fragment OrderChangesFields on Order {
    id
    orderNumber
    status
    paymentStatus
    refundedAmount
    shopperMayCancel
    phone
    address {
      street
      city
      state
      postalCode
    }
    lines {
      id
      quantity
      paidMoney {
        amount
      }
    }
  }
`);

const ORDER = graphql(`
  query OrderChangesOrder($id: ID!) {
    order(id: $id) {
      ...OrderChangesFields
      activity {
        kind
        by
        note
      }
      lines {
        id
        restockedQuantity
      }
      history {
        status
        changedBy
        note
      }
      refunds {
        amount
        state
        requestedBy
      }
      breakdown {
        refundedMoney {
          amount
        }
      }
    }
  }
`);

const SHOPPER_ORDER = graphql(`
  query OrderChangesShopperView($id: ID!) {
    order(id: $id) {
      ...OrderChangesFields
    }
  }
`);

const ACTIVITY_AS_SHOPPER = graphql(`
  query OrderChangesActivityAsShopper($id: ID!) {
    order(id: $id) {
      id
      activity {
        note
      }
    }
  }
`);

const CANCEL_MY_ORDER = graphql(`
  mutation OrderChangesCancelMine($order: ShopperOrderInput!, $reason: String) {
    cancelMyOrder(order: $order, reason: $reason) {
      order {
        ...OrderChangesFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const REQUEST_ADDRESS_CHANGE = graphql(`
  mutation OrderChangesRequestAddress($order: ShopperOrderInput!, $request: String!) {
    requestAddressChange(order: $order, request: $request) {
      order {
        id
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const CHANGE_CONTACT = graphql(`
  mutation OrderChangesContact($input: OrderContactInput!) {
    changeOrderContact(input: $input) {
      order {
        ...OrderChangesFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const ADD_NOTE = graphql(`
  mutation OrderChangesNote($orderId: ID!, $note: String!) {
    addOrderNote(orderId: $orderId, note: $note) {
      order {
        id
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const CANCELLATION_REFUND = graphql(`
  query OrderChangesCancellationRefund($id: ID!, $lines: [CancelOrderLineInput!]!) {
    order(id: $id) {
      cancellationRefund(lines: $lines) {
        amount
      }
    }
  }
`);

const CANCEL_LINES = graphql(`
  mutation OrderChangesCancelLines($orderId: ID!, $lines: [CancelOrderLineInput!]!) {
    cancelOrderLines(orderId: $orderId, lines: $lines) {
      order {
        ...OrderChangesFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const SHOPPER = { email: 'asha@example.in' };

async function paidOrder(quantity: number) {
  const client = shop.client();
  const { orderId } = await placeOrder(client, [{ productId: 'hair-oil-2', size: '100ml', quantity }]);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data!.confirmPayment.paid).toBe(true);
  const order = (await admin.gql(ORDER, { id: orderId })).data!.order!;
  return { id: orderId, orderNumber: order.orderNumber, order };
}

describe('the shopper, before the order ships', () => {
  it('cancels a paid order: Cancelled, its stock back on the shelf and its money refunded in full', async () => {
    const stockBefore = await sizeStock(shop, 'hair-oil-2', '100ml');
    const { id, orderNumber, order } = await paidOrder(2);
    expect(order.shopperMayCancel).toBe(true);
    expect(await sizeStock(shop, 'hair-oil-2', '100ml')).toBe(stockBefore - 2);

    const result = await shop
      .client()
      .gql(CANCEL_MY_ORDER, { order: { orderNumber, email: SHOPPER.email.toUpperCase() }, reason: 'Ordered twice' });
    expect(result.data!.cancelMyOrder.errors).toEqual([]);
    expect(result.data!.cancelMyOrder.order).toMatchObject({ status: 'CANCELLED', shopperMayCancel: false });
    expect(await sizeStock(shop, 'hair-oil-2', '100ml')).toBe(stockBefore);

    const paidPaise = order.lines.reduce((sum, line) => sum + line.paidMoney.amount, 0);
    const after = await onceRefunded(id);
    expect(after.refunds).toEqual([expect.objectContaining({ state: 'COMPLETED', requestedBy: 'customer' })]);
    expect(after.paymentStatus).toBe('REFUNDED');
    // Everything paid came back: the goods and the shipping.
    expect(after.breakdown.refundedMoney?.amount).toBeGreaterThan(paidPaise);
    expect(after.history.at(-1)).toMatchObject({
      status: 'CANCELLED',
      changedBy: 'customer',
      note: 'Cancelled by the shopper: Ordered twice',
    });
    expect(after.activity).toEqual([{ kind: 'CANCELLED_BY_SHOPPER', by: 'customer', note: 'Ordered twice' }]);
  });

  it('cannot cancel with another e-mail, nor once the order has shipped; nothing changes', async () => {
    const { id, orderNumber } = await paidOrder(1);
    const wrong = await shop.client().gql(CANCEL_MY_ORDER, { order: { orderNumber, email: 'someone.else@example.in' } });
    expect(wrong.data!.cancelMyOrder.errors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: ['order', 'orderNumber'] })]);

    expect((await admin.gql(SET_ORDER_STATUS, { id, status: 'SHIPPED' })).data!.updateOrderStatus.errors).toEqual([]);
    const shipped = await shop.client().gql(CANCEL_MY_ORDER, { order: { orderNumber, ...SHOPPER } });
    expect(shipped.data!.cancelMyOrder.errors).toEqual([
      expect.objectContaining({
        code: 'INVALID_STATE',
        message: 'This order has shipped, so it can no longer be cancelled: once it arrives you can ask for a return.',
      }),
    ]);
    const asked = await shop
      .client()
      .gql(REQUEST_ADDRESS_CHANGE, { order: { orderNumber, ...SHOPPER }, request: '22 Temple Street, Mysuru 570001' });
    expect(asked.data!.requestAddressChange.errors).toEqual([expect.objectContaining({ code: 'INVALID_STATE' })]);
    const after = (await admin.gql(ORDER, { id })).data!.order!;
    expect(after).toMatchObject({ status: 'SHIPPED', paymentStatus: 'PAID', activity: [], refunds: [] });
  });

  it('asks for another address: the owner reads it in the activity, the shopper cannot read the activity', async () => {
    const { id, orderNumber } = await paidOrder(1);
    const tooShort = await shop.client().gql(REQUEST_ADDRESS_CHANGE, { order: { orderNumber, ...SHOPPER }, request: 'Mysuru' });
    expect(tooShort.data!.requestAddressChange.errors).toEqual([
      expect.objectContaining({ code: 'VALIDATION', field: ['request'], message: 'Write the new address in at least 10 characters' }),
    ]);
    const asked = await shop.client().gql(REQUEST_ADDRESS_CHANGE, {
      order: { orderNumber, ...SHOPPER },
      request: '22 Temple Street, Mysuru 570001\nNear the bus stand',
    });
    expect(asked.data!.requestAddressChange.errors).toEqual([]);
    const seen = (await admin.gql(ORDER, { id })).data!.order!;
    expect(seen.activity).toEqual([
      { kind: 'ADDRESS_CHANGE_REQUESTED', by: 'customer', note: '22 Temple Street, Mysuru 570001\nNear the bus stand' },
    ]);
    const asShopper = await shop.client().gql(ACTIVITY_AS_SHOPPER, { id });
    expect(asShopper.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The address itself is the owner's to change.
    expect((await shop.client().gql(SHOPPER_ORDER, { id })).data!.order!.address.street).toBe('12 MG Road');
  });
});

describe('the owner, before the order ships', () => {
  it("corrects the address and phone by the checkout's rules, each change in the activity; a paid order's state stays", async () => {
    const { id } = await paidOrder(1);
    const contact = {
      orderId: id,
      street: '14 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      phone: '+91 99000 11223',
    };
    const badPin = await admin.gql(CHANGE_CONTACT, { input: { ...contact, postalCode: '5600' } });
    expect(badPin.data!.changeOrderContact.errors).toEqual([
      expect.objectContaining({ code: 'VALIDATION', field: ['input', 'postalCode'] }),
    ]);
    const otherState = await admin.gql(CHANGE_CONTACT, { input: { ...contact, state: 'Tamil Nadu' } });
    expect(otherState.data!.changeOrderContact.errors).toEqual([
      expect.objectContaining({
        code: 'INVALID_STATE',
        message: 'The tax invoice was issued for delivery in Karnataka: the state cannot change now.',
      }),
    ]);
    expect((await admin.gql(ORDER, { id })).data!.order!.activity).toEqual([]);

    const changed = await admin.gql(CHANGE_CONTACT, { input: contact });
    expect(changed.data!.changeOrderContact.errors).toEqual([]);
    expect(changed.data!.changeOrderContact.order).toMatchObject({
      phone: '+91 99000 11223',
      address: { street: '14 Residency Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560025' },
    });
    const noted = await admin.gql(ADD_NOTE, { orderId: id, note: 'Shopper called: leave with the security desk' });
    expect(noted.data!.addOrderNote.errors).toEqual([]);
    const empty = await admin.gql(ADD_NOTE, { orderId: id, note: '   ' });
    expect(empty.data!.addOrderNote.errors).toEqual([expect.objectContaining({ code: 'VALIDATION', field: ['note'] })]);
    expect((await admin.gql(ORDER, { id })).data!.order!.activity).toEqual([
      {
        kind: 'CONTACT_CHANGED',
        by: 'admin@herbal.test',
        note: 'Address: 12 MG Road → 14 Residency Road\nPIN code: 560001 → 560025\nPhone: +91 98765 43210 → +91 99000 11223',
      },
      { kind: 'NOTE', by: 'admin@herbal.test', note: 'Shopper called: leave with the security desk' },
    ]);
    // Shoppers cannot use the owner's changes.
    const asShopper = await shop.client().gql(ADD_NOTE, { orderId: id, note: 'hello' });
    expect(asShopper.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('cancels one of three units: that unit back in stock, what it cost refunded by the server, the rest still to ship', async () => {
    const stockBefore = await sizeStock(shop, 'hair-oil-2', '100ml');
    const { id, order } = await paidOrder(3);
    const [line] = order.lines;
    const unitPaise = line.paidMoney.amount / 3;
    // The owner's confirmation states the refund the server will make, before anything moves.
    const preview = await admin.gql(CANCELLATION_REFUND, { id, lines: [{ lineId: line.id, quantity: 1 }] });
    expect(preview.data?.order?.cancellationRefund.amount).toBe(unitPaise);
    expect(await sizeStock(shop, 'hair-oil-2', '100ml')).toBe(stockBefore - 3);
    const shopperAsks = await shop.client().gql(CANCELLATION_REFUND, { id, lines: [{ lineId: line.id, quantity: 1 }] });
    expect(shopperAsks.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const result = await admin.gql(CANCEL_LINES, { orderId: id, lines: [{ lineId: line.id, quantity: 1 }] });
    expect(result.data!.cancelOrderLines.errors).toEqual([]);
    expect(await sizeStock(shop, 'hair-oil-2', '100ml')).toBe(stockBefore - 2);
    const after = await onceRefunded(id);
    expect(after.refunds).toEqual([expect.objectContaining({ amount: unitPaise / 100, state: 'COMPLETED' })]);
    expect(after).toMatchObject({
      status: 'PROCESSING',
      paymentStatus: 'PARTIALLY_REFUNDED',
      lines: [{ quantity: 3, restockedQuantity: 1 }],
    });
    expect(after.breakdown.refundedMoney?.amount).toBe(unitPaise);
    expect(after.activity).toHaveLength(1);
    expect(after.activity[0]).toMatchObject({ kind: 'LINES_CANCELLED', by: 'admin@herbal.test' });
    expect(after.activity[0].note).toMatch(/^1 × .+ \(100ml\): ₹[\d,]+\.\d{2}\nRefunded ₹[\d,]+\.\d{2}$/);

    const everythingPreview = await admin.gql(CANCELLATION_REFUND, { id, lines: [{ lineId: line.id, quantity: 2 }] });
    expect(everythingPreview.errors?.[0]?.message).toBe('That is every unit left: cancel the whole order instead.');
    const everything = await admin.gql(CANCEL_LINES, { orderId: id, lines: [{ lineId: line.id, quantity: 2 }] });
    expect(everything.data!.cancelOrderLines.errors).toEqual([
      expect.objectContaining({ code: 'INVALID_STATE', message: 'That is every unit left: cancel the whole order instead.' }),
    ]);
    const tooMany = await admin.gql(CANCEL_LINES, { orderId: id, lines: [{ lineId: line.id, quantity: 5 }] });
    expect(tooMany.data!.cancelOrderLines.errors).toEqual([expect.objectContaining({ code: 'VALIDATION', field: ['lines'] })]);
    expect(await sizeStock(shop, 'hair-oil-2', '100ml')).toBe(stockBefore - 2);
  });
});

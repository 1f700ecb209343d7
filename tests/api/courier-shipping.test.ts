import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reattemptDays } from '@common/failed-delivery';
import { codSteps, ON, ONE_OIL } from '../support/cash-on-delivery.js';
import { adminClient, countRows, CONFIRM_PAYMENT, placeOrder, settlePayment, sizeStock } from '../support/checkout-helpers.js';
import { startCourierStandIn, STAND_IN_LOGIN, type CourierStandIn } from '../support/courier-stand-in.js';
import { graphql } from '../support/gql/gql.js';
import { APPROVE, askReturn } from '../support/return-helpers.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * Shipping through the courier aggregator, against a stand-in that answers as its documentation
 * says: the owner sees couriers with rates and days, books one, and the order ships with its air
 * waybill (the COD label asking for the order's total); the shopper's e-mail carries the AWB and
 * tracking link. A PIN code nobody delivers to, a 500 and a timeout each leave the order as it was.
 * Then the tracking webhook: a wrong key changes nothing, a repeated update counts once,
 * delivered delivers, a failed attempt reaches owner and shopper, a parcel back at the shop
 * cancels a COD order with its stock back.
 */
const QUOTE = graphql(`
  query CourierQuote($orderId: ID!, $parcel: ParcelInput) {
    courierQuote(orderId: $orderId, parcel: $parcel) {
      parcel {
        weightGrams
      }
      codAmount {
        amount
      }
      couriers {
        courierId
        name
        rate {
          amount
        }
        estimatedDays
        cod
      }
    }
  }
`);
const SHIP = graphql(`
  mutation CourierShip($input: ShipThroughCourierInput!) {
    shipThroughCourier(input: $input) {
      order {
        id
        status
        totalMoney {
          amount
        }
        shipment {
          carrier
          trackingNumber
          trackingUrl
          courierName
          throughCourierService
          codAmount {
            amount
          }
          pickupScheduledFor
          parcel {
            weightGrams
            lengthCm
          }
        }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);
const ORDER = graphql(`
  query CourierOrder($id: ID!) {
    order(id: $id) {
      orderNumber
      email
      lines {
        id
      }
      status
      refundDue
      shipment {
        courierStatus
        returnedToOriginAt
        failedDelivery {
          reason
          attempts
          outcome
        }
        trackingEvents {
          status
          activity
        }
      }
    }
  }
`);
const LABELS = graphql(`
  mutation CourierLabels($orderIds: [ID!]!) {
    courierLabels(orderIds: $orderIds) {
      url
      errors {
        code
        message
      }
    }
  }
`);
const FAILED = graphql(`
  query CourierFailedDeliveries {
    failedDeliveries {
      id
      shipment {
        failedDelivery {
          reason
        }
      }
    }
  }
`);
const ANSWER = graphql(`
  mutation CourierAnswer($input: AnswerFailedDeliveryInput!) {
    answerFailedDelivery(input: $input) {
      order {
        shipment {
          failedDelivery {
            outcome
          }
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

const PICKUP = graphql(`
  mutation CourierReturnPickup($returnId: ID!) {
    bookReturnPickup(returnId: $returnId) {
      returnRequest {
        status
        pickupAwb
        pickupCourier
        pickupLabelUrl
      }
      errors {
        code
        message
      }
    }
  }
`);

const SET_PARCEL = graphql(`
  mutation CourierSetSizeParcel($productId: ID!, $sizeId: ID!, $parcel: ParcelInput!) {
    setSizeParcel(productId: $productId, sizeId: $sizeId, parcel: $parcel) {
      parcel {
        weightGrams
      }
      errors {
        code
        field
        message
      }
    }
  }
`);
const SIZES = graphql(`
  query CourierSizes($id: ID!) {
    product(id: $id) {
      sizes {
        id
        label
        stock
        parcel {
          weightGrams
          heightCm
        }
      }
    }
  }
`);

const WEBHOOK_TOKEN = 'tracking-token-for-tests-0123456789';
const PARCEL = { weightGrams: 350, lengthCm: 15, breadthCm: 10, heightCm: 8 };

let inbox: SmtpInbox;
let standIn: CourierStandIn;
let shop: TestShop;
let admin: ShopClient;
const cod = codSteps(() => ({ shop, admin }));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  standIn = await startCourierStandIn();
  shop = await startTestShop({
    SMTP_URL: inbox.url,
    SHIPPING_PROVIDER: 'shiprocket',
    COURIER_SANDBOX: 'false',
    SHIPROCKET_API_URL: standIn.url,
    SHIPROCKET_EMAIL: STAND_IN_LOGIN.email,
    SHIPROCKET_PASSWORD: STAND_IN_LOGIN.password,
    SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    SHIPROCKET_PICKUP_LOCATION: 'Primary',
    SHIPROCKET_PICKUP_POSTCODE: '600001',
    SHIPROCKET_TIMEOUT_MS: '2000',
    // A pickup the aggregator refuses is asked again a second later, once.
    COURIER_PICKUP_RETRY_SECONDS: '1',
    COURIER_PICKUP_RETRIES: '1',
  });
  admin = await adminClient(shop);
  await cod.setCod(ON);
}, 60_000);

afterAll(async () => {
  await shop?.close();
  await standIn?.close();
  await inbox?.close();
});

async function paidOrder() {
  const client = shop.client();
  const { orderId, order } = await placeOrder(client, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data?.confirmPayment.paid).toBe(true);
  return { orderId, orderNumber: order.orderNumber };
}

async function codOrder(postalCode = '560001') {
  const placed = await cod.codOrder(ONE_OIL, cod.shopper({ postalCode }));
  expect(placed.errors).toEqual([]);
  const { orderNumber } = (await admin.gql(ORDER, { id: placed.order!.id })).data!.order!;
  return { ...placed.order!, orderNumber };
}

function sendUpdate(body: Record<string, unknown>, key: string | null = WEBHOOK_TOKEN) {
  return fetch(`${shop.url}/api/webhooks/courier-tracking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
    body: JSON.stringify(body),
  });
}

/** The tracking update as the aggregator posts it (its documented webhook body). */
function update(awb: string, status: string, shipmentStatusId: number, time: string, activity = status) {
  return {
    awb,
    courier_name: 'Delhivery Surface',
    current_status: status,
    current_status_id: shipmentStatusId,
    shipment_status: status,
    shipment_status_id: shipmentStatusId,
    current_timestamp: time,
    order_id: 'HB-1',
    sr_order_id: 348456385,
    awb_assigned_date: '2026-11-29 11:59:16',
    pickup_scheduled_date: '2026-11-30 10:00:00',
    etd: '2026-12-03 15:40:19',
    scans: [
      {
        date: '2026-11-29 11:59:16',
        status: 'X-UCI',
        activity: 'Manifested - Manifest uploaded',
        location: 'Chennai_Hub (Tamil Nadu)',
        'sr-status': '5',
        'sr-status-label': 'MANIFEST GENERATED',
      },
      {
        date: '2026-11-30 18:02:11',
        status: 'X-PPOM',
        activity,
        location: 'Bengaluru_Hub (Karnataka)',
        'sr-status': String(shipmentStatusId),
        'sr-status-label': status,
      },
    ],
    is_return: 0,
    channel_id: 3422553,
    pod_status: 'OTP Based Delivery',
    pod: 'Not Available',
  };
}

async function shipCod(postalCode = '560001') {
  const order = await codOrder(postalCode);
  const shipped = (await admin.gql(SHIP, { input: { orderId: order.id, parcel: PARCEL } })).data!.shipThroughCourier;
  expect(shipped.errors).toEqual([]);
  return { ...shipped.order!, orderNumber: order.orderNumber };
}

describe('booking a parcel with the courier aggregator', () => {
  it('offers the couriers that collect cash, cheapest first, with rates and days', async () => {
    const order = await codOrder();
    const quote = (await admin.gql(QUOTE, { orderId: order.id, parcel: PARCEL })).data!.courierQuote;
    expect(quote.codAmount?.amount).toBe(order.totalMoney.amount);
    expect(quote.couriers).toEqual([
      { courierId: 51, name: 'Xpressbees Surface', rate: { amount: 71_00 }, estimatedDays: 5, cod: true },
      { courierId: 10, name: 'Delhivery Surface', rate: { amount: 82_60 }, estimatedDays: 4, cod: true },
    ]);
    const asked = standIn.calls('courier/serviceability').at(-1)!;
    expect(asked.query).toMatchObject({ pickup_postcode: '600001', delivery_postcode: '560001', weight: '0.35', cod: '1' });
  });

  it('ships a COD order with its AWB, the label collecting the order total, and e-mails the tracking link', async () => {
    const order = await codOrder();
    const loginsBefore = standIn.calls('auth/login').length;
    const shipped = (await admin.gql(SHIP, { input: { orderId: order.id, courierId: 10, parcel: PARCEL } })).data!.shipThroughCourier;
    expect(shipped.errors).toEqual([]);
    const awb = shipped.order!.shipment!.trackingNumber;
    expect(shipped.order).toMatchObject({
      status: 'SHIPPED',
      shipment: {
        carrier: 'SHIPROCKET',
        courierName: 'Delhivery Surface',
        throughCourierService: true,
        trackingUrl: `https://shiprocket.co/tracking/${awb}`,
        codAmount: { amount: order.totalMoney.amount },
        pickupScheduledFor: '2026-11-30 10:00:00',
        parcel: { weightGrams: 350, lengthCm: 15 },
      },
    });
    const created = standIn.calls('orders/create/adhoc').at(-1)!.body;
    expect(created).toMatchObject({
      order_id: order.orderNumber,
      pickup_location: 'Primary',
      billing_customer_name: 'Asha',
      billing_pincode: '560001',
      billing_country: 'India',
      shipping_is_billing: true,
      payment_method: 'COD',
      sub_total: order.totalMoney.amount / 100,
      weight: 0.35,
      length: 15,
      breadth: 10,
      height: 8,
    });
    expect(String(created.billing_phone)).toMatch(/^\d{10}$/);
    expect(created.order_items).toEqual([
      { name: 'Bhringraj & Amla Hair Oil 100ml', sku: 'HAIR-OIL-1-100ML', units: 1, selling_price: 249 },
    ]);
    expect(standIn.calls('courier/assign/awb').at(-1)!.body).toMatchObject({ courier_id: 10 });
    expect(standIn.calls('courier/generate/pickup').at(-1)!.body).toEqual({ shipment_id: [expect.any(Number) as number] });
    // The token from the first login is reused.
    expect(standIn.calls('auth/login').length).toBe(loginsBefore);
    expect(standIn.calls('auth/login').length).toBe(1);

    const mail = await inbox.waitFor(created.billing_email as string, /is on its way/);
    expect(mail.text).toContain('Courier: Delhivery Surface');
    expect(mail.text).toContain(`Tracking number: ${awb}`);
    expect(mail.text).toContain(`https://shiprocket.co/tracking/${awb}`);
  });

  it('refuses a PIN code the aggregator does not serve, with nothing booked', async () => {
    const order = await codOrder('560002');
    standIn.answerServiceability({ status: 404, message: 'Delivery postcode not serviceable' }, 404);
    const before = standIn.calls('orders/create/adhoc').length;
    const refused = (await admin.gql(SHIP, { input: { orderId: order.id, parcel: PARCEL } })).data!.shipThroughCourier;
    expect(refused.errors).toEqual([
      {
        code: 'VALIDATION',
        field: null,
        message: 'The courier service cannot deliver to PIN code 560002 with cash on delivery.',
      },
    ]);
    // The other unserviceable shape: a 200 whose status is not 200.
    standIn.answerServiceability({ status: 422, message: 'No courier available' });
    expect((await admin.gql(QUOTE, { orderId: order.id, parcel: PARCEL })).data!.courierQuote.couriers).toEqual([]);
    expect(standIn.calls('orders/create/adhoc').length).toBe(before);
    expect((await admin.gql(ORDER, { id: order.id })).data!.order).toMatchObject({ status: 'PROCESSING', shipment: null });
  });

  it("promises delivery where the aggregator's couriers go, and none where they do not", async () => {
    const promise = async (pincode: string) =>
      (
        await shop
          .client()
          .gqlText('query ($pincode: String!) { deliveryPromise(pincode: $pincode) { deliverable cashOnDelivery deliveryDate message } }', {
            pincode,
          })
      ).data!.deliveryPromise as { deliverable: boolean; cashOnDelivery: boolean; deliveryDate: string | null; message: string };
    const before = standIn.calls('courier/serviceability').length;
    const served = await promise('560001');
    expect(served.deliverable).toBe(true);
    expect(served.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(standIn.calls('courier/serviceability').length).toBe(before + 1);
    expect(standIn.calls('courier/serviceability').at(-1)!.query).toMatchObject({ delivery_postcode: '560001' });

    // India Post knows both codes; the aggregator serves neither: no promise, whichever way it says so.
    standIn.answerServiceability({ status: 404, message: 'Delivery postcode not serviceable' }, 404);
    expect(await promise('560002')).toMatchObject({ deliverable: false, cashOnDelivery: false, deliveryDate: null });
    standIn.answerServiceability({ status: 422, message: 'No courier available' });
    expect(await promise('560002')).toMatchObject({ deliverable: false, deliveryDate: null });
  });

  it('leaves the order as it was when the aggregator answers 500', async () => {
    const order = await codOrder();
    standIn.failNext('orders/create/adhoc', 'error500');
    const refused = (await admin.gql(SHIP, { input: { orderId: order.id, parcel: PARCEL } })).data!.shipThroughCourier;
    expect(refused.errors).toEqual([
      {
        code: 'SHIPPING_PROVIDER_UNAVAILABLE',
        field: null,
        message: 'The courier service is not responding. Nothing was shipped or changed; please try again.',
      },
    ]);
    expect((await admin.gql(ORDER, { id: order.id })).data!.order).toMatchObject({ status: 'PROCESSING', shipment: null });
    expect(await countRows(shop, 'shipments', 'order_id = $1', [order.id])).toBe(0);
  });

  it('withdraws the booking and leaves the order as it was when assigning the AWB times out', async () => {
    const order = await codOrder();
    standIn.failNext('courier/assign/awb', 'timeout');
    const cancelsBefore = standIn.calls('orders/cancel').length;
    const refused = (await admin.gql(SHIP, { input: { orderId: order.id, parcel: PARCEL } })).data!.shipThroughCourier;
    expect(refused.errors[0]?.code).toBe('SHIPPING_PROVIDER_UNAVAILABLE');
    // A write is never retried: one AWB request, then the aggregator's order is withdrawn.
    const created = standIn.calls('orders/create/adhoc').at(-1)!;
    expect(created.body.order_id).toBe(order.orderNumber);
    expect(
      standIn
        .calls('orders/cancel')
        .slice(cancelsBefore)
        .map((call) => call.body),
    ).toEqual([{ ids: [expect.any(Number) as number] }]);
    expect((await admin.gql(ORDER, { id: order.id })).data!.order).toMatchObject({ status: 'PROCESSING', shipment: null });
  });

  it('asks for serviceability again once when the aggregator fails a read', async () => {
    const order = await codOrder();
    standIn.failNext('courier/serviceability', 'error500');
    const quote = (await admin.gql(QUOTE, { orderId: order.id, parcel: PARCEL })).data!.courierQuote;
    expect(quote.couriers.map((courier) => courier.courierId)).toEqual([51, 10]);
  });

  it('prints one PDF of labels for many parcels', async () => {
    const first = await shipCod();
    const second = await shipCod();
    const labels = (await admin.gql(LABELS, { orderIds: [first.id, second.id] })).data!.courierLabels;
    expect(labels.errors).toEqual([]);
    const asked = standIn.calls('courier/generate/label').at(-1)!.body.shipment_id as number[];
    expect(asked).toHaveLength(2);
    expect(labels.url).toBe(`https://labels.example.test/label-${asked.join('-')}.pdf`);
  });

  it("works the parcel out from each size's packed unit set in the admin", async () => {
    const sizes = (await admin.gql(SIZES, { id: 'hair-oil-1' })).data!.product!.sizes;
    const size = sizes.find((entry) => entry.label === '100ml')!;
    const refused = (
      await admin.gql(SET_PARCEL, {
        productId: 'hair-oil-1',
        sizeId: size.id,
        parcel: { weightGrams: 0, lengthCm: 6, breadthCm: 6, heightCm: 14 },
      })
    ).data!.setSizeParcel;
    expect(refused.errors).toEqual([{ code: 'VALIDATION', field: ['parcel'], message: "Enter the parcel's weight in grams, 1 to 50000" }]);
    const saved = (
      await admin.gql(SET_PARCEL, {
        productId: 'hair-oil-1',
        sizeId: size.id,
        parcel: { weightGrams: 180, lengthCm: 6, breadthCm: 6, heightCm: 14 },
      })
    ).data!.setSizeParcel;
    expect(saved).toEqual({ parcel: { weightGrams: 180 }, errors: [] });
    const after = (await shop.client().gql(SIZES, { id: 'hair-oil-1' })).data!.product!.sizes;
    // The stock and the other sizes are as they were.
    expect(after.map(({ id, label, stock }) => ({ id, label, stock }))).toEqual(
      sizes.map(({ id, label, stock }) => ({ id, label, stock })),
    );
    expect(after.find((entry) => entry.id === size.id)!.parcel).toEqual({ weightGrams: 180, heightCm: 14 });

    const placed = await cod.codOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 2 }], cod.shopper());
    const quote = (await admin.gql(QUOTE, { orderId: placed.order!.id })).data!.courierQuote;
    expect(quote.parcel).toEqual({ weightGrams: 360 });
    expect(standIn.calls('courier/serviceability').at(-1)!.query.weight).toBe('0.36');
  });

  it('refuses shipping a prepaid order before it is paid', async () => {
    const { orderId } = await placeOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    const refused = (await admin.gql(SHIP, { input: { orderId, parcel: PARCEL } })).data!.shipThroughCourier;
    expect(refused.errors[0]?.code).toBe('INVALID_STATE');
  });
});

describe('tracking updates from the aggregator', () => {
  it('refuses a wrong or missing x-api-key with 401 and changes nothing', async () => {
    const order = await shipCod();
    const awb = order.shipment!.trackingNumber;
    expect((await sendUpdate(update(awb, 'DELIVERED', 7, '01 12 2026 10:00:00'), 'wrong-key')).status).toBe(401);
    expect((await sendUpdate(update(awb, 'DELIVERED', 7, '01 12 2026 10:00:00'), null)).status).toBe(401);
    expect((await admin.gql(ORDER, { id: order.id })).data!.order!.status).toBe('SHIPPED');
    expect(await countRows(shop, 'courier_tracking_events', 'order_id = $1', [order.id])).toBe(0);
  });

  it('records each update once and delivers the order on DELIVERED, with the delivered e-mail', async () => {
    const order = await shipCod();
    const awb = order.shipment!.trackingNumber;
    const inTransit = await sendUpdate(update(awb, 'IN TRANSIT', 18, '30 11 2026 18:02:11', 'Shipment picked up'));
    expect(inTransit.status).toBe(200);
    expect(await inTransit.json()).toEqual({ status: 'ok', outcome: 'recorded' });
    const again = await sendUpdate(update(awb, 'IN TRANSIT', 18, '30 11 2026 18:02:11', 'Shipment picked up'));
    expect(await again.json()).toEqual({ status: 'ok', outcome: 'repeated' });
    expect((await admin.gql(ORDER, { id: order.id })).data!.order).toMatchObject({
      status: 'SHIPPED',
      shipment: { courierStatus: 'IN TRANSIT', trackingEvents: [{ status: 'IN TRANSIT', activity: 'Shipment picked up' }] },
    });

    await sendUpdate(update(awb, 'OUT FOR DELIVERY', 17, '01 12 2026 08:10:00'));
    await sendUpdate(update(awb, 'DELIVERED', 7, '01 12 2026 13:45:00', 'Delivered to consignee'));
    await sendUpdate(update(awb, 'DELIVERED', 7, '01 12 2026 13:45:00', 'Delivered to consignee'));
    const delivered = (await admin.gql(ORDER, { id: order.id })).data!.order!;
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.shipment!.trackingEvents.map((event) => event.status)).toEqual(['IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED']);
    expect(await countRows(shop, 'mail_outbox', "order_id = $1 AND kind = 'order-delivered'", [order.id])).toBe(1);
    // A parcel the shop does not know is acknowledged, so the aggregator stops sending it.
    expect(await (await sendUpdate(update('999999999999', 'DELIVERED', 7, '01 12 2026 13:45:00'))).json()).toEqual({
      status: 'ok',
      outcome: 'unknown_awb',
    });
  });

  it("tells the owner and the shopper of a failed attempt, and passes the owner's re-attempt to the courier", async () => {
    const order = await shipCod();
    const awb = order.shipment!.trackingNumber;
    await sendUpdate(update(awb, 'UNDELIVERED', 21, '01 12 2026 17:20:00', 'Consignee not available'));
    expect((await admin.gql(ORDER, { id: order.id })).data!.order!.shipment!.failedDelivery).toEqual({
      reason: 'Consignee not available',
      attempts: 1,
      outcome: null,
    });
    const listed = (await admin.gql(FAILED, {})).data!.failedDeliveries;
    expect(listed.find((entry) => entry.id === order.id)?.shipment?.failedDelivery?.reason).toBe('Consignee not available');
    const owner = await inbox.waitFor('admin@herbal.test', new RegExp(`Delivery failed for order ${order.orderNumber}`));
    expect(owner.text).toContain("Courier's reason: Consignee not available");
    const [shopperRow] = await shop.dataSource.query<Array<{ to_address: string; text_body: string }>>(
      `SELECT to_address, text_body FROM mail_outbox WHERE order_id = $1 AND kind = 'delivery-attempt-failed-1'`,
      [order.id],
    );
    expect(shopperRow.text_body).toContain('Choose a day in the next few days');

    const answered = (await admin.gql(ANSWER, { input: { orderId: order.id, answer: 'REATTEMPT', comment: 'Deliver after 6 pm' } })).data!
      .answerFailedDelivery;
    expect(answered.errors).toEqual([]);
    expect(answered.order!.shipment!.failedDelivery!.outcome).toBe('REATTEMPT');
    expect(standIn.calls(`ndr/${awb}/action`).map((call) => call.body)).toEqual([{ action: 're-attempt', comments: 'Deliver after 6 pm' }]);
    expect((await admin.gql(FAILED, {})).data!.failedDeliveries.some((entry) => entry.id === order.id)).toBe(false);
  });

  it('cancels a COD order returned to origin, its stock back and its invoice reversed', async () => {
    const order = await shipCod();
    const awb = order.shipment!.trackingNumber;
    const stockBefore = await sizeStock(shop, 'hair-oil-1', '100ml');
    await sendUpdate(update(awb, 'RTO INITIATED', 9, '02 12 2026 09:00:00'));
    expect((await admin.gql(ORDER, { id: order.id })).data!.order!.status).toBe('SHIPPED');
    await sendUpdate(update(awb, 'RTO DELIVERED', 10, '04 12 2026 15:00:00'));
    await sendUpdate(update(awb, 'RTO DELIVERED', 10, '04 12 2026 15:00:00'));
    const back = (await admin.gql(ORDER, { id: order.id })).data!.order!;
    expect(back.status).toBe('CANCELLED');
    expect(back.shipment!.returnedToOriginAt).not.toBeNull();
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore + 1);
    expect(await countRows(shop, 'tax_documents', "order_id = $1 AND kind = 'CREDIT_NOTE'", [order.id])).toBe(1);
  });

  it('marks a prepaid order returned to origin as owing its refund, for the owner to send', async () => {
    const { orderId } = await paidOrder();
    const shipped = (await admin.gql(SHIP, { input: { orderId, parcel: PARCEL } })).data!.shipThroughCourier;
    expect(shipped.errors).toEqual([]);
    expect(standIn.calls('orders/create/adhoc').at(-1)!.body.payment_method).toBe('Prepaid');
    const awb = shipped.order!.shipment!.trackingNumber;
    await sendUpdate(update(awb, 'RTO DELIVERED', 10, '04 12 2026 15:00:00'));
    expect((await admin.gql(ORDER, { id: orderId })).data!.order).toMatchObject({ status: 'SHIPPED', refundDue: true });
  });
});

describe('returns collected by the courier', () => {
  it('books a reverse pickup for an approved return and e-mails the shopper the return label', async () => {
    const order = await shipCod();
    await sendUpdate(update(order.shipment!.trackingNumber, 'DELIVERED', 7, '05 12 2026 12:00:00'));
    const delivered = (await admin.gql(ORDER, { id: order.id })).data!.order!;
    expect(delivered.status).toBe('DELIVERED');
    const asked = await askReturn(shop.client(), {
      orderNumber: order.orderNumber,
      email: delivered.email,
      lines: [{ lineId: delivered.lines[0].id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(asked.errors).toEqual([]);
    const returnId = asked.returnRequest!.id;
    const early = (await admin.gql(PICKUP, { returnId })).data!.bookReturnPickup;
    expect(early.errors).toEqual([{ code: 'INVALID_STATE', message: 'A pickup is booked for an approved return only.' }]);
    expect((await admin.gql(APPROVE, { id: returnId })).data!.approveReturn.errors).toEqual([]);

    const booked = (await admin.gql(PICKUP, { returnId })).data!.bookReturnPickup;
    expect(booked.errors).toEqual([]);
    const created = standIn.calls('orders/create/return').at(-1)!.body;
    expect(created).toMatchObject({
      pickup_customer_name: 'Asha',
      pickup_pincode: '560001',
      shipping_pincode: '600001',
      payment_method: 'Prepaid',
      sub_total: 249,
      order_items: [{ units: 1, selling_price: 249, sku: 'HAIR-OIL-1-100ML' }],
      weight: 0.35,
    });
    expect(standIn.calls('courier/assign/awb').at(-1)!.body).toMatchObject({ is_return: 1 });
    const pickup = booked.returnRequest!;
    expect(pickup).toMatchObject({ status: 'APPROVED', pickupCourier: 'Delhivery Surface' });
    expect(pickup.pickupLabelUrl).toMatch(/^https:\/\/labels\.example\.test\/label-\d+\.pdf$/);
    const mail = await inbox.waitFor(delivered.email, /A courier will collect your return/);
    expect(mail.text).toContain(`Tracking number: ${pickup.pickupAwb}`);
    expect(mail.html).toContain(`href="${pickup.pickupLabelUrl}"`);

    const again = (await admin.gql(PICKUP, { returnId })).data!.bookReturnPickup;
    expect(again.errors).toEqual([{ code: 'INVALID_STATE', message: 'A pickup is already booked for this return.' }]);
  });
});

const SHOPPER_ORDER = graphql(`
  query CourierShopperOrder($id: ID!) {
    order(id: $id) {
      orderNumber
      email
      deliveryAttemptFailure {
        reason
        attempts
        outcome
        reattemptOn
        reattemptDays
        mayReturn
      }
    }
  }
`);
const ANSWER_MINE = graphql(`
  mutation CourierAnswerMine($order: ShopperOrderInput!, $input: DeliveryAnswerInput!) {
    answerMyFailedDelivery(order: $order, input: $input) {
      order {
        deliveryAttemptFailure {
          outcome
          reattemptOn
          reattemptDays
        }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);
const OWNER_VIEW = graphql(`
  query CourierOwnerView($id: ID!) {
    order(id: $id) {
      activity {
        kind
        by
        note
      }
      shipment {
        pickupStatus
        pickupError
        pickupScheduledFor
        failedDelivery {
          outcome
          answeredBy
          reattemptOn
        }
      }
    }
  }
`);
const FAILED_JOBS = graphql(`
  query CourierFailedJobs {
    failedJobs {
      id
      type
      about
      attempts
      lastError
    }
  }
`);
const RUN_AGAIN = graphql(`
  mutation CourierRunJobAgain($id: ID!) {
    runJobAgain(id: $id) {
      errors {
        code
        message
      }
    }
  }
`);
const RETURN_PICKUP_STATUS = graphql(`
  query CourierReturnPickupStatus($id: ID!) {
    order(id: $id) {
      returns {
        id
        pickupStatus
        pickupScheduledFor
      }
    }
  }
`);

/** The first truthy answer of `check`, asked every 100 ms, or a failure after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A shipped COD order whose delivery just failed, as the courier reports it. */
async function failedCodDelivery(reason = 'Consignee not available') {
  const order = await shipCod();
  const awb = order.shipment!.trackingNumber;
  await sendUpdate(update(awb, 'UNDELIVERED', 21, '01 12 2026 17:20:00', reason));
  const { email } = (await admin.gql(ORDER, { id: order.id })).data!.order!;
  return { ...order, awb, email, which: { orderNumber: order.orderNumber, email } };
}

describe("the shopper's answer to a failed delivery", () => {
  it('e-mails a link to the order page, which takes a day and corrections once and passes them to the courier', async () => {
    const order = await failedCodDelivery();
    const mail = await inbox.waitFor(order.email, new RegExp(`We could not deliver your order ${order.orderNumber}`));
    expect(mail.text).toContain(`${shop.url}/order-summary/${order.id}#delivery`);
    expect(mail.text).not.toContain('reply to this e-mail');

    const shopper = shop.client();
    const seen = (await shopper.gql(SHOPPER_ORDER, { id: order.id })).data!.order!.deliveryAttemptFailure!;
    expect(seen).toMatchObject({ reason: 'Consignee not available', attempts: 1, outcome: null, mayReturn: true });
    expect(seen.reattemptDays).toEqual(reattemptDays());
    expect(seen.reattemptDays).toHaveLength(3);
    for (const day of seen.reattemptDays) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).not.toBe(0);

    const calls = () => standIn.calls(`ndr/${order.awb}/action`);
    const answer = (input: Record<string, unknown>, which = order.which) =>
      shopper.gql(ANSWER_MINE, { order: which, input: input as never }).then((result) => result.data!.answerMyFailedDelivery);
    // Refused, each with the words the form shows, and nothing sent or recorded.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    for (const day of [today, later, 'tomorrow', null]) {
      expect((await answer({ answer: 'REATTEMPT', reattemptOn: day })).errors).toEqual([
        {
          code: 'VALIDATION',
          field: ['input', 'reattemptOn'],
          message: 'Choose one of the next 3 working days (Monday to Saturday) for the courier to come again',
        },
      ]);
    }
    expect((await answer({ answer: 'REATTEMPT', reattemptOn: seen.reattemptDays[0], phone: '12345' })).errors).toEqual([
      {
        code: 'VALIDATION',
        field: ['input', 'phone'],
        message: 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9 (+91 optional)',
      },
    ]);
    expect(
      (await answer({ answer: 'REATTEMPT', reattemptOn: seen.reattemptDays[0], addressLine: 'Flat 4\nBlock B' })).errors[0],
    ).toMatchObject({
      code: 'VALIDATION',
      field: ['input', 'addressLine'],
    });
    expect(
      (await answer({ answer: 'REATTEMPT', reattemptOn: seen.reattemptDays[0] }, { ...order.which, email: 'someone@else.test' })).errors[0],
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(calls()).toEqual([]);
    expect((await admin.gql(OWNER_VIEW, { id: order.id })).data!.order!).toMatchObject({
      activity: [],
      shipment: { failedDelivery: { outcome: null, answeredBy: null } },
    });

    const day = seen.reattemptDays[1];
    const answered = await answer({
      answer: 'REATTEMPT',
      reattemptOn: day,
      addressLine: ' 12 Temple Street, Jayanagar ',
      landmark: 'Opposite the post office',
      phone: '+91 98765 43210',
    });
    expect(answered.errors).toEqual([]);
    expect(answered.order!.deliveryAttemptFailure).toEqual({ outcome: 'REATTEMPT', reattemptOn: day, reattemptDays: [] });
    expect(calls().map((call) => call.body)).toEqual([
      {
        action: 're-attempt',
        comments: `Customer asked to deliver again on ${day}`,
        deferred_date: day,
        address1: '12 Temple Street, Jayanagar',
        address2: 'Opposite the post office',
        phone: '9876543210',
      },
    ]);
    const owner = (await admin.gql(OWNER_VIEW, { id: order.id })).data!.order!;
    expect(owner.shipment!.failedDelivery).toEqual({ outcome: 'REATTEMPT', answeredBy: 'customer', reattemptOn: day });
    expect(owner.activity).toHaveLength(1);
    expect(owner.activity[0]).toMatchObject({ kind: 'FAILED_DELIVERY_ANSWERED', by: 'customer' });
    expect(owner.activity[0].note).toContain('Failed delivery 1: deliver again on');
    expect(owner.activity[0].note).toContain('Landmark: Opposite the post office');
    expect((await admin.gql(FAILED, {})).data!.failedDeliveries.some((entry) => entry.id === order.id)).toBe(false);

    // Once per attempt: a second answer, the shopper's or the owner's, changes nothing.
    expect((await answer({ answer: 'RETURN' })).errors).toEqual([
      { code: 'INVALID_STATE', field: null, message: 'This order has no failed delivery waiting for an answer.' },
    ]);
    const ownerAgain = (await admin.gql(ANSWER, { input: { orderId: order.id, answer: 'RETURN' } })).data!.answerFailedDelivery;
    expect(ownerAgain.errors[0]?.code).toBe('INVALID_STATE');
    expect(calls()).toHaveLength(1);

    // The next attempt fails too: it may be answered again, and a COD shopper may send it back.
    await sendUpdate(update(order.awb, 'UNDELIVERED', 21, '03 12 2026 16:05:00', 'Address incomplete'));
    const second = (await shopper.gql(SHOPPER_ORDER, { id: order.id })).data!.order!.deliveryAttemptFailure!;
    expect(second).toMatchObject({ reason: 'Address incomplete', attempts: 2, outcome: null, reattemptOn: null });
    expect((await admin.gql(OWNER_VIEW, { id: order.id })).data!.order!.shipment!.failedDelivery).toEqual({
      outcome: null,
      answeredBy: null,
      reattemptOn: null,
    });
    expect((await answer({ answer: 'RETURN' })).errors).toEqual([]);
    expect(calls().at(-1)!.body).toEqual({ action: 'return', comments: 'Customer asked to return the parcel to origin' });
  });

  it('lets a prepaid shopper only choose a day, and keeps the answer open when the courier service fails', async () => {
    const { orderId } = await paidOrder();
    const shipped = (await admin.gql(SHIP, { input: { orderId, parcel: PARCEL } })).data!.shipThroughCourier;
    const awb = shipped.order!.shipment!.trackingNumber;
    const { orderNumber, email } = (await admin.gql(ORDER, { id: orderId })).data!.order!;
    const which = { orderNumber, email };
    const shopper = shop.client();
    const answer = (input: Record<string, unknown>) =>
      shopper.gql(ANSWER_MINE, { order: which, input: input as never }).then((result) => result.data!.answerMyFailedDelivery);

    // Not in a failed delivery yet: nothing to answer.
    expect((await answer({ answer: 'REATTEMPT', reattemptOn: reattemptDays()[0] })).errors[0]?.code).toBe('INVALID_STATE');
    await sendUpdate(update(awb, 'UNDELIVERED', 21, '01 12 2026 12:00:00', 'Customer not reachable'));
    const seen = (await shopper.gql(SHOPPER_ORDER, { id: orderId })).data!.order!.deliveryAttemptFailure!;
    expect(seen.mayReturn).toBe(false);
    expect((await answer({ answer: 'RETURN' })).errors).toEqual([
      {
        code: 'VALIDATION',
        field: ['input', 'answer'],
        message: 'A prepaid parcel can only be delivered again: choose a day for the courier',
      },
    ]);

    standIn.failNext(`ndr/${awb}/action`, 'error500');
    const failed = await answer({ answer: 'REATTEMPT', reattemptOn: seen.reattemptDays[0] });
    expect(failed.errors[0]?.code).toBe('SHIPPING_PROVIDER_UNAVAILABLE');
    expect((await admin.gql(OWNER_VIEW, { id: orderId })).data!.order!).toMatchObject({
      activity: [],
      shipment: { failedDelivery: { outcome: null, answeredBy: null, reattemptOn: null } },
    });
    expect((await answer({ answer: 'REATTEMPT', reattemptOn: seen.reattemptDays[0] })).errors).toEqual([]);
    expect(standIn.calls(`ndr/${awb}/action`).at(-1)!.body).toEqual({
      action: 're-attempt',
      comments: `Customer asked to deliver again on ${seen.reattemptDays[0]}`,
      deferred_date: seen.reattemptDays[0],
    });
  });

  it('lets the owner answer for the shopper with a day and a corrected phone, refusing a day not offered', async () => {
    const order = await failedCodDelivery('Customer wants delivery later');
    const refused = (await admin.gql(ANSWER, { input: { orderId: order.id, answer: 'REATTEMPT', reattemptOn: '2020-01-01' } })).data!
      .answerFailedDelivery;
    expect(refused.errors[0]).toMatchObject({ code: 'VALIDATION' });
    const day = reattemptDays()[2];
    const answered = (await admin.gql(ANSWER, { input: { orderId: order.id, answer: 'REATTEMPT', reattemptOn: day, phone: '9123456780' } }))
      .data!.answerFailedDelivery;
    expect(answered.errors).toEqual([]);
    expect(standIn.calls(`ndr/${order.awb}/action`).map((call) => call.body)).toEqual([
      { action: 're-attempt', comments: `Seller asked to deliver again on ${day}`, deferred_date: day, phone: '9123456780' },
    ]);
    const owner = (await admin.gql(OWNER_VIEW, { id: order.id })).data!.order!;
    expect(owner.shipment!.failedDelivery).toEqual({ outcome: 'REATTEMPT', answeredBy: 'admin@herbal.test', reattemptOn: day });
    expect(owner.activity.map((entry) => entry.by)).toEqual(['admin@herbal.test']);
  });
});

describe('booking the courier pickup again when the aggregator fails', () => {
  it('ships the order with its pickup pending and books it by a job once the aggregator answers', async () => {
    const order = await codOrder();
    const before = standIn.calls('courier/generate/pickup').length;
    // The booking's own try and the job's first run fail; the job's retry is answered.
    standIn.failNext('courier/generate/pickup', 'error500');
    standIn.failNext('courier/generate/pickup', 'timeout');
    const shipped = (await admin.gql(SHIP, { input: { orderId: order.id, parcel: PARCEL } })).data!.shipThroughCourier;
    expect(shipped.errors).toEqual([]);
    expect(shipped.order).toMatchObject({ status: 'SHIPPED', shipment: { pickupScheduledFor: null } });
    expect((await admin.gql(OWNER_VIEW, { id: order.id })).data!.order!.shipment).toMatchObject({
      pickupStatus: 'PENDING',
      pickupError: 'The courier service did not answer.',
    });
    const booked = await eventually(async () => {
      const shipment = (await admin.gql(OWNER_VIEW, { id: order.id })).data!.order!.shipment!;
      return shipment.pickupStatus === 'BOOKED' && shipment;
    });
    expect(booked).toMatchObject({ pickupScheduledFor: '2026-11-30 10:00:00', pickupError: null });
    const asked = standIn.calls('courier/generate/pickup').slice(before);
    expect(asked).toHaveLength(3);
    expect(new Set(asked.map((call) => JSON.stringify(call.body))).size).toBe(1);
  });

  it('lists a pickup that kept failing for the owner, who runs it again from the failed jobs', async () => {
    const order = await codOrder();
    for (let i = 0; i < 3; i += 1) standIn.failNext('courier/generate/pickup', 'error500');
    const shipped = (await admin.gql(SHIP, { input: { orderId: order.id, parcel: PARCEL } })).data!.shipThroughCourier;
    expect(shipped.errors).toEqual([]);
    await eventually(async () => (await admin.gql(OWNER_VIEW, { id: order.id })).data!.order!.shipment!.pickupStatus === 'FAILED');
    const job = await eventually(async () =>
      (await admin.gql(FAILED_JOBS, {})).data!.failedJobs.find((entry) => entry.about === `Courier pickup of ${order.orderNumber}`),
    );
    expect(job).toMatchObject({ type: 'fulfilment.book-pickup', attempts: 2 });
    expect(job.lastError).toContain('not responding');

    expect((await admin.gql(RUN_AGAIN, { id: job.id })).data!.runJobAgain.errors).toEqual([]);
    const booked = await eventually(async () => {
      const shipment = (await admin.gql(OWNER_VIEW, { id: order.id })).data!.order!.shipment!;
      return shipment.pickupStatus === 'BOOKED' && shipment;
    });
    expect(booked.pickupScheduledFor).toBe('2026-11-30 10:00:00');
    expect((await admin.gql(FAILED_JOBS, {})).data!.failedJobs.some((entry) => entry.id === job.id)).toBe(false);
  });

  it("books a return's reverse pickup by a job when the aggregator fails it", async () => {
    const order = await shipCod();
    await sendUpdate(update(order.shipment!.trackingNumber, 'DELIVERED', 7, '06 12 2026 12:00:00'));
    const delivered = (await admin.gql(ORDER, { id: order.id })).data!.order!;
    const asked = await askReturn(shop.client(), {
      orderNumber: order.orderNumber,
      email: delivered.email,
      lines: [{ lineId: delivered.lines[0].id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    const returnId = asked.returnRequest!.id;
    expect((await admin.gql(APPROVE, { id: returnId })).data!.approveReturn.errors).toEqual([]);
    standIn.failNext('courier/generate/pickup', 'error500');
    const booked = (await admin.gql(PICKUP, { returnId })).data!.bookReturnPickup;
    expect(booked.errors).toEqual([]);
    expect(booked.returnRequest!.pickupAwb).toBeTruthy();
    const pickupOf = async () =>
      (await admin.gql(RETURN_PICKUP_STATUS, { id: order.id })).data!.order!.returns.find((entry) => entry.id === returnId)!;
    expect((await pickupOf()).pickupStatus).toBe('PENDING');
    const done = await eventually(async () => {
      const pickup = await pickupOf();
      return pickup.pickupStatus === 'BOOKED' && pickup;
    });
    expect(done.pickupScheduledFor).toBe('2026-11-30 10:00:00');
  });
});

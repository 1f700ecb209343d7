import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, countRows, placeOrder, settlePayment, CONFIRM_PAYMENT, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { pdfText } from '../support/pdf-text.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { startTestShop, TEST_ADMIN, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * Shipping as the owner and the shopper meet it: the owner ships a paid order with its courier
 * and tracking number, the shopper's e-mail (received over SMTP) holds the courier's tracking
 * link, and the order's pages show it; a number in another courier's format, an unpaid order and
 * a shopper trying it are refused with nothing changed. Delivered records when, and the e-mail
 * says until when a return can be asked.
 */
const SHIP = graphql(`
  mutation ShippingShip($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      order {
        id
        status
        shipment {
          carrier
          carrierName
          trackingNumber
          trackingUrl
          shippedAt
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
const DELIVERED = graphql(`
  mutation ShippingDelivered($id: ID!) {
    markOrderDelivered(id: $id) {
      order {
        status
        deliveredAt
      }
      errors {
        code
        message
      }
    }
  }
`);
const TRACK = graphql(`
  query ShippingTrack($orderNumber: String!, $email: String!) {
    trackOrder(orderNumber: $orderNumber, email: $email) {
      status
      shipment {
        carrierName
        trackingNumber
        trackingUrl
      }
    }
  }
`);

let inbox: SmtpInbox;
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({ SMTP_URL: inbox.url, MAIL_FROM: 'Herbal Roots <care@herbalroots.test>' });
  admin = await adminClient(shop);
});
afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

async function paidOrder(): Promise<{ orderId: string; orderNumber: string }> {
  const client = shop.client();
  const { orderId, order } = await placeOrder(client, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data?.confirmPayment.paid).toBe(true);
  return { orderId, orderNumber: order.orderNumber };
}

describe('shipping an order', () => {
  it('records the courier, e-mails the tracking link and shows it on the track-order page', async () => {
    const { orderId, orderNumber } = await paidOrder();
    // The confirmation still carries the GST invoice PDF.
    const confirmation = await inbox.waitFor(VALID_SHIPPING.email, new RegExp(`${orderNumber} is confirmed`));
    expect(confirmation.attachments).toHaveLength(1);
    expect(await pdfText(new Uint8Array(confirmation.attachments[0].content))).toContain(orderNumber);
    // The owner hears of it at the notification address (Settings; by default the admin's e-mail).
    const notice = await inbox.waitFor(TEST_ADMIN.email, new RegExp(`New paid order ${orderNumber}`));
    expect(notice.text).toContain(`Customer: Asha Verma`);
    expect(notice.text).toContain(`${shop.url}/admin/orders`);
    expect(notice.html).toContain('Hair Oil');

    const shipped = (await admin.gql(SHIP, { input: { orderId, carrier: 'DELHIVERY', trackingNumber: ' 1234 5678 90123 ' } })).data
      ?.shipOrder;
    expect(shipped?.errors).toEqual([]);
    expect(shipped?.order).toMatchObject({
      status: 'SHIPPED',
      shipment: {
        carrier: 'DELHIVERY',
        carrierName: 'Delhivery',
        trackingNumber: '1234567890123',
        trackingUrl: 'https://www.delhivery.com/track/package/1234567890123',
      },
    });

    const mail = await inbox.waitFor(VALID_SHIPPING.email, new RegExp(`${orderNumber} is on its way`));
    expect(mail.from?.text).toContain('care@herbalroots.test');
    expect(mail.text).toContain('Courier: Delhivery');
    expect(mail.text).toContain('Tracking number: 1234567890123');
    expect(mail.text).toContain('https://www.delhivery.com/track/package/1234567890123');
    expect(mail.text).toContain(`${shop.url}/order-summary/${orderId}`);
    expect(mail.html).toContain('href="https://www.delhivery.com/track/package/1234567890123"');
    expect(mail.html).toContain('Hair Oil');

    const tracked = (await shop.client().gql(TRACK, { orderNumber, email: VALID_SHIPPING.email })).data?.trackOrder;
    expect(tracked).toMatchObject({ status: 'SHIPPED', shipment: { carrierName: 'Delhivery', trackingNumber: '1234567890123' } });

    const again = (await admin.gql(SHIP, { input: { orderId, carrier: 'DTDC', trackingNumber: 'D12345678' } })).data?.shipOrder;
    expect(again?.errors[0]).toMatchObject({ code: 'INVALID_STATE', message: 'This order has already shipped.' });
  });

  it("refuses a number in another courier's format, an unpaid order and a shopper, changing nothing", async () => {
    const { orderId } = await paidOrder();
    const before = await countRows(shop, 'order_status_changes', 'order_id = $1', [orderId]);
    const wrong = (await admin.gql(SHIP, { input: { orderId, carrier: 'BLUE_DART', trackingNumber: 'EE123456789IN' } })).data?.shipOrder;
    expect(wrong?.errors[0]).toMatchObject({
      code: 'VALIDATION',
      field: ['input', 'trackingNumber'],
      message: 'A Blue Dart tracking number is 11 digits',
    });
    const header = (await admin.gql(SHIP, { input: { orderId, carrier: 'OTHER', trackingNumber: 'AB12\r\nBcc: x@y.in' } })).data?.shipOrder;
    expect(header?.errors[0]?.code).toBe('VALIDATION');

    const unpaid = await placeOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    const early = (await admin.gql(SHIP, { input: { orderId: unpaid.orderId, carrier: 'INDIA_POST', trackingNumber: 'EE123456789IN' } }))
      .data?.shipOrder;
    expect(early?.errors[0]).toMatchObject({ code: 'INVALID_STATE', message: 'Only an order in Processing (paid) can be shipped.' });

    const shopper = await shop.client().gql(SHIP, { input: { orderId, carrier: 'INDIA_POST', trackingNumber: 'EE123456789IN' } });
    expect(shopper.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    expect(await countRows(shop, 'order_status_changes', 'order_id = $1', [orderId])).toBe(before);
    const [row]: Array<{ n: number }> = await shop.dataSource.query('SELECT count(*)::int AS n FROM shipments WHERE order_id = $1', [
      orderId,
    ]);
    expect(row.n).toBe(0);
  });
});

describe('delivering an order', () => {
  it('records when, and e-mails until when a return can be asked', async () => {
    const { orderId, orderNumber } = await paidOrder();
    const early = (await admin.gql(DELIVERED, { id: orderId })).data?.markOrderDelivered;
    expect(early?.errors[0]).toMatchObject({ code: 'INVALID_STATE', message: 'Only a shipped order can be marked Delivered.' });

    await admin.gql(SHIP, { input: { orderId, carrier: 'INDIA_POST', trackingNumber: 'EE123456789IN' } });
    const before = Date.now();
    const delivered = (await admin.gql(DELIVERED, { id: orderId })).data?.markOrderDelivered;
    expect(delivered?.errors).toEqual([]);
    expect(delivered?.order?.status).toBe('DELIVERED');
    expect(Date.parse(delivered!.order!.deliveredAt!)).toBeGreaterThanOrEqual(before - 1000);

    const mail = await inbox.waitFor(VALID_SHIPPING.email, new RegExp(`${orderNumber} has been delivered`));
    const until = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.parse(delivered!.order!.deliveredAt!) + 5 * 86_400_000),
    );
    expect(mail.text).toContain(`you can ask for a return until ${until}`);
    expect(mail.html).toContain(`you can ask for a return until ${until}`);
    expect(mail.text).toContain('5-day return window after receiving an item');
    // The return is asked for on the order's page, where its form is: the link opens it there.
    expect(mail.text).toMatch(new RegExp(`Ask for a return: \\S+/order-summary/${orderId}#returns`));
    expect(mail.html).toContain(`/order-summary/${orderId}#returns`);
    expect(mail.text).not.toContain('write to us');
  });
});

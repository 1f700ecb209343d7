import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_PAYMENT, placeOrder, settlePayment, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

const TRACK = graphql(`
  query OrderTrackingTrack($orderNumber: String!, $email: String!) {
    trackOrder(orderNumber: $orderNumber, email: $email) {
      id
      orderNumber
      status
      paymentStatus
      total
      lines {
        name
        quantity
      }
    }
  }
`);

let shop: TestShop;

async function placed(client = shop.client()): Promise<{ orderId: string; orderNumber: string }> {
  const result = await placeOrder(client);
  return { orderId: result.orderId, orderNumber: result.order.orderNumber };
}

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

describe('order tracking without an account', () => {
  it('finds an order by its HB- number and the e-mail it was placed with, whatever the case and spacing', async () => {
    const { orderId, orderNumber } = await placed();
    const client = shop.client();
    const found = await client.gql(TRACK, { orderNumber: ` ${orderNumber.toLowerCase()} `, email: ' ASHA@example.in ' });
    expect(found.errors).toBeUndefined();
    expect(found.data!.trackOrder).toMatchObject({
      id: orderId,
      orderNumber: orderNumber,
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });
    const bare = await client.gql(TRACK, { orderNumber: orderNumber.replace('HB-', ''), email: VALID_SHIPPING.email });
    expect(bare.data!.trackOrder?.id).toBe(orderId);
  });

  it('answers a wrong number and a wrong e-mail the same way: null, no error', async () => {
    const { orderNumber } = await placed();
    const client = shop.client();
    const wrongEmail = await client.gql(TRACK, { orderNumber: orderNumber, email: 'someone.else@example.in' });
    const wrongNumber = await client.gql(TRACK, { orderNumber: 'HB-999999', email: VALID_SHIPPING.email });
    const nonsense = await client.gql(TRACK, { orderNumber: "1' OR '1'='1", email: VALID_SHIPPING.email });
    for (const result of [wrongEmail, wrongNumber, nonsense]) {
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ trackOrder: null });
    }
  });

  it('the confirmation e-mail links to tracking with the order number', async () => {
    const client = shop.client();
    const { orderId, orderNumber } = await placed(client);
    await settlePayment(shop, orderId, 'success');
    const confirmed = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(confirmed.errors).toBeUndefined();
    const [mail] = await shop.dataSource.query<Array<{ text_body: string; html_body: string }>>(
      `SELECT text_body, html_body FROM mail_outbox WHERE kind = 'order-confirmation' AND order_id = $1`,
      [orderId],
    );
    const link = `${shop.url}/track-order?order=${orderNumber}`;
    expect(mail.text_body).toContain(`Or track it with your order number and this e-mail address: ${link}`);
    expect(mail.html_body).toContain(`href="${link}"`);
  });

  it('throttles guessing for one e-mail address', async () => {
    const client = shop.client();
    let limited = null;
    for (let attempt = 0; attempt < 12 && !limited; attempt += 1) {
      const result = await client.gql(TRACK, { orderNumber: `HB-${100500 + attempt}`, email: 'target@example.in' });
      if (result.errors) limited = result.errors[0];
    }
    expect(limited?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('never locks the real shopper out: wrong guesses from strangers leave the right number and e-mail answered', async () => {
    const { orderId, orderNumber } = await placed();
    const stranger = (ip: string) => {
      const client = shop.client();
      client.headers['x-forwarded-for'] = ip;
      return client;
    };
    let refused = 0;
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const result = await stranger(`198.51.100.${1 + (attempt % 3)}`).gql(TRACK, {
        orderNumber: `HB-${200500 + attempt}`,
        email: VALID_SHIPPING.email,
      });
      if (result.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS') refused += 1;
    }
    // The e-mail's wrong guesses ran out, from every address...
    expect(refused).toBeGreaterThan(0);
    // ...yet the shopper, from their own address, is answered at once.
    const shopper = stranger('192.0.2.50');
    const found = await shopper.gql(TRACK, { orderNumber, email: VALID_SHIPPING.email });
    expect(found.errors).toBeUndefined();
    expect(found.data?.trackOrder?.id).toBe(orderId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, CONFIRM_PAYMENT, createOrder, settlePayment, startPaymentShop, userClient } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * A signed-in shopper's rights over their data: a separate consent to marketing e-mails (off until
 * given, recorded with its time, withdrawn by one click from an e-mail), their data as JSON, and
 * deleting their account, after which nothing the owner sees (orders, customers, search, the
 * orders CSV, the inbox) names them, while the GST invoice issued to them stays as issued.
 */
let shop: TestShop;
let admin: ShopClient;
let priya: ShopClient;
const EMAIL = 'priya.nair@example.in';
const PASSWORD = 'shopper-password-1';

const SHIPPING = {
  firstName: 'Priya',
  lastName: 'Nair',
  email: EMAIL,
  phone: '+91 94470 11223',
  address: '7 Rose Lane',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682001',
  country: 'India',
};

beforeAll(async () => {
  ({ shop } = await startPaymentShop());
  admin = await adminClient(shop);
  priya = await userClient(shop, EMAIL);
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

const CONSENT = graphql(`
  query MyMarketingConsent {
    marketingConsent {
      consented
      consentedAt
      withdrawnAt
    }
  }
`);
const SET_CONSENT = graphql(`
  mutation SetMyMarketingConsent($consent: Boolean!) {
    setMarketingConsent(consent: $consent) {
      marketingConsent {
        consented
        consentedAt
      }
      errors {
        code
      }
    }
  }
`);
const DELETE = graphql(`
  mutation EraseMe($password: String!) {
    deleteAccount(password: $password) {
      deleted
      errors {
        code
        message
      }
    }
  }
`);
const OWNER_VIEW = graphql(`
  query OwnerSeesPriya($search: String) {
    orders(filter: { search: $search }, offset: 0, limit: 20) {
      items {
        id
        customerName
        email
      }
    }
    customers(search: $search, offset: 0, limit: 20) {
      items {
        name
        email
      }
    }
  }
`);
const ORDERS_CSV = graphql(`
  query PriyaCsv($from: String!, $to: String!) {
    ordersCsv(from: $from, to: $to)
  }
`);
const CONTACT = graphql(`
  mutation PriyaWrites($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
    }
  }
`);

async function paidOrder(): Promise<string> {
  const created = await createOrder(priya, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { shipping: SHIPPING });
  const orderId = created.data?.createOrder.order?.id;
  if (!orderId) throw new Error(`order refused: ${JSON.stringify(created.data?.createOrder.errors ?? created.errors)}`);
  await settlePayment(shop, orderId, 'success');
  expect((await priya.gql(CONFIRM_PAYMENT, { orderId })).data?.confirmPayment.paid).toBe(true);
  return orderId;
}

describe('marketing consent', () => {
  it('is off until the shopper gives it, is recorded with its time, and one click in an e-mail withdraws it', async () => {
    expect((await priya.gql(CONSENT)).data?.marketingConsent).toEqual({ consented: false, consentedAt: null, withdrawnAt: null });
    const given = (await priya.gql(SET_CONSENT, { consent: true })).data?.setMarketingConsent.marketingConsent;
    expect(given?.consented).toBe(true);
    expect(Math.abs(Date.parse(given!.consentedAt!) - Date.now())).toBeLessThan(60_000);

    const [{ marketing_token: token }] = await shop.dataSource.query<Array<{ marketing_token: string }>>(
      'SELECT marketing_token FROM users WHERE email = $1',
      [EMAIL],
    );
    // Mail programs' one-click button posts to the link, without cookies.
    const clicked = await fetch(`${shop.url}/api/marketing/unsubscribe?token=${token}`, { method: 'POST' });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain('You are unsubscribed');
    const after = (await priya.gql(CONSENT)).data?.marketingConsent;
    expect(after).toMatchObject({ consented: false, consentedAt: null });
    expect(after?.withdrawnAt).not.toBeNull();
    expect((await fetch(`${shop.url}/api/marketing/unsubscribe?token=not-a-token`)).status).toBe(400);
    // Only a signed-in shopper has a consent to give.
    expect((await shop.client().gql(SET_CONSENT, { consent: true })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the shopper’s data and its erasure', () => {
  let orderId: string;

  it('downloads their account, addresses and orders as JSON', async () => {
    orderId = await paidOrder();
    const response = await priya.fetch('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"');
    const data = (await response.json()) as {
      account: { email: string };
      orders: Array<{ first_name: string; city: string; lines: unknown[] }>;
    };
    expect(data.account.email).toBe(EMAIL);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ first_name: 'Priya', city: 'Kochi', lines: [{ size: '100ml', quantity: 1 }] });
    expect((await shop.client().fetch('/api/account/export')).status).toBe(401);
  });

  it('refuses to erase while an order is on its way, then erases everything the owner could see but the invoice', async () => {
    await priya.gql(CONTACT, { input: { name: 'Priya Nair', email: EMAIL, message: 'Please send the invoice again.' } });
    const refused = (await priya.gql(DELETE, { password: PASSWORD })).data?.deleteAccount;
    expect(refused?.errors[0]?.code).toBe('INVALID_STATE');

    await shop.dataSource.query(`UPDATE orders SET status = 'Delivered', delivered_at = now() WHERE id = $1`, [orderId]);
    const [invoiceBefore] = await shop.dataSource.query<Array<{ buyer: { name: string; email: string } }>>(
      'SELECT buyer FROM tax_documents WHERE order_id = $1',
      [orderId],
    );
    expect(invoiceBefore?.buyer).toMatchObject({ name: 'Priya Nair', email: EMAIL });

    expect((await priya.gql(DELETE, { password: PASSWORD })).data?.deleteAccount).toEqual({ deleted: true, errors: [] });

    // Every admin screen and export that showed her: found by name, e-mail, phone or city, none left.
    for (const search of ['Priya', 'Nair', EMAIL, '9447011223', 'Kochi']) {
      const seen = (await admin.gql(OWNER_VIEW, { search })).data;
      expect(seen?.orders?.items, search).toEqual([]);
      expect(seen?.customers?.items, search).toEqual([]);
    }
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = (await admin.gql(ORDERS_CSV, { from: today, to: today })).data?.ordersCsv ?? '';
    expect(csv).not.toMatch(/Priya|Nair|priya\.nair|94470|Rose Lane|Kochi|682001/);
    const [order] = await shop.dataSource.query<Array<Record<string, unknown>>>(
      'SELECT first_name, last_name, email, phone, street, city, postal_code, state, total_paise FROM orders WHERE id = $1',
      [orderId],
    );
    expect(order).toMatchObject({
      first_name: 'Former',
      last_name: 'customer',
      phone: '',
      street: '',
      city: '',
      postal_code: '',
      state: 'Kerala',
    });
    expect(String(order.email)).toMatch(/^erased-[0-9a-f-]+@erased\.invalid$/);
    const messages = await shop.dataSource.query<Array<{ name: string; message: string }>>(
      `SELECT name, message FROM contact_messages WHERE message LIKE '%invoice again%' OR name LIKE '%Priya%'`,
    );
    expect(messages).toEqual([]);
    expect(await shop.dataSource.query('SELECT 1 FROM mail_outbox WHERE lower(to_address) = $1', [EMAIL])).toEqual([]);

    // The invoice stays as issued, and her sign-in no longer works.
    const [invoiceAfter] = await shop.dataSource.query<Array<{ buyer: unknown }>>('SELECT buyer FROM tax_documents WHERE order_id = $1', [
      orderId,
    ]);
    expect(invoiceAfter?.buyer).toEqual(invoiceBefore?.buyer);
    expect((await shop.client().login(EMAIL, PASSWORD)).data?.login.user ?? null).toBeNull();
  });
});

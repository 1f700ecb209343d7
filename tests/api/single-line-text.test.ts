import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@common/account-form.js';
import { SINGLE_LINE_MESSAGE } from '@common/single-line-text.js';
import { adminClient, countRows, createOrder, REST_ORDER, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/** Text that would start a new header line in an e-mail built from it. */
const HEADER_INJECTION = 'Asha\r\nBcc: everyone@evil.example';
const LINE = [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }];

const SEND_CONTACT = `mutation ($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { sent errors { code message field } }
}`;
const CREATE_PRODUCT = `mutation ($input: ProductInput!) {
  createProduct(input: $input) { product { id } errors { code message field } }
}`;

let shop: TestShop;
let shopper: ShopClient;
let admin: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = shop.client();
  admin = await adminClient(shop);
});

async function contactMessages(): Promise<number> {
  const [row] = await shop.dataSource.query<[{ n: number }]>('SELECT count(*)::int AS n FROM contact_messages');
  return row.n;
}

afterAll(async () => {
  await shop?.close();
});

describe('single-line fields at checkout', () => {
  it.each([
    ['firstName', HEADER_INJECTION],
    ['lastName', 'Verma\nX-Mailer: evil'],
    ['address', '12 MG Road\r\nFlat 4'],
    ['city', 'Bengaluru\u0085'],
    ['phone', '+91 98765\t43210'],
  ])('refuses a %s with a line break or control character, and orders nothing', async (field, value) => {
    const before = await countRows(shop, 'orders');
    const result = await createOrder(shopper, LINE, { shipping: { ...VALID_SHIPPING, [field]: value } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createOrder.order).toBeNull();
    expect(result.data?.createOrder.errors).toEqual([
      expect.objectContaining({ code: 'VALIDATION', field: ['input', 'shipping', field], message: SINGLE_LINE_MESSAGE }),
    ]);
    expect(await countRows(shop, 'orders')).toBe(before);
  });

  it.each([
    ['firstName', 'Asha\u202Eexe.gnp'],
    ['lastName', 'Verma\u2066Paid\u2069'],
    ['city', 'Pune\u200F'],
    ['address', '\u202A12 MG Road'],
  ])('refuses a %s with a text-direction control, which would show reversed in invoices and CSVs', async (field, value) => {
    const before = await countRows(shop, 'orders');
    const result = await createOrder(shopper, LINE, { shipping: { ...VALID_SHIPPING, [field]: value } });
    expect(result.data?.createOrder.errors).toEqual([
      expect.objectContaining({ code: 'VALIDATION', field: ['input', 'shipping', field], message: SINGLE_LINE_MESSAGE }),
    ]);
    expect(await countRows(shop, 'orders')).toBe(before);
  });

  it.each([
    'a,b@evil.example',
    'asha@example.in, boss@evil.example',
    'Asha <asha@example.in>',
    '"a b"@example.in',
    'asha@example.in\r\nBcc: x@evil.example',
  ])('accepts exactly one e-mail address: %j is refused', async (email) => {
    const result = await createOrder(shopper, LINE, { shipping: { ...VALID_SHIPPING, email } });
    expect(result.data?.createOrder.errors).toEqual([
      expect.objectContaining({
        code: 'VALIDATION',
        field: ['input', 'shipping', 'email'],
        message: email.includes('\n') ? SINGLE_LINE_MESSAGE : 'Please enter a valid email address',
      }),
    ]);
  });

  it('still takes an ordinary order', async () => {
    const result = await createOrder(shopper, LINE, { shipping: { ...VALID_SHIPPING, email: 'asha.verma+herbs@mail.example.co.in' } });
    expect(result.data?.createOrder.errors).toEqual([]);
    expect(result.data?.createOrder.order?.email).toBe('asha.verma+herbs@mail.example.co.in');
  });

  it('refuses CR/LF in the REST order shim too', async () => {
    const before = await countRows(shop, 'orders');
    const response = await shopper.rest('POST', '/api/orders/createorders/', { ...REST_ORDER, first_name: HEADER_INJECTION });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toContain(SINGLE_LINE_MESSAGE);
    expect(await countRows(shop, 'orders')).toBe(before);
  });
});

describe('the contact form', () => {
  const message = { name: 'Meera', email: 'meera@example.in', message: 'Do you ship to Kochi?\nThanks!' };

  it('refuses a name with CR/LF (it becomes the notice’s subject) and stores nothing', async () => {
    const before = await contactMessages();
    const result = await shopper.gqlText(SEND_CONTACT, { input: { ...message, name: HEADER_INJECTION } });
    expect(result.data?.sendContactMessage).toEqual({
      sent: null,
      errors: [expect.objectContaining({ code: 'VALIDATION', field: ['input', 'name'], message: SINGLE_LINE_MESSAGE })],
    });
    expect(await contactMessages()).toBe(before);
  });

  it('refuses a list of e-mail addresses', async () => {
    const result = await shopper.gqlText(SEND_CONTACT, { input: { ...message, email: 'a,b@evil.example' } });
    expect(result.data?.sendContactMessage).toMatchObject({
      sent: null,
      errors: [{ field: ['input', 'email'], message: 'Please enter a valid email address' }],
    });
  });

  it('keeps the line breaks of the message itself', async () => {
    const result = await shopper.gqlText(SEND_CONTACT, { input: message });
    expect(result.data?.sendContactMessage).toEqual({ sent: true, errors: [] });
  });
});

describe('an account name', () => {
  it('refuses a text-direction override in a sign-up name and opens no account', async () => {
    const result = await shopper.gqlText(
      `mutation ($input: SignUpInput!) { signUp(input: $input) { accepted errors { code field message } } }`,
      { input: { name: 'Asha \u202Eamrev', email: 'bidi@example.in', password: 'a-long-enough-secret' } },
    );
    expect(result.data?.signUp).toEqual({
      accepted: null,
      errors: [{ code: 'VALIDATION', field: ['input', 'name'], message: ACCOUNT_MESSAGES.nameInvalid }],
    });
    const [{ n }] = await shop.dataSource.query<[{ n: number }]>(`SELECT count(*)::int AS n FROM users WHERE email = 'bidi@example.in'`);
    expect(n).toBe(0);
  });
});

describe('admin text', () => {
  it('refuses a product name with a line break', async () => {
    const result = await admin.gqlText(CREATE_PRODUCT, {
      input: {
        id: 'neem-line-test',
        name: 'Neem Oil\nFREE',
        category: 'hair',
        subcategory: 'oil',
        price: 250,
        sizes: [{ label: '100ml', price: 250 }],
        description: 'Two lines\nare fine here.',
        benefits: ['Calms the scalp'],
        imageUrl: '/images/products/hair-oil-1/640.webp',
        stock: 5,
      },
    });
    expect(result.data?.createProduct).toEqual({
      product: null,
      errors: [expect.objectContaining({ code: 'VALIDATION', field: ['input', 'name'], message: SINGLE_LINE_MESSAGE })],
    });
  });
});

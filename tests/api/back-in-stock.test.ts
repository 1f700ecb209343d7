import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { adminClient, countRows, createOrder, SET_ORDER_STATUS, userClient, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { eventually } from '../support/eventually.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';
import { BACK_IN_STOCK_MAIL } from '../../server/src/mail/back-in-stock-mail.js';
import { BACK_IN_STOCK_LIMIT_PER_ADDRESS_PER_HOUR } from '../../server/src/catalogue/back-in-stock.service.js';

/**
 * "Notify me" on a sold-out size, received over SMTP as the shopper's mail client would: one
 * request per size and address, one e-mail to each when the owner restocks the size (its stock
 * from 0 to above 0, from the product form or a cancelled order giving its units back), linking
 * to the product; nothing on a second restock, nothing for a request unsubscribed by its e-mail's
 * link or erased with its account, and a clear refusal of a bad address.
 */
let inbox: SmtpInbox;
let shop: TestShop;
let admin: ShopClient;

const PRODUCT = 'hair-oil-2';

const REQUEST = graphql(`
  mutation NotifyMeWhenBack($input: BackInStockInput!) {
    requestBackInStock(input: $input) {
      requested
      email
      message
      errors {
        code
        field
        message
      }
    }
  }
`);
const PRODUCT_FOR_FORM = graphql(`
  query BackInStockProductForForm($id: ID!) {
    product(id: $id) {
      name
      category {
        slug
      }
      subcategory
      price
      description
      benefits
      imageUrl
      images
      sizes {
        id
        label
        price
        stock
      }
    }
  }
`);
const LINKED_PRODUCT = graphql(`
  query BackInStockLinkedProduct($id: ID!) {
    product(id: $id) {
      name
      sizes {
        label
        stock
      }
    }
  }
`);
const WAITING = graphql(`
  query BackInStockWaitingForSizes($productId: ID!) {
    backInStockWaiting(productId: $productId) {
      sizeId
      shoppers
    }
  }
`);
const SAVE_PRODUCT = graphql(`
  mutation BackInStockSaveProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      errors {
        code
        message
      }
    }
  }
`);

async function productAsAdmin() {
  const product = (await admin.gql(PRODUCT_FOR_FORM, { id: PRODUCT })).data?.product;
  if (!product) throw new Error(`no product ${PRODUCT}`);
  return product;
}

/**
 * The owner sets a size's stock in the product form, every other field sent back as it was read.
 * The other sizes go without a stock figure, so each keeps its own (SizeInput.stock): the
 * catalogue's kept answers may show a stock change up to a second late, and sending that back
 * restocked a size by itself.
 */
async function setStockInForm(label: string, stock: number): Promise<void> {
  const product = await productAsAdmin();
  const saved = await admin.gql(SAVE_PRODUCT, {
    id: PRODUCT,
    input: {
      name: product.name,
      category: product.category.slug,
      subcategory: product.subcategory,
      price: product.price,
      description: product.description,
      benefits: product.benefits,
      imageUrl: product.imageUrl,
      images: product.images,
      sizes: product.sizes.map((size) => ({
        id: size.id,
        label: size.label,
        price: size.price,
        ...(size.label === label ? { stock } : {}),
      })),
    },
  });
  expect(saved.data?.updateProduct.errors).toEqual([]);
}

async function sizeId(label: string): Promise<string> {
  const size = (await productAsAdmin()).sizes.find((candidate) => candidate.label === label);
  if (!size) throw new Error(`${PRODUCT} has no size ${label}`);
  return size.id;
}

/**
 * Runs what a restock owes here and now (the workers would within half a second, and may take a
 * job first), then waits until no back-in-stock job is left and lets every e-mail go.
 */
async function sendOwedMail(): Promise<void> {
  await shop.services.jobs.runDue(BACK_IN_STOCK_MAIL);
  await eventually(async () => (await shop.services.jobs.openJobKeys(BACK_IN_STOCK_MAIL, 'sizeId')).size === 0);
  await shop.services.mail.deliverPending();
}

/** Back-in-stock e-mails the shop has written to `address` (each is then sent by its own job). */
async function backInStockMailsTo(address: string): Promise<number> {
  return countRows(shop, 'mail_outbox', `kind = 'back-in-stock' AND to_address = $1`, [address]);
}

/** Received over SMTP: the one back-in-stock e-mail to `address`. */
function received(address: string): Promise<ParsedMail> {
  return inbox.waitFor(address, /^Back in stock: Onion & Black Seed Hair Oil \(200ml\)$/);
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({ SMTP_URL: inbox.url, MAIL_FROM: 'Herbal Roots <care@herbalroots.test>' });
  admin = await adminClient(shop);
}, 60_000);

afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

describe('asking to hear when a sold-out size is back', () => {
  it('refuses a bad address with a clear message and keeps nothing', async () => {
    await setStockInForm('200ml', 0);
    const answer = await shop.client().gql(REQUEST, { input: { productId: PRODUCT, sizeId: await sizeId('200ml'), email: 'meera@' } });
    expect(answer.data?.requestBackInStock).toMatchObject({
      requested: null,
      errors: [
        { code: 'VALIDATION', field: ['input', 'email'], message: 'Please enter one valid e-mail address, for the e-mail when it is back' },
      ],
    });
    expect(await countRows(shop, 'back_in_stock_requests')).toBe(0);
  });

  it('refuses a size that is in stock, and a size that does not exist', async () => {
    const inStock = await shop.client().gql(REQUEST, {
      input: { productId: PRODUCT, sizeId: await sizeId('100ml'), email: 'meera@example.in' },
    });
    expect(inStock.data?.requestBackInStock.errors).toEqual([
      { code: 'INVALID_STATE', field: ['input', 'sizeId'], message: '100ml is in stock: add it to your cart.' },
    ]);
    const unknown = await shop.client().gql(REQUEST, {
      input: { productId: PRODUCT, sizeId: '00000000-0000-4000-8000-000000000000', email: 'meera@example.in' },
    });
    expect(unknown.data?.requestBackInStock.errors[0]?.code).toBe('NOT_FOUND');
    expect(await countRows(shop, 'back_in_stock_requests')).toBe(0);
  });

  it('mails each request once when the owner restocks the size, linking to the product; a second restock sends nothing', async () => {
    const size = await sizeId('200ml');
    const visitor = shop.client();
    const first = await visitor.gql(REQUEST, { input: { productId: PRODUCT, sizeId: size, email: ' Meera@Example.in ' } });
    expect(first.data?.requestBackInStock).toMatchObject({
      requested: true,
      email: 'meera@example.in',
      message: 'We will e-mail meera@example.in once, when 200ml is back in stock.',
      errors: [],
    });
    // Asking again (another tap, another tab) keeps the one request.
    expect(
      (await visitor.gql(REQUEST, { input: { productId: PRODUCT, sizeId: size, email: 'meera@example.in' } })).data?.requestBackInStock
        .requested,
    ).toBe(true);
    // A signed-in shopper asks with one tap: their account's address.
    const arjun = await userClient(shop, 'arjun.rao@example.in');
    expect((await arjun.gql(REQUEST, { input: { productId: PRODUCT, sizeId: size } })).data?.requestBackInStock.email).toBe(
      'arjun.rao@example.in',
    );
    expect(await countRows(shop, 'back_in_stock_requests')).toBe(2);
    // The owner sees how many wait; a shopper may not.
    expect((await admin.gql(WAITING, { productId: PRODUCT })).data?.backInStockWaiting).toEqual([{ sizeId: size, shoppers: 2 }]);
    expect((await arjun.gql(WAITING, { productId: PRODUCT })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Another edit that leaves the size sold out owes nothing.
    await setStockInForm('100ml', 40);
    await sendOwedMail();
    expect(await backInStockMailsTo('meera@example.in')).toBe(0);

    await setStockInForm('200ml', 12);
    await sendOwedMail();
    const meera = await received('meera@example.in');
    await received('arjun.rao@example.in');
    const productLink = linkIn(meera, `${shop.url}/product/`);
    expect(productLink).toBe(`${shop.url}/product/${PRODUCT}`);
    expect((await fetch(productLink)).status).toBe(200);
    // The page the link opens shows the product the e-mail names, its size now in stock.
    const linked = (await shop.client().gql(LINKED_PRODUCT, { id: decodeURIComponent(new URL(productLink).pathname.split('/').pop()!) }))
      .data?.product;
    expect(linked?.name).toBe('Onion & Black Seed Hair Oil');
    expect(linked?.sizes.find((candidate) => candidate.label === '200ml')?.stock).toBe(12);
    expect(meera.html).toContain(`href="${shop.url}/product/${PRODUCT}"`);
    // The request is used up.
    expect(await countRows(shop, 'back_in_stock_requests')).toBe(0);

    // Sold out and back again: nobody asked this time.
    await setStockInForm('200ml', 0);
    await setStockInForm('200ml', 5);
    await sendOwedMail();
    expect(await backInStockMailsTo('meera@example.in')).toBe(1);
    expect(await backInStockMailsTo('arjun.rao@example.in')).toBe(1);
    const meeraReceived = inbox.messages.filter((mail) => mail.subject?.startsWith('Back in stock') && mail.text?.includes(productLink));
    expect(meeraReceived.filter((mail) => JSON.stringify(mail.to).includes('meera@example.in'))).toHaveLength(1);
  });

  it('sends nothing to a request unsubscribed by its e-mail’s link before the restock', async () => {
    const size = await sizeId('200ml');
    await setStockInForm('200ml', 0);
    await shop.client().gql(REQUEST, { input: { productId: PRODUCT, sizeId: size, email: 'kavya@example.in' } });
    await shop.client().gql(REQUEST, { input: { productId: PRODUCT, sizeId: size, email: 'rohan@example.in' } });
    await setStockInForm('200ml', 3);
    await sendOwedMail();
    const kavya = await received('kavya@example.in');
    await received('rohan@example.in');
    const unsubscribe = linkIn(kavya, `${shop.url}/api/back-in-stock/unsubscribe?token=`);
    // Her mail program offers its own Unsubscribe: the same address, one click by POST (RFC 8058).
    // As the header arrived, unfolded (a long address goes on a line of its own).
    const header = (name: string) => kavya.headerLines.find((line) => line.key === name)?.line.replaceAll('\r\n', '');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Kavya asks again, then follows the unsubscribe link of her next request before the restock.
    await setStockInForm('200ml', 0);
    const again = await shop.client().gql(REQUEST, { input: { productId: PRODUCT, sizeId: size, email: 'kavya@example.in' } });
    expect(again.data?.requestBackInStock.requested).toBe(true);
    const [{ token }] = await shop.dataSource.query<Array<{ token: string }>>(
      `SELECT token FROM back_in_stock_requests WHERE email = 'kavya@example.in'`,
    );
    // The used link changes nothing now; the new request's link, as her next e-mail would carry it, unsubscribes.
    expect((await fetch(unsubscribe)).status).toBe(200);
    const clicked = await fetch(`${shop.url}/api/back-in-stock/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain('You are unsubscribed');
    expect((await fetch(`${shop.url}/api/back-in-stock/unsubscribe?token=nonsense`)).status).toBe(400);

    await setStockInForm('200ml', 8);
    await sendOwedMail();
    expect(await backInStockMailsTo('kavya@example.in')).toBe(1);
    expect(await backInStockMailsTo('rohan@example.in')).toBe(1);
  });

  it('mails when a cancelled order gives the last units back', async () => {
    const size = await sizeId('200ml');
    await setStockInForm('200ml', 1);
    const created = await createOrder(shop.client(), [{ productId: PRODUCT, size: '200ml', quantity: 1 }], { shipping: VALID_SHIPPING });
    const orderId = created.data?.createOrder.order?.id;
    if (!orderId) throw new Error(`order refused: ${JSON.stringify(created.data?.createOrder.errors ?? created.errors)}`);
    await shop.client().gql(REQUEST, { input: { productId: PRODUCT, sizeId: size, email: 'nisha@example.in' } });

    const cancelled = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(cancelled.errors).toBeUndefined();
    await sendOwedMail();
    await received('nisha@example.in');
    expect(await backInStockMailsTo('nisha@example.in')).toBe(1);
  });

  it('forgets an erased account’s requests', async () => {
    const size = await sizeId('200ml');
    await setStockInForm('200ml', 0);
    const dev = await userClient(shop, 'dev.menon@example.in');
    await dev.gql(REQUEST, { input: { productId: PRODUCT, sizeId: size } });
    expect(await countRows(shop, 'back_in_stock_requests')).toBe(1);
    const erased = await dev.gql(
      graphql(`
        mutation BackInStockEraseMe($password: String!) {
          deleteAccount(password: $password) {
            deleted
          }
        }
      `),
      { password: 'shopper-password-1' },
    );
    expect(erased.data?.deleteAccount.deleted).toBe(true);
    expect(await countRows(shop, 'back_in_stock_requests')).toBe(0);
    await setStockInForm('200ml', 6);
    await sendOwedMail();
    expect(await backInStockMailsTo('dev.menon@example.in')).toBe(0);
  });

  it('limits requests from one client like the contact form, saying when to try again', async () => {
    const size = await sizeId('200ml');
    await setStockInForm('200ml', 0);
    const visitor = shop.client();
    const answers = [];
    for (let n = 0; n < BACK_IN_STOCK_LIMIT_PER_ADDRESS_PER_HOUR + 2; n += 1)
      answers.push(
        (await visitor.gql(REQUEST, { input: { productId: PRODUCT, sizeId: size, email: `flood${n}@example.in` } })).data
          ?.requestBackInStock,
      );
    const refused = answers.filter((answer) => answer?.errors[0]?.code === 'RATE_LIMITED');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.errors[0]?.message).toMatch(/try again/i);
    const kept = await countRows(shop, 'back_in_stock_requests', `email LIKE 'flood%'`);
    expect(kept).toBe(answers.length - refused.length);
    expect(kept).toBeLessThanOrEqual(BACK_IN_STOCK_LIMIT_PER_ADDRESS_PER_HOUR);
  });
});

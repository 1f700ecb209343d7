import { UserEntity } from '@server/accounts/user.entity.js';
import { webhookAuthorization } from '@server/payments/phonepe/phonepe-webhook.js';
import { PHONEPE_SANDBOX_PATH } from '@server/payments/payment-paths.js';
import { sandboxCredentials } from '@server/payments/phonepe/sandbox/credentials.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { graphql } from './gql/gql.js';
import type { ExpectedTotalsInput, OrderLineInput, ShippingInput } from './gql/graphql.js';
import { startTestShop, type ShopClient, type TestShop } from './test-shop.js';

/** Shared steps of the checkout, payment and order suites: a valid shopper, orders, sandbox payments. */
export const VALID_SHIPPING = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

/** The payment suites place many unpaid orders from one address and one e-mail on purpose. */
const ROOMY_LIMITS = { ORDER_MAX_UNPAID_PER_ADDRESS: '100000', ORDER_MAX_UNPAID_PER_EMAIL: '100000' };

/** A shop for the payment suites (roomy unpaid-order limits) and the Authorization header its sandbox webhooks carry. */
export async function startPaymentShop(overrides: Record<string, string> = {}): Promise<{ shop: TestShop; webhookAuth: string }> {
  const shop = await startTestShop({ ...ROOMY_LIMITS, ...overrides });
  const credentials = sandboxCredentials(shop.env);
  return { shop, webhookAuth: webhookAuthorization(credentials.webhookUsername, credentials.webhookPassword) };
}

/** startPaymentShop with an admin already signed in: the refund suites' setup. */
export async function startAdminPaymentShop(
  overrides: Record<string, string> = {},
): Promise<{ shop: TestShop; webhookAuth: string; admin: ShopClient }> {
  const started = await startPaymentShop(overrides);
  return { ...started, admin: await adminClient(started.shop) };
}

/** A whole order for the REST shim (POST /api/orders/createorders/), in the old storefront's snake_case. */
export const REST_ORDER = {
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi@example.in',
  phone: '9876543210',
  address: 'Flat 2, Green Residency, Anna Nagar, Chennai, Tamil Nadu - 600040, India',
  order_items: [{ id: 'hair-oil-1', price: 249, size: '100ml', quantity: 1 }],
  shipping_cost: 30,
  tax_amount: 0,
  total: 279,
};

// The operations the checkout, payment and order suites share, typed by codegen (tests/support/gql).
// Every mutation payload carries `errors`: a refusal is data (code, message, field), not a GraphQL error.
export const CREATE_ORDER = graphql(`
  mutation CheckoutHelpersCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      paymentLink
      order {
        ...OrderPageFields
      }
      errors {
        ...UserErrorAllFields
      }
    }
  }
`);

export const CONFIRM_PAYMENT = graphql(`
  mutation CheckoutHelpersConfirmPayment($orderId: ID!) {
    confirmPayment(id: $orderId) {
      paid
      message
      order {
        ...OrderPageFields
      }
      errors {
        ...UserErrorAllFields
      }
    }
  }
`);

// An admin's (or a token's) status change, as the order suites read it back: the status, who changed it, the refusal.
export const SET_ORDER_STATUS = graphql(`
  mutation CheckoutHelpersSetOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      order {
        id
        status
        history {
          status
          changedBy
        }
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

export const ORDER_QUERY = graphql(`
  query CheckoutHelpersOrder($id: ID!) {
    order(id: $id) {
      ...OrderPageFields
    }
  }
`);

/** A cart line as the suites write it: product and size label (and the rupee price seen), found as a variant before sending. */
export interface LineInput {
  productId: string;
  size: string;
  quantity: number;
  unitPrice?: number;
}

/**
 * The API's cart lines (variantId + quantity, price in paise) for lines written by product and
 * label, reading each product's sizes as any client would. A size the shop does not sell becomes
 * an id no variant has, so the server's refusal is what the suite sees.
 */
export async function toVariantLines(client: ShopClient, lines: readonly LineInput[]): Promise<OrderLineInput[]> {
  const sizes = new Map<string, Array<{ id: string; label: string }>>();
  for (const productId of new Set(lines.map((line) => line.productId))) {
    const result = await client.gqlText('query ($id: ID!) { product(id: $id) { sizes { id label } } }', { id: productId });
    sizes.set(productId, (result.data?.product as { sizes: Array<{ id: string; label: string }> } | null)?.sizes ?? []);
  }
  return lines.map((line) => ({
    variantId: sizes.get(line.productId)?.find((size) => size.label === line.size)?.id ?? `unknown:${line.productId}:${line.size}`,
    quantity: line.quantity,
    unitPricePaise: line.unitPrice === undefined ? undefined : Math.round(line.unitPrice * 100),
  }));
}

export async function createOrder(
  client: ShopClient,
  lines: LineInput[],
  extra: { shipping?: ShippingInput; expected?: ExpectedTotalsInput; idempotencyKey?: string } = {},
) {
  const variantLines = await toVariantLines(client, lines);
  return client.gql(CREATE_ORDER, {
    input: {
      shipping: extra.shipping ?? VALID_SHIPPING,
      lines: variantLines,
      expected: extra.expected,
      idempotencyKey: extra.idempotencyKey,
    },
  });
}

/** Creates an order that must succeed and returns its id and pay link. */
export async function placeOrder(client: ShopClient, lines: LineInput[] = [{ productId: 'hair-oil-1', size: '100ml', quantity: 2 }]) {
  const result = await createOrder(client, lines);
  const payload = result.data?.createOrder;
  if (result.errors || !payload?.order || !payload.paymentLink) {
    throw new Error(`createOrder failed: ${JSON.stringify(result.errors ?? payload?.errors)}`);
  }
  return { orderId: payload.order.id, paymentLink: payload.paymentLink, order: payload.order };
}

/** Pays or fails a payment in the sandbox without a browser (no webhook unless asked). */
export async function settlePayment(
  shop: TestShop,
  merchantOrderId: string,
  outcome: 'success' | 'failed',
  options: { reason?: string; code?: string; scope?: 'attempt' | 'order'; notify?: boolean; amountPaise?: number } = {},
) {
  const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      merchantOrderId,
      outcome,
      reason: options.reason,
      code: options.code,
      scope: options.scope,
      notify: options.notify ?? false,
      amountPaise: options.amountPaise,
    }),
  });
  if (!response.ok) throw new Error(`settle failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/**
 * Pays an order as a shopper does: the sandbox settles the payment and the shopper's return asks
 * the provider, so the order moves to Processing through the order's transition (history, stock,
 * invoice and mail as in the shop), never by writing its status.
 */
export async function payThroughProvider(shop: TestShop, orderId: string): Promise<void> {
  await settlePayment(shop, orderId, 'success');
  await followReturn(shop, orderId);
  const [row]: Array<{ payment_status: string }> = await shop.dataSource.query('SELECT payment_status FROM orders WHERE id = $1', [
    orderId,
  ]);
  if (row?.payment_status !== 'PAID')
    throw new Error(`order ${orderId} is not paid after the provider said success: ${row?.payment_status}`);
}

/** The browser's return from the pay page: where the server sends it next. */
export async function followReturn(shop: TestShop, merchantOrderId: string): Promise<{ status: number; location: string }> {
  const response = await fetch(`${shop.url}/api/payments/phonepe/return?merchantOrderId=${encodeURIComponent(merchantOrderId)}`, {
    redirect: 'manual',
  });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

export async function productStock(shop: TestShop, productId: string): Promise<number> {
  const [row]: Array<{ stock: number }> = await shop.dataSource.query('SELECT stock FROM products WHERE id = $1', [productId]);
  return row.stock;
}

export async function setStock(shop: TestShop, productId: string, stock: number): Promise<void> {
  await shop.dataSource.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock]);
}

export async function countRows(
  shop: TestShop,
  table:
    | 'orders'
    | 'order_lines'
    | 'order_status_changes'
    | 'payments'
    | 'mail_outbox'
    | 'discount_codes'
    | 'shipments'
    | 'courier_tracking_events'
    | 'tax_documents'
    | 'back_in_stock_requests',
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const [row]: Array<{ n: number }> = await shop.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return row.n;
}

/** Everything a refused checkout must leave untouched. */
export async function snapshot(shop: TestShop) {
  const stock: Array<{ id: string; stock: number }> = await shop.dataSource.query('SELECT id, stock FROM products ORDER BY id');
  return {
    orders: await countRows(shop, 'orders'),
    lines: await countRows(shop, 'order_lines'),
    payments: await countRows(shop, 'payments'),
    stock: stock.map((row) => `${row.id}:${row.stock}`).join(','),
  };
}

/** A signed-in shopper without admin rights. */
export async function userClient(shop: TestShop, email = 'shopper@herbal.test'): Promise<ShopClient> {
  const password = 'shopper-password-1';
  await shop.dataSource
    .getRepository(UserEntity)
    .insert({ email, passwordHash: await hashPassword(password), role: 'user', emailConfirmedAt: new Date() });
  const client = shop.client();
  await client.loginOrFail(email, password);
  return client;
}

export async function adminClient(shop: TestShop): Promise<ShopClient> {
  const client = shop.client();
  await client.loginAsAdmin();
  return client;
}

/** Units one size of a product has left, as the database holds them. */
export async function sizeStock(shop: TestShop, productId: string, label: string): Promise<number> {
  const [row]: Array<{ stock: number | null }> = await shop.dataSource.query(
    `SELECT (size->>'stock')::int AS stock FROM products, jsonb_array_elements(sizes) AS size WHERE id = $1 AND size->>'label' = $2`,
    [productId, label],
  );
  if (!row || row.stock === null) throw new Error(`${productId} has no size ${label} with a stock`);
  return row.stock;
}

/** Sets the stock of each named size of a product (the others keep theirs), as the admin's form would. */
export async function setSizeStock(shop: TestShop, productId: string, stocks: Record<string, number>): Promise<void> {
  await shop.dataSource.query(
    `UPDATE products SET sizes = (
       SELECT jsonb_agg(CASE WHEN $2::jsonb ? (size->>'label') THEN size || jsonb_build_object('stock', ($2::jsonb->>(size->>'label'))::int) ELSE size END
                        ORDER BY position)
         FROM jsonb_array_elements(sizes) WITH ORDINALITY AS e (size, position))
      WHERE id = $1`,
    [productId, JSON.stringify(stocks)],
  );
}

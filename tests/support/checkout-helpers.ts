import { UserEntity } from '../../server/src/entities/user.entity.js';
import { PHONEPE_SANDBOX_PATH } from '../../server/src/payments/phonepe-sandbox.js';
import { hashPassword } from '../../server/src/services/auth.service.js';
import type { GraphQLResult, ShopClient, TestShop } from './test-shop.js';

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

export const ORDER_FIELDS = `
  id orderNumber status paymentStatus paymentReference paymentFailureReason refundDue
  firstName lastName customerName email phone addressLine
  address { street city state postalCode country }
  subtotal shipping tax total itemCount createdAt
  lines { productId name size quantity unitPrice lineTotal imageUrl }
`;

export const CREATE_ORDER = `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) { paymentLink order { ${ORDER_FIELDS} } }
  }
`;

export const CONFIRM_PAYMENT = `
  mutation Confirm($orderId: ID!) {
    confirmPayment(orderId: $orderId) { paid message order { ${ORDER_FIELDS} } }
  }
`;

export const ORDER_QUERY = `query Order($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;

export interface LineInput {
  productId: string;
  size: string;
  quantity: number;
  unitPrice?: number;
}

export function createOrder(
  client: ShopClient,
  lines: LineInput[],
  extra: { shipping?: Record<string, string>; expected?: Record<string, number>; idempotencyKey?: string } = {},
): Promise<GraphQLResult> {
  return client.gql(CREATE_ORDER, {
    input: { shipping: extra.shipping ?? VALID_SHIPPING, lines, expected: extra.expected, idempotencyKey: extra.idempotencyKey },
  });
}

/** Creates an order that must succeed and returns its id and pay link. */
export async function placeOrder(client: ShopClient, lines: LineInput[] = [{ productId: 'hair-oil-1', size: '100ml', quantity: 2 }]) {
  const result = await createOrder(client, lines);
  if (result.errors) throw new Error(`createOrder failed: ${JSON.stringify(result.errors)}`);
  const payload = result.data!.createOrder;
  return { orderId: payload.order.id as string, paymentLink: payload.paymentLink as string, order: payload.order };
}

/** Pays or fails a payment in the sandbox without a browser (no webhook unless asked). */
export async function settlePayment(
  shop: TestShop,
  merchantOrderId: string,
  outcome: 'success' | 'failed',
  options: { reason?: string; notify?: boolean; amountPaise?: number } = {},
) {
  const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchantOrderId, outcome, reason: options.reason, notify: options.notify ?? false, amountPaise: options.amountPaise }),
  });
  if (!response.ok) throw new Error(`settle failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The browser's return from the pay page: where the server sends it next. */
export async function followReturn(shop: TestShop, merchantOrderId: string): Promise<{ status: number; location: string }> {
  const response = await fetch(`${shop.url}/api/payments/phonepe/return?merchantOrderId=${encodeURIComponent(merchantOrderId)}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

export async function productStock(shop: TestShop, productId: string): Promise<number> {
  const [row] = await shop.dataSource.query('SELECT stock FROM products WHERE id = $1', [productId]);
  return row.stock;
}

export async function setStock(shop: TestShop, productId: string, stock: number): Promise<void> {
  await shop.dataSource.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock]);
}

export async function countRows(shop: TestShop, table: 'orders' | 'order_lines' | 'order_status_changes' | 'payments' | 'mail_outbox', where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await shop.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return row.n;
}

/** Everything a refused checkout must leave untouched. */
export async function snapshot(shop: TestShop) {
  const stock = await shop.dataSource.query('SELECT id, stock FROM products ORDER BY id');
  return {
    orders: await countRows(shop, 'orders'),
    lines: await countRows(shop, 'order_lines'),
    payments: await countRows(shop, 'payments'),
    stock: stock.map((row: { id: string; stock: number }) => `${row.id}:${row.stock}`).join(','),
  };
}

/** A signed-in shopper without admin rights. */
export async function userClient(shop: TestShop, email = 'shopper@herbal.test'): Promise<ShopClient> {
  const password = 'shopper-password-1';
  await shop.dataSource.getRepository(UserEntity).insert({ email, passwordHash: await hashPassword(password), role: 'user' });
  const client = shop.client();
  const result = await client.gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }`, { e: email, p: password });
  if (result.errors) throw new Error(`login failed: ${result.errors[0].message}`);
  return client;
}

export async function adminClient(shop: TestShop): Promise<ShopClient> {
  const client = shop.client();
  await client.loginAsAdmin();
  return client;
}

/** Waits until `check` holds (for fire-and-forget work such as webhooks), or fails after a while. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

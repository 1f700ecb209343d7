import type { APIRequestContext, Page } from '@playwright/test';
import { gql } from './fixtures';

/** A product no other suite counts or checks the stock of: the admin suites' orders reserve its stock. */
export const ORDER_PRODUCT = 'napkin-3';

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  total: number;
  paymentLink: string;
}

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
}

/** A shopper unique to a test, so searches only find that test's orders whatever else runs. */
export function uniqueShopper(firstName: string, lastName: string): Shopper {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { firstName, lastName: `${lastName}${tag}`, email: `${firstName.toLowerCase()}.${tag}@example.in` };
}

/** The shopper's delivery address for an order placed through the API (one Madurai address for every test). */
export function shippingFor(shopper: Shopper) {
  return {
    ...shopper,
    phone: '+91 98765 43210',
    address: '4 Gandhi Road',
    city: 'Madurai',
    state: 'Tamil Nadu',
    postalCode: '625001',
    country: 'India',
  };
}

/**
 * Places an order through the API, as the checkout does: `quantity` of the product's first size
 * (ORDER_PRODUCT unless a spec that checks stock names a product of its own).
 */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  quantity: number,
  productId: string = ORDER_PRODUCT,
): Promise<PlacedOrder> {
  const product = await gql<{ product: { sizes: { id: string }[] } | null }>(
    request,
    'query($id: ID!) { product(id: $id) { id sizes { id } } }',
    {
      id: productId,
    },
  );
  if (!product.data?.product) throw new Error(`no product ${productId}: ${JSON.stringify(product.errors)}`);
  const variantId = product.data.product.sizes[0].id;
  const result = await gql<{
    createOrder: { paymentLink: string | null; order: Omit<PlacedOrder, 'paymentLink'> | null; errors: Array<{ message: string }> };
  }>(
    request,
    `mutation($input: CreateOrderInput!) {
      createOrder(input: $input) { paymentLink order { id orderNumber total } errors { code message } }
    }`,
    {
      input: {
        shipping: shippingFor(shopper),
        lines: [{ variantId, quantity }],
      },
    },
  );
  const { order, paymentLink, errors } = result.data?.createOrder ?? {};
  if (!order || !paymentLink) throw new Error(`createOrder failed: ${JSON.stringify(result.errors ?? errors)}`);
  return { ...order, paymentLink };
}

/** Pays (or, with a failure reason, fails) the order on the sandbox's pay page. */
export async function payInSandbox(page: Page, order: PlacedOrder) {
  await page.goto(order.paymentLink);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => !url.pathname.includes('/pay/'));
}

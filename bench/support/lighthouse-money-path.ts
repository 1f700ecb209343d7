/**
 * The money path's pages for bench/lighthouse.ts: cart and checkout need a cart in the browser's
 * storage, the order page an order. Lighthouse empties the origin's storage before each audit, so
 * for those pages it is told not to, and the cart is put back (and the HTTP cache emptied, as
 * Lighthouse would have) just before every audit.
 */
import puppeteer from 'puppeteer-core';
import { benchShipping } from './shopper.js';

/** Where a page's address holds the order placed for the bench. */
export const ORDER_ID = ':order';
/**
 * Pages the browser renders (nothing without their scripts, so no pair without them): none since
 * the cart, checkout and order pages are rendered on the server too (decision 43).
 */
export const BROWSER_RENDERED_PAGES = new Set<string>();
/** Pages that read the cart kept in the browser. */
export const CART_PAGES = new Set(['cart', 'checkout']);

async function graphql<T>(shopUrl: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${shopUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!data) throw new Error(`bench/lighthouse: ${errors?.[0]?.message ?? response.status}`);
  return data;
}

/** One line of the seeded hair oil, as the product page's Add to Cart stores it. */
async function cartLine(shopUrl: string) {
  const { product } = await graphql<{
    product: {
      id: string;
      name: string;
      imageUrl: string;
      category: { slug: string };
      sizes: Array<{ id: string; label: string; priceMoney: { amount: number } }>;
    };
  }>(
    shopUrl,
    `
      query ($id: ID!) {
        product(id: $id) {
          id
          name
          imageUrl
          category {
            slug
          }
          sizes {
            id
            label
            priceMoney {
              amount
            }
          }
        }
      }
    `,
    {
      id: 'hair-oil-1',
    },
  );
  const [size] = product.sizes;
  return {
    variantId: size.id,
    productId: product.id,
    name: product.name,
    size: size.label,
    unitPricePaise: size.priceMoney.amount,
    quantity: 2,
    imageUrl: product.imageUrl,
    category: product.category.slug,
  };
}

/** Places one order (unpaid) for the order page; resolves with its id. */
export async function placeBenchOrder(shopUrl: string): Promise<string> {
  const line = await cartLine(shopUrl);
  const { createOrder } = await graphql<{ createOrder: { order: { id: string } | null; errors: Array<{ message: string }> } }>(
    shopUrl,
    `
      mutation ($input: CreateOrderInput!) {
        createOrder(input: $input) {
          order {
            id
          }
          errors {
            message
          }
        }
      }
    `,
    {
      input: {
        shipping: benchShipping('Lakshmi', 'Menon', 'lakshmi.menon@example.in'),
        lines: [{ variantId: line.variantId, quantity: 1 }],
      },
    },
  );
  if (!createOrder.order) throw new Error(`bench/lighthouse: no order placed: ${createOrder.errors[0]?.message}`);
  return createOrder.order.id;
}

/** Puts a cart in the shop's storage in the Chromium on `port` and empties its HTTP cache. */
export async function seedCart(port: number, shopUrl: string): Promise<void> {
  const line = await cartLine(shopUrl);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${shopUrl}/robots.txt`);
    await page.evaluate((value) => window.localStorage.setItem('herbal-cart', value), JSON.stringify([line]));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * The requests the API benchmarks send, written once: GraphQL bodies that every revision since the
 * observability work answers alike (bench/observability-ab.ts runs them against an older build),
 * and the carts the quote is asked about.
 */
import type autocannon from 'autocannon';
import pg from 'pg';

export const gqlBody = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

/** The storefront's listing of 20 products: what the catalogue cache answers. */
export const LISTING = gqlBody(
  `query Listing($limit: Int) { products(sort: POPULAR, limit: $limit) { totalCount items { id name category { slug } subcategory priceMoney { amount } sizes { id label priceMoney { amount } } imageUrl stock rating reviews featured bestSeller isNew } } }`,
  { limit: 20 },
);

/** One product's page by its id, every field the page shows: the catalogue cache answers it unless turned off. */
export const PRODUCT_DETAIL = gqlBody(
  `query Detail($id: ID!) { product(id: $id) { id name category { slug } subcategory priceMoney { amount } sizes { id label priceMoney { amount } } description benefits imageUrl images stock rating reviews featured bestSeller isNew } }`,
  { id: 'hair-oil-1' },
);

/** A one-word search of the catalogue, as the storefront's search page asks it. */
export const SEARCH = gqlBody(
  `query Search($search: String) { products(filter: { search: $search }, sort: POPULAR, limit: 20) { totalCount items { id name priceMoney { amount } imageUrl rating reviews stock } } }`,
  { search: 'neem' },
);

/** The admin's first page of orders (sent signed in). */
export const ADMIN_ORDERS = gqlBody(
  `query AdminOrders($limit: Int!, $offset: Int!) { orders(offset: $offset, limit: $limit) { items { id orderNumber createdAt customerName email itemCount paymentStatus status totalMoney { formatted } } totalCount totalCountCapped } }`,
  { limit: 20, offset: 0 },
);

/** The cart's quote, with the fields the storefront's cart shows; never cached (stock and prices are read each time). */
export const QUOTE_QUERY = `query CartQuote($lines: [OrderLineInput!]!) { quote(lines: $lines) { itemCount orderable subtotalMoney { amount } shippingMoney { amount } taxMoney { amount } totalMoney { amount } lines { variantId quantity unitPriceMoney { amount } available maxQuantity problem { code message } } } }`;

/**
 * `count` different carts of one to three sizes (as shoppers' carts differ, so no answer is
 * reused), from the variants of the database's products.
 */
export async function quoteBodies(databaseUrl: string, count = 64): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT size->>'id' AS id FROM products, jsonb_array_elements(sizes) AS size ORDER BY products.id, size->>'id'`,
    );
    if (rows.length === 0) throw new Error('no product sizes to quote');
    return Array.from({ length: count }, (_, cart) => {
      const lines = Array.from({ length: 1 + (cart % 3) }, (_, line) => ({
        variantId: rows[(cart * 7 + line * 13) % rows.length].id,
        quantity: 1 + ((cart + line) % 3),
      }));
      return gqlBody(QUOTE_QUERY, { lines });
    });
  } finally {
    await client.end();
  }
}

/**
 * GraphQL answers errors with HTTP 200: a response only counts when its body has no errors, neither
 * top-level nor in a mutation payload (`"errors":[]` is a mutation that worked).
 */
export function bodyIsData(body: string): boolean {
  return body.startsWith('{"data"') && !body.includes('"errors":[{');
}

/** autocannon options for POSTing `bodies` to a shop's /graphql in turn. */
export function graphqlLoad(url: string, bodies: string[], connections: number, headers: Record<string, string> = {}): autocannon.Options {
  return {
    url: `${url}/graphql`,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    requests: bodies.map((body) => ({ method: 'POST', body })),
    verifyBody: bodyIsData,
  } as autocannon.Options;
}

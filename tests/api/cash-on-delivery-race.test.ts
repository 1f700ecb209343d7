import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseForProcesses, startProcessSuite, type ProcessSuite, type ServerProcess } from '../support/server-process.js';

/**
 * One shopper firing twelve cash-on-delivery orders at once through two shop processes on one
 * Postgres, with the owner allowing three open COD orders each: exactly three are placed, the
 * other nine are refused as too many open with nothing taken from stock. The open orders are
 * counted under advisory locks on the shopper's phone, e-mail and address, taken before the order
 * is placed in the same transaction, so neither process can count before the other's order commits.
 *
 * Needs a Postgres server (TEST_DATABASE_URL): on the embedded engine this suite is skipped.
 */
const database = await databaseForProcesses('cash-on-delivery-race');

const RACERS = 12;
const OPEN_ALLOWED = 3;

let suite: ProcessSuite;
let a: ServerProcess;
let b: ServerProcess;

const ORDER = `mutation CodRaceOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order { id status paymentStatus }
    errors { code codRefusalReason }
  }
}`;

interface RaceAnswer {
  data?: {
    createOrder: {
      order: { id: string; status: string; paymentStatus: string } | null;
      errors: Array<{ code: string; codRefusalReason: string | null }>;
    };
  };
  errors?: unknown[];
}

async function placeCod(base: string, variantId: string, index: number): Promise<RaceAnswer> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-forwarded-for': `198.51.100.${index + 1}` },
    body: JSON.stringify({
      query: ORDER,
      variables: {
        input: {
          shipping: {
            firstName: 'Meera',
            lastName: 'Iyer',
            // A new e-mail each time: the phone and the door are the same shopper's.
            email: `meera${index}@example.in`,
            phone: '9876543210',
            address: '4 Lake View Road',
            city: 'Kochi',
            state: 'Kerala',
            postalCode: '682001',
            country: 'India',
          },
          lines: [{ variantId, quantity: 1 }],
          paymentMethod: 'CASH_ON_DELIVERY',
        },
      },
    }),
  });
  return (await response.json()) as RaceAnswer;
}

describe.skipIf(!database)('one shopper racing cash-on-delivery orders across two shop processes', () => {
  beforeAll(async () => {
    suite = await startProcessSuite(database!);
    [a, b] = await Promise.all([suite.startShop(suite.port), suite.startShop()]);
  }, 150_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await suite?.close();
  }, 60_000);

  it(`places exactly ${OPEN_ALLOWED} of ${RACERS} COD orders when ${OPEN_ALLOWED} may be open`, async () => {
    await suite.db.sql(
      `INSERT INTO shop_settings (key, value, updated_at, updated_by)
       VALUES ('cod_enabled', 'true', now(), 'test'), ('cod_fee_paise', '4900', now(), 'test'),
              ('cod_max_order_paise', '500000', now(), 'test'), ('cod_max_open_orders', '${OPEN_ALLOWED}', now(), 'test')`,
    );
    const [{ id: variantId }] = await suite.db.sql<{ id: string }>(
      `SELECT v->>'id' AS id FROM products, jsonb_array_elements(sizes) AS v WHERE products.id = 'hair-oil-1' AND v->>'label' = '100ml'`,
    );
    const stockBefore = await suite.db.count(`SELECT stock AS n FROM products WHERE id = 'hair-oil-1'`);

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => placeCod(index % 2 === 0 ? a.url : b.url, variantId, index)),
    );
    const elapsed = Math.round(performance.now() - started);
    const placed = answers.filter((answer) => answer.data?.createOrder.order);
    const refused = answers.filter((answer) => answer.data?.createOrder.errors[0]?.codRefusalReason === 'TOO_MANY_OPEN');
    console.info(`COD race: ${RACERS} orders over 2 processes in ${elapsed} ms: ${placed.length} placed, ${refused.length} refused`);
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    expect([placed.length, refused.length]).toEqual([OPEN_ALLOWED, RACERS - OPEN_ALLOWED]);
    for (const answer of placed)
      expect(answer.data!.createOrder.order).toMatchObject({ status: 'PROCESSING', paymentStatus: 'PAY_ON_DELIVERY' });
    expect(await suite.db.count(`SELECT count(*)::int AS n FROM orders WHERE payment_method = 'CASH_ON_DELIVERY'`)).toBe(OPEN_ALLOWED);
    expect(await suite.db.count(`SELECT stock AS n FROM products WHERE id = 'hair-oil-1'`)).toBe(stockBefore - OPEN_ALLOWED);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { racerShipping, useOrderRace } from '../support/order-race.js';
import { databaseForProcesses } from '../support/server-process.js';

/**
 * A discount code with 10 uses left, and 50 shoppers placing orders with it at once through two
 * shop processes on one Postgres: exactly 10 orders get the code, the other 40 are refused as used
 * up with nothing ordered, and no use is counted twice. The use is claimed under the code's row
 * lock inside the one statement that places an order, so the processes cannot both see the last
 * use free.
 *
 * Needs a Postgres server (TEST_DATABASE_URL): on the embedded engine this suite is skipped.
 */
const database = await databaseForProcesses('discount-code-race');

const RACERS = 50;
const USES_LEFT = 10;

const ORDER = `mutation RaceOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order { id discountMoney { amount } totalMoney { amount } }
    errors { code message discountRefusal { reason } }
  }
}`;

interface RaceAnswer {
  data?: {
    createOrder: {
      order: { id: string; discountMoney: { amount: number }; totalMoney: { amount: number } } | null;
      errors: Array<{ code: string; message: string; discountRefusal: { reason: string } | null }>;
    };
  };
  errors?: unknown[];
}

describe.skipIf(!database)('a discount code raced for across two shop processes', () => {
  const race = useOrderRace(database!);

  it(`places exactly ${USES_LEFT} of ${RACERS} orders with a code that has ${USES_LEFT} uses left`, async () => {
    const { suite } = race;
    // 12 uses, 2 already held by earlier orders: 10 left.
    const [{ id: codeId }] = await suite.db.sql<{ id: string }>(
      `INSERT INTO discount_codes (code, kind, percent, usage_limit) VALUES ('RACE10', 'PERCENTAGE', 10, 12) RETURNING id`,
    );
    await suite.db.sql(
      `INSERT INTO orders (first_name, last_name, email, phone, street, city, state, postal_code, country,
                           subtotal_paise, shipping_paise, tax_paise, total_paise, item_count, discount_code_id, discount_code)
       SELECT 'Early', 'Bird', 'early' || n || '@example.in', '9876543210', 'Road', 'Kochi', 'Kerala', '682001', 'India',
              24900, 3000, 0, 27900, 1, $1, 'RACE10'
         FROM generate_series(1, 2) AS n`,
      [codeId],
    );
    await suite.db.sql(`UPDATE products SET stock = 1000 WHERE id = 'hair-oil-1'`);
    const variantId = await race.hairOil100ml();
    const stockBefore = await suite.db.count(`SELECT stock AS n FROM products WHERE id = 'hair-oil-1'`);

    const { answers, elapsedMs: elapsed } = await race.run<RaceAnswer>(RACERS, ORDER, (index) => ({
      shipping: racerShipping(`racer${index}@example.in`),
      lines: [{ variantId, quantity: 1 }],
      discountCode: 'race10',
    }));
    const placed = answers.filter((answer) => answer.data?.createOrder.order);
    const usedUp = answers.filter((answer) => answer.data?.createOrder.errors[0]?.discountRefusal?.reason === 'USED_UP');
    console.info(`discount race: ${RACERS} orders over 2 processes in ${elapsed} ms: ${placed.length} placed, ${usedUp.length} used up`);
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    expect([placed.length, usedUp.length]).toEqual([USES_LEFT, RACERS - USES_LEFT]);
    // ₹249 less 10 % (₹24.90) plus ₹30 shipping, each.
    for (const answer of placed)
      expect(answer.data!.createOrder.order).toMatchObject({ discountMoney: { amount: 24_90 }, totalMoney: { amount: 254_10 } });

    expect(
      await suite.db.count(`SELECT count(*)::int AS n FROM orders WHERE discount_code_id = $1 AND NOT discount_released`, [codeId]),
    ).toBe(12);
    // The refused orders took no stock.
    expect(await suite.db.count(`SELECT stock AS n FROM products WHERE id = 'hair-oil-1'`)).toBe(stockBefore - USES_LEFT);
  }, 60_000);
});

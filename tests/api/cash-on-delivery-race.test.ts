import { describe, expect, it } from 'vitest';
import { racerShipping, useOrderRace } from '../support/order-race.js';
import { databaseForProcesses } from '../support/server-process.js';

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

describe.skipIf(!database)('one shopper racing cash-on-delivery orders across two shop processes', () => {
  const race = useOrderRace(database!);

  it(`places exactly ${OPEN_ALLOWED} of ${RACERS} COD orders when ${OPEN_ALLOWED} may be open`, async () => {
    const { suite } = race;
    await suite.db.sql(
      `INSERT INTO shop_settings (key, value, updated_at, updated_by)
       VALUES ('cod_enabled', 'true', now(), 'test'), ('cod_fee_paise', '4900', now(), 'test'),
              ('cod_max_order_paise', '500000', now(), 'test'), ('cod_max_open_orders', '${OPEN_ALLOWED}', now(), 'test')`,
    );
    const variantId = await race.hairOil100ml();
    const stockBefore = await suite.db.count(`SELECT stock AS n FROM products WHERE id = 'hair-oil-1'`);

    // A new e-mail each time: the phone and the door are the same shopper's.
    const { answers, elapsedMs: elapsed } = await race.run<RaceAnswer>(RACERS, ORDER, (index) => ({
      shipping: racerShipping(`meera${index}@example.in`),
      lines: [{ variantId, quantity: 1 }],
      paymentMethod: 'CASH_ON_DELIVERY',
    }));
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

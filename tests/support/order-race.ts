import { afterAll, beforeAll } from 'vitest';
import { startProcessSuite, type ProcessSuite, type ServerProcess } from './server-process.js';
import type { TestDatabase } from './test-database.js';

/**
 * Orders raced through two shop processes on one Postgres, for the suites that prove a limit holds
 * across processes (discount code uses, open cash-on-delivery orders). Each racer is one shopper
 * from its own address (so the per-address limits do not refuse them first), alternating between
 * the two processes.
 */
export interface OrderRace {
  suite: ProcessSuite;
  /** Every racer's answer, in racer order, and how long the whole race took. */
  run<T>(racers: number, query: string, input: (index: number) => Record<string, unknown>): Promise<{ answers: T[]; elapsedMs: number }>;
  /** The id of the seeded hair oil's 100 ml size, which every race orders. */
  hairOil100ml(): Promise<string>;
}

/** Starts two shop processes for the describe block it is called in, and stops them after. */
export function useOrderRace(database: TestDatabase): OrderRace {
  let a: ServerProcess;
  let b: ServerProcess;
  const race = { suite: undefined as unknown as ProcessSuite } as OrderRace;
  beforeAll(async () => {
    race.suite = await startProcessSuite(database);
    [a, b] = await Promise.all([race.suite.startShop(race.suite.port), race.suite.startShop()]);
  }, 150_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await race.suite?.close();
  }, 60_000);

  race.run = async <T>(racers: number, query: string, input: (index: number) => Record<string, unknown>) => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: racers }, async (_, index) => {
        const response = await fetch(`${index % 2 === 0 ? a.url : b.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-forwarded-for': `198.51.100.${index + 1}` },
          body: JSON.stringify({ query, variables: { input: input(index) } }),
        });
        return (await response.json()) as T;
      }),
    );
    return { answers, elapsedMs: Math.round(performance.now() - started) };
  };
  race.hairOil100ml = async () => {
    const [{ id }] = await race.suite.db.sql<{ id: string }>(
      `SELECT v->>'id' AS id FROM products, jsonb_array_elements(sizes) AS v WHERE products.id = 'hair-oil-1' AND v->>'label' = '100ml'`,
    );
    return id;
  };
  return race;
}

/** The same shopper's address for every racer, with the e-mail given. */
export const racerShipping = (email: string) => ({
  firstName: 'Meera',
  lastName: 'Iyer',
  email,
  phone: '9876543210',
  address: '4 Lake View Road',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682001',
  country: 'India',
});

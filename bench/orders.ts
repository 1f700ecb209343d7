/**
 * What placing an order costs (docs/decisions/018-one-statement-per-order.md):
 * orders placed as fast as the shop takes them, four at a time, each from a shopper of its own
 * (address and e-mail, the shop's abuse limits as shipped), and the CPU each order costs the shop's
 * process and Postgres. The baseline, in the same run and the same way: the cheapest request
 * GraphQL answers (`mutation { __typename }`), so the figure to watch is how many such requests an
 * order costs, which the machine's speed moves far less than milliseconds.
 *
 * Under a stream of catalogue reads (bench/mixed) every millisecond an order takes from the shop's
 * one thread is a millisecond the reads do not get; this bench says where that stands without the
 * reads' noise.
 *
 *   npx tsx bench/orders.ts     (BENCH_SECONDS=8 per phase by default, BENCH_ORDER_CONCURRENCY=4)
 */
import { cpuMeter, type CpuSplit } from './support/cpu-meter.js';
import { analyseAsAutovacuumWould, withStockedShop } from './support/processes.js';
import { benchShipping, shopperAddress, shopperClient } from './support/shopper.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_ORDER_CONCURRENCY ?? 4);

const CREATE_ORDER = `mutation Checkout($input: CreateOrderInput!) { createOrder(input: $input) { order { id } errors { code message } } }`;
const TRIVIAL = { query: 'mutation { __typename }' };
const LISTING = JSON.stringify({ query: '{ products(sort: POPULAR, limit: 20) { items { id sizes { id } } } }' });

interface Phase {
  perSecond: number;
  /** CPU milliseconds per request, by process. */
  shopMs: number;
  postgresMs: number;
  loadGeneratorMs: number;
  failed: number;
}

/** Sends `one(n)` from CONCURRENCY loops for `seconds`, measuring the machine's CPU meanwhile. */
async function phase(shopPid: number | undefined, seconds: number, one: (n: number) => Promise<boolean>): Promise<Phase> {
  const meter = cpuMeter(shopPid);
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  await meter.measure(async () => {
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          sent += 1;
          if (!(await one(sent))) failed += 1;
        }
      }),
    );
  });
  const elapsed = (performance.now() - started) / 1000;
  const split: CpuSplit = meter.split() ?? { shop: NaN, postgres: NaN, loadGenerator: NaN, idle: NaN };
  const perSecond = sent / elapsed;
  const msEach = (cores: number) => (cores * 1000) / perSecond;
  return {
    perSecond,
    shopMs: msEach(split.shop),
    postgresMs: msEach(split.postgres),
    loadGeneratorMs: msEach(split.loadGenerator),
    failed,
  };
}

async function main() {
  await withStockedShop(async (shop, database) => {
    const listing = (await (
      await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: LISTING })
    ).json()) as { data: { products: { items: Array<{ id: string; sizes: Array<{ id: string }> }> } } };
    const products = listing.data.products.items;
    const shoppers = shopperClient(shop.url);
    let shopper = 0;
    const placeOrder = async () => {
      shopper += 1;
      const input = {
        shipping: benchShipping('Orders', 'Bench', `orders${shopper}@example.in`),
        lines: [{ variantId: products[shopper % products.length].sizes[0].id, quantity: 1 }],
      };
      const text = await shoppers.postJson('/graphql', { query: CREATE_ORDER, variables: { input } }, shopperAddress(shopper));
      return text.includes('"order":{"id"');
    };
    const trivial = async (n: number) => (await shoppers.postJson('/graphql', TRIVIAL, shopperAddress(n))).startsWith('{"data"');

    // Warm-up: the code paths compiled, the pool's connections open.
    await phase(shop.child.pid, 1, placeOrder);
    await analyseAsAutovacuumWould(database);
    await phase(shop.child.pid, 1, trivial);
    const baseline = await phase(shop.child.pid, SECONDS, trivial);
    const orders = await phase(shop.child.pid, SECONDS, placeOrder);
    shoppers.close();

    console.log(`bench/orders: ${CONCURRENCY} at a time, ${SECONDS}s per phase, database: ${database.kind}`);
    console.log(
      [
        'request'.padEnd(26),
        'per s'.padStart(7),
        'shop ms'.padStart(8),
        'pg ms'.padStart(7),
        'client ms'.padStart(10),
        'failed'.padStart(7),
      ].join(' '),
    );
    for (const [name, result] of [
      ['mutation { __typename }', baseline],
      ['createOrder (1 line)', orders],
    ] as const) {
      console.log(
        [
          name.padEnd(26),
          result.perSecond.toFixed(0).padStart(7),
          result.shopMs.toFixed(2).padStart(8),
          result.postgresMs.toFixed(2).padStart(7),
          result.loadGeneratorMs.toFixed(2).padStart(10),
          String(result.failed).padStart(7),
        ].join(' '),
      );
    }
    console.log(
      `an order costs the shop ${(orders.shopMs / baseline.shopMs).toFixed(1)}x the baseline request's CPU, and Postgres ${orders.postgresMs.toFixed(2)} ms`,
    );
    if (orders.failed + baseline.failed > 0) {
      console.log(`FAILED: ${orders.failed} orders and ${baseline.failed} baseline requests failed`);
      return true;
    }
    return false;
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

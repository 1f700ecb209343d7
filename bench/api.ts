/**
 * API throughput: the shop's catalogue reads (listing, product detail, search) and checkout under
 * autocannon (c=50), each beside a bare node:http + pg baseline answering the same query in the
 * same run. Prints req/s, p50, p99, errors and the shop/baseline ratio, the shop's memory (RSS)
 * once warm, and a MISSED line per target missed (read, not asserted: these machines are noisy).
 * Any failed request fails the run.
 *
 *   npx tsx bench/api.ts            (BENCH_SECONDS=10 per target by default, BENCH_ROUNDS=3; CI uses a short run)
 */
import autocannon from 'autocannon';
import { benchDatabase, benchShopEnv, residentMegabytes, startProcess, type RunningProcess } from './support/processes.js';
import { benchShipping } from './support/shopper.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const gqlBody = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

const LISTING = gqlBody(
  `query Listing($limit: Int) { products(sort: POPULAR, limit: $limit) { totalCount items { id name category { slug } subcategory priceMoney { amount } sizes { id label priceMoney { amount } } imageUrl stock rating reviews featured bestSeller isNew } } }`,
  { limit: 20 },
);
const DETAIL = gqlBody(
  `query Detail($id: ID!) { product(id: $id) { id name category { slug } subcategory priceMoney { amount } sizes { id label priceMoney { amount } } description benefits imageUrl images stock rating reviews featured bestSeller isNew } }`,
  { id: 'hair-oil-1' },
);
const SEARCH = gqlBody(
  `query Search($search: String) { products(filter: { search: $search }, sort: POPULAR, limit: 20) { totalCount items { id name priceMoney { amount } imageUrl rating reviews stock } } }`,
  { search: 'neem' },
);

/**
 * GraphQL answers errors with HTTP 200: a response only counts when its body has no errors, neither
 * top-level nor in a mutation payload (`"errors":[]` is a mutation that worked).
 */
function bodyIsData(body: string): boolean {
  return body.startsWith('{"data"') && !body.includes('"errors":[{');
}

/**
 * Measures several targets in interleaved rounds (A B C A B C …) rather than one after the other,
 * so a burst of load from elsewhere on a noisy machine falls on all of them alike and the ratios
 * stay meaningful. req/s is over all rounds; p50 is the median round's, p99 the worst round's.
 */
async function measureInterleaved(targets: autocannon.Options[]): Promise<Measured[]> {
  // A short warm-up so JIT and pools are ready before we count.
  for (const options of targets) await autocannon({ ...options, duration: 1 });
  const rounds = Math.max(1, Math.min(ROUNDS, Math.floor(SECONDS)));
  const runs: autocannon.Result[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, options] of targets.entries()) {
      runs[index].push(await autocannon({ ...options, duration: SECONDS / rounds }));
    }
  }
  return runs.map((results) => {
    const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
    const seconds = results.reduce((sum, result) => sum + result.duration, 0);
    const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
    return {
      requestsPerSecond: requests / seconds,
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...results.map((result) => result.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx + (result.mismatches ?? 0) + result.timeouts, 0),
    };
  });
}

async function measure(options: autocannon.Options): Promise<Measured> {
  const [measured] = await measureInterleaved([options]);
  return measured;
}

function shopRequest(shop: RunningProcess, body: string): autocannon.Options {
  return {
    url: `${shop.url}/graphql`,
    connections: CONNECTIONS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    verifyBody: bodyIsData,
  } as autocannon.Options;
}

function row(name: string, measured: Measured, baseline?: Measured): string {
  const ratio = baseline ? (measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) : '—';
  return [
    name.padEnd(34),
    measured.requestsPerSecond.toFixed(0).padStart(8),
    `${measured.p50} ms`.padStart(9),
    `${measured.p99} ms`.padStart(9),
    String(measured.errors).padStart(7),
    ratio.padStart(7),
  ].join(' ');
}

async function main() {
  const database = await benchDatabase();
  const env = {
    // The checkout run creates thousands of orders from one address: far above the per-address limits.
    ...benchShopEnv(database.url, { manyOrdersFromOneAddress: true }),
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'bench-admin-password',
  };
  const shop = await startProcess('server/src/main.ts', env, '/healthz');
  const shopNoCache = await startProcess('server/src/main.ts', { ...env, CATALOGUE_CACHE: 'off' }, '/healthz');
  const baseline = await startProcess('bench/support/baseline-server.ts', { DATABASE_URL: database.url }, '/healthz');
  const lines: string[] = [];
  const missed: string[] = [];
  let errors = 0;
  try {
    console.log(
      `bench/api: c=${CONNECTIONS}, ${SECONDS}s per target in ${ROUNDS} interleaved rounds (p99: worst round), database: ${database.kind}`,
    );
    console.log(
      ['operation'.padEnd(34), 'req/s'.padStart(8), 'p50'.padStart(9), 'p99'.padStart(9), 'errors'.padStart(7), 'ratio'.padStart(7)].join(
        ' ',
      ),
    );

    const scenarios: Array<[string, string, string]> = [
      ['listing (20 products)', LISTING, '/products'],
      ['product detail', DETAIL, '/product/hair-oil-1'],
      ['search "neem"', SEARCH, '/products?search=neem'],
    ];
    for (const [name, body, baselinePath] of scenarios) {
      const [base, cached, uncached] = await measureInterleaved([
        { url: `${baseline.url}${baselinePath}`, connections: CONNECTIONS },
        shopRequest(shop, body),
        shopRequest(shopNoCache, body),
      ]);
      lines.push(row(`baseline ${name}`, base));
      lines.push(row(`shop ${name}`, cached, base));
      lines.push(row(`shop ${name} (cache off)`, uncached, base));
      for (const line of lines.splice(0)) console.log(line);
      // The targets, reported (these machines are noisy: a ratio is read, not asserted).
      const ratio = (measured: Measured) => measured.requestsPerSecond / base.requestsPerSecond;
      if (ratio(cached) < 1) missed.push(`${name}: cached ${ratio(cached).toFixed(2)}x < 1.0x the baseline`);
      if (ratio(uncached) < 0.4) missed.push(`${name}: cache off ${ratio(uncached).toFixed(2)}x < 0.40x the baseline`);
      if (cached.p99 > 50) missed.push(`${name}: cached p99 ${cached.p99} ms > 50 ms`);
      errors += cached.errors + uncached.errors;
    }

    // After the reads above every code path of a catalogue read is warm and the cache is full.
    const memory = await Promise.all([residentMegabytes(shop), residentMegabytes(shopNoCache)]);
    console.log(`shop memory after warm-up (RSS, ${database.kind} database): ${memory[0] ?? '?'} MB, cache off ${memory[1] ?? '?'} MB`);

    // Checkout: every request creates a real order (stock reserved, payment started in the sandbox).
    await fetch(`${shop.url}/healthz`);
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`UPDATE products SET stock = 1000000 WHERE id = 'napkin-1'`);
    // Orders name a size by its variant id (Size.id), as the storefront's cart does.
    const { rows } = await client.query<{ id: string }>(
      `SELECT size->>'id' AS id FROM products, jsonb_array_elements(sizes) AS size WHERE products.id = 'napkin-1' AND size->>'label' = 'L'`,
    );
    await client.end();
    const checkout = gqlBody(
      `mutation Checkout($input: CreateOrderInput!) { createOrder(input: $input) { paymentLink order { id totalMoney { amount } } errors { code message } } }`,
      {
        input: {
          shipping: benchShipping('Bench', 'Shopper', 'bench@example.in'),
          lines: [{ variantId: rows[0].id, quantity: 1 }],
        },
      },
    );
    const orders = await measure({ ...shopRequest(shop, checkout), connections: Math.min(CONNECTIONS, 10) });
    console.log(row('shop checkout (createOrder, c=10)', orders));
    errors += orders.errors;
    for (const line of missed) console.log(`MISSED ${line}`);
    // Errors are never noise: a request the shop failed fails the benchmark (and npm test).
    if (errors > 0) {
      console.log(`FAILED: ${errors} request(s) failed or answered wrongly`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all([shop.stop(), shopNoCache.stop(), baseline.stop()]);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

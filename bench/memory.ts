/**
 * The shop's resident memory (RSS) under a steady mixed load: the storefront's reads (the cached
 * listing, product pages, searches of changing words, the quote of 64 carts) from a few kept-alive
 * connections, while orders are placed at a fixed rate, each from a shopper of its own. RSS is
 * read once the load has warmed every path and the heap has grown to its working size (at least
 * BENCH_MEMORY_WARM_SECONDS, 20, and then until RSS rises less than 8 MB in 30 s, at most
 * BENCH_MEMORY_MAX_WARM_SECONDS, 180), then every 5 s for BENCH_MEMORY_SECONDS (600).
 * V8 lets the heap of a process under a new load grow for tens of seconds before its size settles
 * (+210 MB over 50 s, then flat for the rest of the run, and flat at +1 MB all along with the old
 * space capped at 160 MB, so garbage, not kept objects); measuring during that climb reads the
 * heap's sizing, not a leak. What a steady load leaves behind and keeps is a leak: the run
 * fails (exit 1) when the lowest reading of the run's last quarter is more than
 * BENCH_MEMORY_MAX_GROWTH_MB (64) above the lowest of its first (garbage collection moves single
 * readings by 100 MB and more; a leak raises the floor). Each database kind of
 * BENCH_MEMORY_DATABASES ("postgres,embedded") on its own shop: the embedded one (PGlite, in the
 * shop's process) counts in the shop's RSS. BENCH_MEMORY_MAX_OLD_SPACE_MB caps V8's old space
 * (--max-old-space-size): with it, the heap cannot take a step of growth partway through the run
 * (bench:ci's minute read one as +206 MB: 375, 415, 453, 495, 531, then 557 MB flat), so the
 * floor moves only with what is kept, and a leak larger than the room left ends in a failed read.
 *
 *   npx tsx bench/memory.ts       (bench:ci: 60 s, Postgres only)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer, type ServerProcess } from '../tests/support/server-process.js';
import { benchDatabase, benchShopEnv, residentMegabytes } from './support/processes.js';
import { LISTING, QUOTE_QUERY, bodyIsData, gqlBody } from './support/shop-loads.js';
import { benchShipping, shopperAddress, shopperClient } from './support/shopper.js';

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 600);
const WARM_SECONDS = Number(process.env.BENCH_MEMORY_WARM_SECONDS ?? 20);
const MAX_WARM_SECONDS = Number(process.env.BENCH_MEMORY_MAX_WARM_SECONDS ?? 180);
const SETTLED_MB = 8;
/**
 * How long RSS must hold within SETTLED_MB before the heap counts as settled. V8 grows it in steps
 * with flat stretches between: a 10 s window ended one CI run's warm-up at 30 s on such a
 * stretch (360 MB), and the minute measured read the next step (+210 MB in 20 s, then flat).
 */
const SETTLED_SECONDS = 30;
const MAX_GROWTH_MB = Number(process.env.BENCH_MEMORY_MAX_GROWTH_MB ?? 64);
const ORDERS_PER_SECOND = Number(process.env.BENCH_MEMORY_ORDERS_PER_SECOND ?? 5);
const CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 8);
const MAX_OLD_SPACE_MB = process.env.BENCH_MEMORY_MAX_OLD_SPACE_MB ? Number(process.env.BENCH_MEMORY_MAX_OLD_SPACE_MB) : null;
const KINDS = (process.env.BENCH_MEMORY_DATABASES ?? 'postgres,embedded').split(',').filter(Boolean);

const SEARCH = `query Search($search: String) { products(filter: { search: $search }, sort: POPULAR, limit: 20) { totalCount items { id name priceMoney { amount } imageUrl rating reviews stock } } }`;
const DETAIL = `query Detail($id: ID!) { product(id: $id) { id name priceMoney { amount } sizes { id label priceMoney { amount } } description imageUrl stock rating reviews } }`;
const CREATE_ORDER = `mutation Checkout($input: CreateOrderInput!) { createOrder(input: $input) { order { id } errors { code message } } }`;
const WORDS = [
  'neem',
  'oil',
  'hair',
  'soap',
  'tulsi',
  'aloe',
  'rose',
  'amla',
  'face',
  'herbal',
  'cream',
  'wash',
  'powder',
  'tea',
  'ginger',
  'honey',
];

interface Product {
  id: string;
  sizes: Array<{ id: string }>;
}

/** The reads, built from what the shop itself lists (so the embedded shop needs no SQL from here). */
async function readBodies(url: string): Promise<string[]> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: gqlBody(`{ products(limit: 100) { items { id sizes { id } } } }`),
  });
  const products = ((await response.json()) as { data: { products: { items: Product[] } } }).data.products.items;
  const variants = products.flatMap((product) => product.sizes.map((size) => size.id));
  const bodies = [LISTING];
  for (const product of products.slice(0, 16)) bodies.push(gqlBody(DETAIL, { id: product.id }));
  // Two-word searches: 256 different ones, more than a warm-up repeats, fewer than the cache holds.
  for (const first of WORDS) for (const second of WORDS) bodies.push(gqlBody(SEARCH, { search: `${first} ${second}`.slice(0, 12) }));
  for (let cart = 0; cart < 64; cart += 1) {
    const lines = Array.from({ length: 1 + (cart % 3) }, (_, line) => ({
      variantId: variants[(cart * 7 + line * 13) % variants.length],
      quantity: 1 + ((cart + line) % 3),
    }));
    bodies.push(gqlBody(QUOTE_QUERY, { lines }));
  }
  // Interleaved so every slice of the run has each kind of read.
  return bodies
    .map((body, index) => ({ body, key: (index * 7919) % bodies.length }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.body);
}

/** Orders at a fixed rate, each from a new shopper, until stopped; counts what was answered. */
function placeOrders(url: string, variants: string[]) {
  const client = shopperClient(url);
  let shopper = 0;
  let answered = 0;
  let failed = 0;
  const timer = setInterval(() => {
    shopper += 1;
    const input = {
      shipping: benchShipping('Memory', 'Bench', `memory${shopper}@example.in`),
      lines: [{ variantId: variants[shopper % variants.length], quantity: 1 }],
    };
    client
      .postJson('/graphql', { query: CREATE_ORDER, variables: { input } }, shopperAddress(shopper))
      // An order refused for want of stock is an answer (the embedded shop is never restocked).
      .then((text) => (text.startsWith('{"data"') ? (answered += 1) : (failed += 1)))
      .catch(() => (failed += 1));
  }, 1000 / ORDERS_PER_SECOND);
  return {
    stop: () => clearInterval(timer),
    counts: () => ({ answered, failed }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits WARM_SECONDS, then until RSS stayed within SETTLED_MB for SETTLED_SECONDS (at most MAX_WARM_SECONDS); returns the seconds waited. */
async function warmUp(shop: ServerProcess): Promise<number> {
  const began = Date.now();
  await sleep(WARM_SECONDS * 1000);
  const recent: number[] = [];
  const window = SETTLED_SECONDS / 5 + 1;
  while ((Date.now() - began) / 1000 < MAX_WARM_SECONDS) {
    recent.push((await residentMegabytes(shop)) ?? 0);
    const span = recent.slice(-window);
    if (span.length === window && Math.max(...span) - Math.min(...span) < SETTLED_MB) break;
    await sleep(5000);
  }
  return Math.round((Date.now() - began) / 1000);
}

/** Stops an autocannon run and resolves with its result. */
function stopped(run: autocannon.Instance): Promise<autocannon.Result> {
  return new Promise((resolve) => {
    run.once('done', resolve);
    run.stop();
  });
}

async function measure(kind: string): Promise<boolean> {
  const database = kind === 'postgres' ? await benchDatabase() : null;
  const dataDir = kind === 'embedded' ? mkdtempSync(path.join(os.tmpdir(), 'bench-memory-')) : null;
  const env = benchShopEnv(database?.url ?? '', { manyOrdersFromOneAddress: true });
  if (!database) {
    delete (env as Partial<typeof env>).DATABASE_URL;
    delete process.env.DATABASE_URL;
    env.DATA_DIR = dataDir!;
  }
  let shop: ServerProcess | null = null;
  try {
    shop = await spawnServer('server/src/main.ts', {
      env,
      nodeArgs: MAX_OLD_SPACE_MB ? [`--max-old-space-size=${MAX_OLD_SPACE_MB}`] : [],
      stdio: 'inherit',
      startTimeoutMs: 180_000,
    });
    if (database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('UPDATE products SET stock = 1000000');
      await client.end();
    }
    const started = (await residentMegabytes(shop)) ?? 0;
    const bodies = await readBodies(shop.url);
    const variants = bodies.flatMap((body) => [...body.matchAll(/"variantId":"([^"]+)"/g)].map((match) => match[1]));
    const orders = placeOrders(shop.url, variants);
    const reads = autocannon({
      url: `${shop.url}/graphql`,
      connections: CONNECTIONS,
      // Runs until stopped: the warm-up's length depends on when the heap settles.
      duration: MAX_WARM_SECONDS + SECONDS + 60,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: bodies.map((body) => ({ method: 'POST', body })),
      verifyBody: bodyIsData,
    } as autocannon.Options) as unknown as autocannon.Instance;
    const warmSeconds = await warmUp(shop);
    const warm = (await residentMegabytes(shop)) ?? 0;
    const readings: number[] = [];
    const sampler = setInterval(() => void residentMegabytes(shop!).then((mb) => mb !== null && readings.push(mb)), 5000);
    await sleep(SECONDS * 1000);
    clearInterval(sampler);
    const result = await stopped(reads);
    orders.stop();
    const last = (await residentMegabytes(shop)) ?? 0;
    const { answered, failed } = orders.counts();
    const readErrors = result.errors + result.non2xx + (result.mismatches ?? 0) + result.timeouts;
    // Garbage collection moves RSS by 100 MB and more within a run (a young heap grown, then
    // given back): a single reading may fall on either side. What a leak raises is the floor,
    // so the floor of the run's first quarter (the warm reading with it) is compared with the
    // floor of its last quarter.
    const quarter = Math.max(1, Math.floor(readings.length / 4));
    const floorAfterWarmUp = Math.min(warm, ...readings.slice(0, quarter));
    const floorAtEnd = Math.min(last, ...readings.slice(-quarter));
    const growth = floorAtEnd - floorAfterWarmUp;
    console.log(
      `${kind.padEnd(9)} RSS at start ${started} MB, after ${warmSeconds} s warm-up ${warm} MB, after ${SECONDS} s more ${last} MB ` +
        `(peak ${Math.max(warm, last, ...readings)} MB; lowest ${floorAfterWarmUp} MB in the first quarter, ${floorAtEnd} MB in the last: ` +
        `growth ${growth >= 0 ? '+' : ''}${growth} MB, budget +${MAX_GROWTH_MB} MB); ` +
        `${result.requests.total} reads (${Math.round(result.requests.average)}/s, ${readErrors} failed), ${answered} orders answered, ${failed} failed`,
    );
    if (readings.length > 1) {
      const step = Math.max(1, Math.floor(readings.length / 12));
      console.log(`${kind.padEnd(9)} RSS every ${step * 5} s: ${readings.filter((_, index) => index % step === 0).join(', ')} MB`);
    }
    let failedRun = false;
    if (growth > MAX_GROWTH_MB) {
      console.log(`MISSED ${kind}: RSS grew ${growth} MB under a steady load, over the ${MAX_GROWTH_MB} MB budget (a leak?)`);
      failedRun = true;
    }
    if (readErrors > 0 || failed > 0) {
      console.log(`FAILED: ${readErrors} read(s) and ${failed} order(s) failed`);
      failedRun = true;
    }
    return failedRun;
  } finally {
    await shop?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `bench/memory: ${KINDS.join(', ')}; c=${CONNECTIONS} reads and ${ORDERS_PER_SECOND} orders/s for ${WARM_SECONDS}-${MAX_WARM_SECONDS} + ${SECONDS} s${MAX_OLD_SPACE_MB ? `, old space capped at ${MAX_OLD_SPACE_MB} MB` : ''}, load ${os.loadavg()[0].toFixed(1)}`,
  );
  let failed = false;
  for (const kind of KINDS) failed = (await measure(kind)) || failed;
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

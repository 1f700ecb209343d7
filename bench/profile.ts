/**
 * Where the shop's time goes on one request path: starts the shop, compiled as it ships, under
 * `node --cpu-prof` on a fresh database, loads one scenario with autocannon, stops it, and prints
 * the profile's top functions by self time and the same time by package (pino, prom-client, graphql, @apollo, ...),
 * so a change to the request path is chosen by what it costs, not by guess. Before them, the
 * shop's CPU per request as the kernel counted it, in its own code and in the kernel: the profile
 * samples wall time, and its `writev` share is mostly not CPU (cpuPerRequest).
 *
 *   BENCH_PROFILE=quote npx tsx bench/profile.ts     (listing | quote | search | detail | typename | livez | admin-orders; BENCH_SECONDS=10)
 *   admin-orders: the admin's first page of orders, signed in, after 40 orders are placed
 *   BENCH_PROFILE_CACHE=off                          the catalogue cache off (the GraphQL pipeline on every read)
 *   BENCH_PROFILE_LOG_LEVEL=warn                     without access lines (info by default, as shipped)
 *
 * The profile stays in bench/.out/profile/ (open it in Chrome's DevTools for a flame graph).
 */
import { openSync, closeSync, readdirSync, readFileSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { spawnServer } from '../tests/support/server-process.js';
import { benchDatabase, benchShopEnv, shippedShopEntry } from './support/processes.js';
import { processUserSystemSeconds } from './support/cpu-meter.js';
import pg from 'pg';
import { ADMIN_ORDERS, LISTING, PRODUCT_DETAIL, SEARCH, gqlBody, graphqlLoad, quoteBodies } from './support/shop-loads.js';
import { benchShipping, shopperAddress, shopperClient } from './support/shopper.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench', '.out', 'profile');
const SCENARIO = process.env.BENCH_PROFILE ?? 'listing';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };

/** Places 40 orders (so the admin's first page is full) and signs the admin in; resolves with the session's cookie. */
async function adminWithOrders(url: string, databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('UPDATE products SET stock = 1000000');
  const { rows } = await client.query<{ id: string }>(
    `SELECT size->>'id' AS id FROM products, jsonb_array_elements(sizes) AS size LIMIT 5`,
  );
  await client.end();
  const shopper = shopperClient(url);
  const checkout = `mutation Checkout($input: CreateOrderInput!) { createOrder(input: $input) { order { id } errors { code message } } }`;
  for (let n = 1; n <= 40; n += 1) {
    const input = {
      shipping: benchShipping('Profile', `Shopper${n}`, `profile${n}@example.in`),
      lines: [{ variantId: rows[n % rows.length].id, quantity: 1 }],
    };
    await shopper.postJson('/graphql', { query: checkout, variables: { input } }, shopperAddress(n));
  }
  const login = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: gqlBody(
      `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { user { email } } }`,
      ADMIN,
    ),
  });
  return login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function and per package of a .cpuprofile, in ms, largest first. */
export function selfTimes(profile: CpuProfile): { functions: Array<[string, number]>; packages: Array<[string, number]> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
    functions.set(
      `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`,
      (functions.get(`${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`) ?? 0) + ms,
    );
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (file.startsWith('server/')
        ? 'shop: ' + file.split('/').slice(0, 3).join('/')
        : file
          ? file.startsWith('node:')
            ? 'node'
            : file
          : functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { functions: sorted(functions), packages: sorted(packages) };
}

/**
 * The shop's CPU per request from the kernel's count, split into its own code (user) and the
 * kernel's work for it (system: the socket writes and reads among it). The profile samples the main
 * thread's wall time: a `writev` there also holds the time the thread waited for a CPU after its
 * write woke Postgres (on two cores, often), so its real cost is at most the system share.
 */
function cpuPerRequest(userSeconds: number, systemSeconds: number, requests: number): string {
  const perRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, requests)).toFixed(3);
  const systemShare = (100 * systemSeconds) / Math.max(1e-9, userSeconds + systemSeconds);
  return `shop CPU per request: ${perRequest(userSeconds + systemSeconds)} ms (user ${perRequest(userSeconds)}, system ${perRequest(systemSeconds)}: ${systemShare.toFixed(0)} % in the kernel)`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  let cpuSplit = '';
  const database = await benchDatabase();
  const started = Date.now();
  const log = openSync(path.join(OUT, `${SCENARIO}.log`), 'w');
  // The compiled build, as the shop ships and as bench/api.ts measures it: no loader's frames in the profile.
  const shop = await spawnServer(shippedShopEntry(), {
    env: {
      ...benchShopEnv(database.url, { manyOrdersFromOneAddress: true }),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: process.env.BENCH_PROFILE_LOG_LEVEL ?? 'info',
      ...(process.env.BENCH_PROFILE_CACHE === 'off' ? { CATALOGUE_CACHE: 'off' } : {}),
    },
    stdio: 'inherit',
    stdoutFd: log,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${OUT}`],
  });
  try {
    const bodies =
      SCENARIO === 'quote'
        ? await quoteBodies(database.url)
        : SCENARIO === 'search'
          ? [SEARCH]
          : SCENARIO === 'typename'
            ? [gqlBody('{ __typename }')]
            : SCENARIO === 'detail'
              ? [PRODUCT_DETAIL]
              : [LISTING];
    // livez: the HTTP stack alone (express, headers, the access log), no GraphQL and no SQL.
    const options =
      SCENARIO === 'livez'
        ? { url: `${shop.url}/livez`, connections: 32 }
        : SCENARIO === 'admin-orders'
          ? graphqlLoad(shop.url, [ADMIN_ORDERS], 32, { cookie: await adminWithOrders(shop.url, database.url) })
          : graphqlLoad(shop.url, bodies, 32);
    const before = processUserSystemSeconds(shop.child.pid!);
    const result = await autocannon({ ...options, duration: SECONDS });
    const after = processUserSystemSeconds(shop.child.pid!);
    console.log(
      `${SCENARIO}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
    );
    cpuSplit = cpuPerRequest(after.user - before.user, after.system - before.system, result.requests.total);
  } finally {
    await shop.stop();
    closeSync(log);
    await database.drop();
  }
  const file = readdirSync(OUT)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(OUT, name))
    .filter((name) => statSync(name).mtimeMs >= started)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!file) throw new Error('no profile written');
  const { functions, packages } = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const total = functions.reduce((sum, [, ms]) => sum + ms, 0);
  const line = ([name, ms]: [string, number]) => `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`;
  console.log(cpuSplit);
  console.log(`\n${file}\nby package:`);
  for (const entry of packages.slice(0, 25)) console.log(line(entry));
  console.log('\nby function (self time):');
  for (const entry of functions.slice(0, 40)) console.log(line(entry));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

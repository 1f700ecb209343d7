/**
 * What carrying the request scope costs on each of its two implementations (decision 75): this
 * checkout twice, each side on its own fresh database with the catalogue cache off, one side as
 * shipped (AsyncLocalStorage on V8's AsyncContextFrame) and one started with
 * `--no-experimental-async-context-frame` (Node 22's async hooks: a hook on every promise).
 * Loads: product by id, and the cart's quote over 64 different carts. Rounds alternate which side
 * goes first; printed per load: each side's req/s and CPU per request, and the shipped side's
 * req/s over the other's and the other's CPU per request over the shipped side's (above 1: the
 * flag pays).
 *
 *   npx tsx bench/request-scope-ab.ts     (BENCH_AB_ROUNDS=6 of BENCH_AB_SECONDS=4, c=BENCH_CONNECTIONS=50)
 *   BENCH_AB_LOG_LEVEL=info               with the access log on (warn by default, as the other API benches)
 *   BENCH_AB_CONTROL=1                    both sides as shipped: how far two equal sides drift apart on this host
 *
 * Measures only; exits 0 whatever it measures.
 */
import os from 'node:os';
import { spawnServer, type ServerProcess } from '../tests/support/server-process.js';
import { loadRound, median, type Round } from './support/ab-round.js';
import { benchDatabase, benchShopEnv } from './support/processes.js';
import { graphqlLoad, PRODUCT_DETAIL, quoteBodies } from './support/shop-loads.js';

const ROUNDS = Math.max(1, Number(process.env.BENCH_AB_ROUNDS ?? 6));
const SECONDS = Number(process.env.BENCH_AB_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOG_LEVEL = process.env.BENCH_AB_LOG_LEVEL ?? 'warn';
const CONTROL = process.env.BENCH_AB_CONTROL === '1';

interface Side {
  label: 'hooks' | 'frame';
  shop: ServerProcess;
  quotes: string[];
}

async function main() {
  const databases: Array<{ drop(): Promise<void> }> = [];
  const sides: Side[] = [];
  try {
    const start = async (label: Side['label'], nodeArgs: string[]): Promise<Side> => {
      const database = await benchDatabase();
      databases.push(database);
      const shop = await spawnServer('server/src/main.ts', {
        env: { ...benchShopEnv(database.url), CATALOGUE_CACHE: 'off', LOG_LEVEL },
        stdio: 'inherit',
        startTimeoutMs: 90_000,
        nodeArgs,
      });
      return { label, shop, quotes: await quoteBodies(database.url) };
    };
    sides.push(await start('hooks', CONTROL ? [] : ['--no-experimental-async-context-frame']), await start('frame', []));
    console.log(
      `bench/request-scope-ab: ${CONTROL ? 'control, both sides as shipped' : 'async hooks against the context frame'}, cache off, ` +
        `LOG_LEVEL=${LOG_LEVEL}, c=${CONNECTIONS}, ${ROUNDS} alternating rounds of ${SECONDS} s, load ${os.loadavg()[0].toFixed(1)}`,
    );
    const loads: Array<[name: string, bodies: (side: Side) => string[]]> = [
      ['product by id', () => [PRODUCT_DETAIL]],
      ['quote (64 carts)', (side) => side.quotes],
    ];
    let errors = 0;
    for (const [name, bodies] of loads) {
      const options = (side: Side) => graphqlLoad(side.shop.url, bodies(side), CONNECTIONS);
      for (const side of sides) await loadRound(options(side), 2, side.shop.child.pid!);
      const rounds = new Map<Side['label'], Round[]>(sides.map((side) => [side.label, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const side of round % 2 === 0 ? sides : [...sides].reverse())
          rounds.get(side.label)!.push(await loadRound(options(side), SECONDS, side.shop.child.pid!));
      }
      const requestsPerSecond = (label: Side['label']) =>
        rounds.get(label)!.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.get(label)!.length;
      const cpu = (label: Side['label']) => median(rounds.get(label)!.map((r) => r.cpuMsPerRequest));
      for (const [label, measured] of rounds) {
        errors += measured.reduce((sum, r) => sum + r.errors, 0);
        console.log(
          `${name.padEnd(18)} ${label.padEnd(6)} ${requestsPerSecond(label).toFixed(0).padStart(6)} req/s  CPU ${cpu(label).toFixed(3)} ms/request`,
        );
      }
      console.log(
        `${name.padEnd(18)} frame / hooks: req/s ${(requestsPerSecond('frame') / requestsPerSecond('hooks')).toFixed(2)}, ` +
          `by CPU per request ${(cpu('hooks') / cpu('frame')).toFixed(2)}`,
      );
    }
    if (errors > 0) console.log(`${errors} request(s) failed or answered wrongly`);
  } finally {
    await Promise.all(sides.map((side) => side.shop.stop()));
    await Promise.all(databases.map((database) => database.drop()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Every benchmark in sequence, each in its own process (so one's load never skews the next), then
 * a summary: how each ended and every MISSED line it printed.
 *
 *   npm run bench               bundle, lighthouse, interactions (each at Lighthouse's 4x, then 6x and 8x), api, observability-ab, mixed, orders, memory, scale, search
 *                               (BENCH_SECONDS, BENCH_SEARCH_ROWS, BENCH_SCALE_SIZES honoured; memory: 10 minutes on Postgres, then embedded)
 *   npm run bench:ci            all but the 1M-order scale, short: BENCH_SECONDS=2, BENCH_SEARCH_ROWS=10000 (30 ms budget),
 *                               BENCH_SCALE_SIZES=100000 with BENCH_SCALE_TOLERANCE=2 (even data, the order list unsearched), Lighthouse in 3 pairs failing
 *                               when a page's script cost is over 3x in every pair, three loads of the listing's and product
 *                               page's taps at 4x CPU failing over 300 ms (missed over 200), memory for 60 s on
 *                               Postgres failing on growth over 192 MB (the last step of npm test); not the observability A/B
 *   npx tsx bench/run-all.ts --only=api,search
 *
 * Exits non-zero when a benchmark fails (crashes, or exits non-zero as bench/search does on a
 * missed target, bench/bundle over its budget, bench/lighthouse over BENCH_LIGHTHOUSE_MAX_SCRIPT_COST, bench/interactions over BENCH_INP_FAIL_MS).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.argv.includes('--ci');
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));

if (ci) {
  process.env.BENCH_SECONDS ??= '2';
  process.env.BENCH_SEARCH_ROWS ??= '10000';
  // Twice the 15 ms target, as scale's tolerance: at 10,000 products every search reads a few
  // thousand rows, which a machine busy with the rest of npm test makes several times slower.
  process.env.BENCH_SEARCH_BUDGET_MS ??= '30';
  // 100,000 orders: small enough to fill in ~30 s, large enough that reading every order (the
  // pre-issue-15 console: 150–400 ms there) misses; twice the target for a shared, noisy machine.
  process.env.BENCH_SCALE_SIZES ??= '100000';
  process.env.BENCH_SCALE_TOLERANCE ??= '2';
  // Today's even data, and the order list's every status x sort x direction without a search
  // (each EXPLAINed: a sequential scan fails). The skewed data set and the searches, some of
  // which still walk the customer-name index for seconds at a million orders, run in the full bench.
  process.env.BENCH_SCALE_DATA ??= 'uniform';
  process.env.BENCH_SCALE_SEARCHES ??= '';
  // Reads while orders flow: emptying the whole cache on every order measured 0.06–0.15x; dropping
  // the answers showing the ordered product 0.25–0.29x (load 10–16 on two cores); writing the new
  // stock into them 0.45–0.73x under the same load. 0.25 catches a return to emptying the cache
  // without failing on a busy machine (the 0.8x target is reported, not enforced).
  process.env.BENCH_MIXED_FAIL_RATIO ??= '0.25';
  // A phone: three pairs per page, each the page with its scripts and without them
  // on the same host moments apart (decision 20). The script cost (main-thread work with the
  // scripts over without) measured 1.75-2.36x per page (medians) on a host whose Lighthouse scores
  // of one build spread over 72-88; the guard takes each page's lowest pair, since a busy moment
  // mostly lands on the longer run with scripts and raises its pair (on another host the product page's median of one build moved over
  // 2.23-3.19, its lowest over 2.11-2.78). 3 fails a build whose scripts add half as much work
  // again, whatever the host. Hydration in pieces itself is held by the browser suite.
  process.env.BENCH_LIGHTHOUSE_RUNS ??= '3';
  process.env.BENCH_LIGHTHOUSE_MAX_SCRIPT_COST ??= '3';
  // The catalogue's pages only: the money path's four (cart, checkout, order, track-order) run in
  // the full bench, so bench:ci takes as long as before.
  process.env.BENCH_LIGHTHOUSE_PAGES ??= 'home,listing,product';
  // Taps: the listing's filters and the product page, the two pages whose taps were slowest, at
  // Lighthouse's 4x CPU on a 390 px touch phone, median of three loads. A tap over 200 ms (INP's
  // "good") is reported MISSED; one over 300 ms fails, once its scenario measured on three more
  // loads still says so. The gate catches a tap half as slow again, not the host's moment: one
  // build's size tap measured 160-224 ms in four runs on one quiet host (BenchmarkIndex 866-1,644),
  // and at load 20-25 a category tap 48-536 ms over three loads. The line does not follow the
  // host's BenchmarkIndex: that read 779-1,644 on the one host within an hour, with no tap figure
  // moving along with it.
  process.env.BENCH_INP_FAIL_MS ??= '300';
  process.env.BENCH_LOADS ??= '3';
  process.env.BENCH_INTERACTIONS_PAGES ??= 'listing,product';
  process.env.BENCH_INTERACTIONS_CPU_SLOWDOWN ??= '4';
  // Memory: a minute of mixed load on Postgres (bench/memory.ts), measured once the heap has
  // settled. V8 lets the heap of a process under a new load grow for 20-80 s (+210 MB, then flat:
  // one CI run failed a budget of 192 MB by reading that climb), so the warm-up lasts until RSS
  // stops rising; after it, a minute measured +1 MB. 96 MB catches a leak keeping 1.6 MB a
  // second (a kilobyte of every request at this load); the full bench's ten minutes hold 64 MB.
  // The heap can still take its step after a flat warm-up (a clean clone's CI read +206 MB, then
  // flat), so here V8's old space is capped at 192 MB: garbage cannot raise the floor, a kept
  // kilobyte per request still does, and a leak larger than the room left fails its reads
  // (+3 MB over the minute with the cap, at the same read rate as without it).
  process.env.BENCH_MEMORY_MAX_OLD_SPACE_MB ??= '192';
  process.env.BENCH_MEMORY_SECONDS ??= '60';
  process.env.BENCH_MEMORY_DATABASES ??= 'postgres';
  process.env.BENCH_MEMORY_MAX_GROWTH_MB ??= '96';
}

interface Bench {
  name: string;
  file: string;
  needsClientBuild?: boolean;
  /** Settings of this entry's own, over the run's (the same benchmark at another CPU factor). */
  env?: NodeJS.ProcessEnv;
}

// Lighthouse right after the bundle: a phone's figures are the ones a busy machine moves most (its
// CPU benchmark read 1,500 after the database benches against 2,500 on a quiet machine), and the
// scale and search benches leave Postgres writing out millions of rows behind them.
const ALL: Bench[] = [
  { name: 'bundle', file: 'bench/bundle.ts', needsClientBuild: true },
  { name: 'lighthouse', file: 'bench/lighthouse.ts', needsClientBuild: true },
  { name: 'interactions', file: 'bench/interactions.ts', needsClientBuild: true },
  // A slower phone, or Lighthouse's 4x on a host half as fast as this one (8x): the full bench
  // only. On a quiet host (BenchmarkIndex ~3,500) the checkout was the one page past 200 ms of
  // blocking time at 8x, and its refused submit the one tap past 200 ms.
  ...['6', '8'].flatMap((factor): Bench[] => [
    { name: `lighthouse-${factor}x`, file: 'bench/lighthouse.ts', needsClientBuild: true, env: { BENCH_LIGHTHOUSE_CPU_SLOWDOWN: factor } },
    {
      name: `interactions-${factor}x`,
      file: 'bench/interactions.ts',
      needsClientBuild: true,
      env: { BENCH_INTERACTIONS_CPU_SLOWDOWN: factor },
    },
  ]),
  { name: 'api', file: 'bench/api.ts' },
  // Builds the shop from before the access log in a worktree: the full bench only.
  { name: 'observability-ab', file: 'bench/observability-ab.ts' },
  { name: 'mixed', file: 'bench/mixed.ts' },
  { name: 'orders', file: 'bench/orders.ts' },
  { name: 'memory', file: 'bench/memory.ts' },
  { name: 'scale', file: 'bench/scale.ts' },
  { name: 'search', file: 'bench/search.ts' },
];

const wanted = onlyArg
  ? onlyArg.slice('--only='.length).split(',')
  : ci
    ? ['bundle', 'lighthouse', 'interactions', 'api', 'mixed', 'memory', 'scale', 'search']
    : ALL.map((bench) => bench.name);
const benches = ALL.filter((bench) => wanted.includes(bench.name));

interface Outcome {
  name: string;
  status: string;
  seconds: number;
  missed: string[];
  failed: boolean;
}

/** Share of the machine's CPU time that was idle over the last `ms`. */
async function idleShare(ms: number): Promise<number> {
  const sample = () =>
    os
      .cpus()
      .reduce((sum, cpu) => ({ idle: sum.idle + cpu.times.idle, total: sum.total + Object.values(cpu.times).reduce((a, b) => a + b, 0) }), {
        idle: 0,
        total: 0,
      });
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Waits (at most SETTLE_MAX_MS) until the machine is mostly idle: what the previous benchmark or
 * suite left running (a server shutting down, Postgres writing out a dropped database) would
 * otherwise be measured as the next one's slowness. Says how idle it got and after how long.
 */
const SETTLE_IDLE = 0.8;
const SETTLE_MAX_MS = 20_000;
async function settle(): Promise<void> {
  const started = performance.now();
  let idle = await idleShare(1000);
  while (idle < SETTLE_IDLE && performance.now() - started < SETTLE_MAX_MS) idle = await idleShare(1000);
  const waited = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `machine ${Math.round(idle * 100)}% idle after ${waited} s${idle < SETTLE_IDLE ? ` (gave up waiting for ${SETTLE_IDLE * 100}%)` : ''}`,
  );
}

/** Runs one benchmark, echoing its output as it comes and keeping its MISSED lines. */
function run(bench: Bench, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bench.file], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const missed: string[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (/\bMISSED\b/.test(line)) missed.push(line.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('close', (code, signal) => {
      if (/\bMISSED\b/.test(pending)) missed.push(pending.trim());
      const failed = code !== 0;
      resolve({
        name: bench.name,
        status: signal ? `killed by ${signal}` : code === 0 ? 'ok' : `exit ${code}`,
        seconds: (performance.now() - started) / 1000,
        missed,
        failed,
      });
    });
  });
}

async function main() {
  console.log(
    `bench: ${benches.map((bench) => bench.name).join(', ')} on ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}` +
      ` (BENCH_SECONDS=${process.env.BENCH_SECONDS ?? 'default'}, BENCH_SEARCH_ROWS=${process.env.BENCH_SEARCH_ROWS ?? 'default'},` +
      ` BENCH_SCALE_SIZES=${process.env.BENCH_SCALE_SIZES ?? 'default'})`,
  );
  const env: NodeJS.ProcessEnv = { ...process.env };
  const outcomes: Outcome[] = [];

  if (benches.some((bench) => bench.needsClientBuild) && !process.env.BENCH_SKIP_BUILD) {
    // Built again only when a client source is newer than the build (in npm test the browser
    // suite has just built it), as `npm start` does.
    console.log('\n== client build (scripts/build-if-stale.mjs client)');
    const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'client'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (build.status !== 0) {
      outcomes.push({ name: 'build:client', status: `exit ${build.status}`, seconds: 0, missed: [], failed: true });
    }
    // Built once here; Lighthouse need not build again.
    env.BENCH_LIGHTHOUSE_SKIP_BUILD = '1';
    env.BENCH_INTERACTIONS_SKIP_BUILD = '1';
  }

  for (const bench of benches) {
    console.log(`\n== ${bench.name} (${bench.file})`);
    if (!existsSync(path.join(ROOT, bench.file))) {
      // Every benchmark listed exists: a missing one was renamed or deleted, and must not pass unseen.
      console.log(`${bench.file} does not exist`);
      outcomes.push({ name: bench.name, status: 'missing', seconds: 0, missed: [], failed: true });
      continue;
    }
    if (bench.needsClientBuild && !existsSync(path.join(ROOT, 'client', 'dist', 'index.html'))) {
      console.log('no client build: skipped');
      outcomes.push({ name: bench.name, status: 'skipped (no client build)', seconds: 0, missed: [], failed: true });
      continue;
    }
    await settle();
    outcomes.push(await run(bench, { ...env, ...bench.env }));
  }

  console.log('\n== summary');
  for (const outcome of outcomes) {
    console.log(
      `${outcome.name.padEnd(16)} ${outcome.status.padEnd(26)} ${outcome.seconds.toFixed(0).padStart(4)} s  ${outcome.missed.length ? `${outcome.missed.length} missed` : ''}`,
    );
    for (const line of outcome.missed) console.log(`    ${line}`);
  }
  if (outcomes.some((outcome) => outcome.failed)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * What the access log, request ids and metrics cost the hottest paths: the shop from just before
 * the observability work (BENCH_AB_BASE; by default the parent of the first commit that touched
 * server/src/observability) built in a worktree of its own, against this checkout, each on its own
 * fresh database, with the access log on (LOG_LEVEL=info, each side's stdout into a file as a log
 * collector would take it). Two paths: the cached listing of 20 products and the cart's quote (64
 * different carts, never cached). Rounds alternate which side goes first, so a busy moment on a
 * shared host falls on both; the ratio that counts is this checkout's req/s over the base's, per
 * round and over all rounds, and, steadier on a crowded host, the base's CPU time per request over
 * this checkout's (the median of the rounds'). Both under BENCH_AB_MIN_RATIO (0.9): a MISSED line.
 *
 *   npx tsx bench/observability-ab.ts      (BENCH_AB_ROUNDS=3 of BENCH_AB_SECONDS=8 per side, c=BENCH_CONNECTIONS=50)
 *   BENCH_AB_BASE=<rev> npx tsx bench/observability-ab.ts
 *   BENCH_AB_LOG_LEVEL=warn                 both sides without access lines (what else changed since the base)
 *
 * The worktree borrows this checkout's node_modules when both lock the same packages, else installs
 * its own with `npm ci` once per lock file, kept in bench/.out/observability-ab/deps (a couple of
 * minutes the first time: the base executed with graphql-jit, removed since).
 * Measures only; exits 0 whatever it measures.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { spawnServer, type ServerProcess } from '../tests/support/server-process.js';
import { loadRound, median, type Round } from './support/ab-round.js';
import { benchDatabase, benchShopEnv, residentMegabytes } from './support/processes.js';
import { LISTING, graphqlLoad, quoteBodies } from './support/shop-loads.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench', '.out', 'observability-ab');
const ROUNDS = Math.max(1, Number(process.env.BENCH_AB_ROUNDS ?? 3));
const SECONDS = Number(process.env.BENCH_AB_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MIN_RATIO = Number(process.env.BENCH_AB_MIN_RATIO ?? 0.9);
/** info: the access log on, as shipped; warn: without it, to tell its cost from the rest of what changed. */
const LOG_LEVEL = process.env.BENCH_AB_LOG_LEVEL ?? 'info';

/** The parent of the first commit that touched the observability code: the shop without it. */
function beforeObservability(): string {
  const first = execFileSync('git', ['log', '--format=%H', '--reverse', '--', 'server/src/observability'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .find(Boolean);
  if (!first) throw new Error('no commit touches server/src/observability: set BENCH_AB_BASE');
  return `${first}^`;
}

interface Side {
  label: string;
  shop: ServerProcess;
  logPath: string;
  quotes: string[];
}

async function main() {
  const base = process.env.BENCH_AB_BASE ?? beforeObservability();
  const revision = execFileSync('git', ['rev-parse', '--short', base], { cwd: ROOT, encoding: 'utf8' }).trim();
  const worktree = mkdtempSync(path.join(os.tmpdir(), `bench-observability-ab-${revision}-`));
  execFileSync('git', ['worktree', 'add', '--detach', worktree, revision], { cwd: ROOT, stdio: 'ignore' });
  mkdirSync(OUT, { recursive: true });
  const databases: Array<{ drop(): Promise<void> }> = [];
  const sides: Side[] = [];
  const logs: number[] = [];
  try {
    const lock = (cwd: string) => readFileSync(path.join(cwd, 'package-lock.json'), 'utf8');
    if (lock(worktree) === lock(ROOT)) symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    else {
      // Installed once per lock file and kept in bench/.out for the next run.
      const deps = path.join(OUT, 'deps', createHash('sha256').update(lock(worktree)).digest('hex').slice(0, 16));
      if (!existsSync(path.join(deps, 'node_modules'))) {
        console.log(`bench/observability-ab: ${revision} locks other packages: npm ci in ${deps}`);
        mkdirSync(deps, { recursive: true });
        for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(worktree, file), path.join(deps, file));
        // Scripts skipped: the shop runs on this checkout's Node, and nothing it loads builds at install.
        execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: deps, stdio: 'ignore' });
      }
      symlinkSync(path.join(deps, 'node_modules'), path.join(worktree, 'node_modules'));
    }
    const start = async (label: string, cwd: string): Promise<Side> => {
      const database = await benchDatabase();
      databases.push(database);
      const logPath = path.join(OUT, `${label}.log`);
      const log = openSync(logPath, 'w');
      logs.push(log);
      const shop = await spawnServer('server/src/main.ts', {
        cwd,
        env: { ...benchShopEnv(database.url), LOG_LEVEL },
        stdio: 'inherit',
        stdoutFd: log,
        startTimeoutMs: 90_000,
      });
      return { label, shop, logPath, quotes: await quoteBodies(database.url) };
    };
    sides.push(await start(revision, worktree), await start('now', ROOT));

    const scenarios: Array<[name: string, options: (side: Side) => autocannon.Options]> = [
      ['cached listing (20 products)', (side) => graphqlLoad(side.shop.url, [LISTING], CONNECTIONS)],
      ['quote (64 carts, uncached)', (side) => graphqlLoad(side.shop.url, side.quotes, CONNECTIONS)],
    ];
    console.log(
      `bench/observability-ab: ${revision} (before the access log, ids and metrics) against this checkout, LOG_LEVEL=${LOG_LEVEL}, ` +
        `c=${CONNECTIONS}, ${ROUNDS} alternating rounds of ${SECONDS} s, load ${os.loadavg()[0].toFixed(1)}`,
    );
    const missed: string[] = [];
    let errors = 0;
    for (const [name, options] of scenarios) {
      for (const side of sides) await loadRound(options(side), 2, side.shop.child.pid!);
      const rounds = new Map<string, Round[]>(sides.map((side) => [side.label, []]));
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? sides : [...sides].reverse();
        const pair = new Map<string, Round>();
        for (const side of order) pair.set(side.label, await loadRound(options(side), SECONDS, side.shop.child.pid!));
        for (const [label, measured] of pair) rounds.get(label)!.push(measured);
        ratios.push(pair.get('now')!.requestsPerSecond / pair.get(revision)!.requestsPerSecond);
        // As a throughput: the base's CPU per request over this checkout's (above 1: cheaper now).
        cpuRatios.push(pair.get(revision)!.cpuMsPerRequest / pair.get('now')!.cpuMsPerRequest);
      }
      for (const [label, measured] of rounds) {
        const mean = measured.reduce((sum, r) => sum + r.requestsPerSecond, 0) / measured.length;
        errors += measured.reduce((sum, r) => sum + r.errors, 0);
        console.log(
          `${name.padEnd(30)} ${label.padEnd(8)} ${mean.toFixed(0).padStart(7)} req/s [${measured.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')}]` +
            `  p99 ${Math.max(...measured.map((r) => r.p99))} ms [${measured.map((r) => r.p99).join(', ')}]` +
            `  CPU ${median(measured.map((r) => r.cpuMsPerRequest)).toFixed(3)} ms/request [${measured.map((r) => r.cpuMsPerRequest.toFixed(3)).join(', ')}]`,
        );
      }
      const mean = (label: string) => rounds.get(label)!.reduce((sum, r) => sum + r.requestsPerSecond, 0);
      const ratio = mean('now') / mean(revision);
      const cpuRatio = median(cpuRatios);
      console.log(
        `${name.padEnd(30)} now / ${revision}: req/s ${ratio.toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}), ` +
          `by CPU per request ${cpuRatio.toFixed(2)} (rounds ${cpuRatios.map((r) => r.toFixed(2)).join(', ')})`,
      );
      // Either measure may stand: req/s on a quiet host, CPU per request on a crowded one.
      if (Math.max(ratio, cpuRatio) < MIN_RATIO)
        missed.push(`${name}: ${Math.max(ratio, cpuRatio).toFixed(2)}x the shop before observability < ${MIN_RATIO}x`);
    }
    for (const side of sides) {
      console.log(
        `${side.label.padEnd(8)} memory ${(await residentMegabytes(side.shop)) ?? '?'} MB, log ${(statSync(side.logPath).size / 1e6).toFixed(1)} MB`,
      );
    }
    for (const line of missed) console.log(`MISSED ${line}`);
    if (errors > 0) console.log(`${errors} request(s) failed or answered wrongly`);
  } finally {
    await Promise.all(sides.map((side) => side.shop.stop()));
    for (const log of logs) closeSync(log);
    await Promise.all(databases.map((database) => database.drop()));
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * The phone pages of two builds in one run: another revision (BENCH_AB_BASE, HEAD by default) in a
 * worktree of its own, against this checkout as it is now, each served by its own shop on its own
 * fresh database. The pages are bench/lighthouse.ts's: the cart and checkout with a cart in
 * storage, the order page of an order placed on each side. Lighthouse's mobile audit (simulated throttling) alternates between the two,
 * BENCH_AB_RUNS rounds per page (5), at each CPU slowdown of BENCH_AB_CPU ("4", or e.g. "4,12").
 *
 * Why: a figure from another day is from another host. On this project's shared VMs the same
 * build's TBT has moved 3–10× between days, and on a fast host (BenchmarkIndex ~3,600) Lighthouse's
 * 4× emulates a phone far quicker than its target: the code from before the phone work scored 98–100
 * there as well. Only a baseline measured beside the change, on the same host minutes apart, says
 * what the change did; a slowdown calibrated to the host (12–13× at ~3,600, Lighthouse's
 * calculator: bench/support/lighthouse-calibration.ts) says how far the target phone is.
 *
 * Prints, per page and slowdown, each side's median performance score, TBT, the same blocking time
 * counted from the main thread's CPU time (support/cpu-blocking-time.ts), the main thread's CPU time
 * after first paint, FCP and LCP (with every round's score and both TBTs), and the change's
 * main-thread work (Lighthouse's, by the clock) and CPU time after paint over the base's, each the
 * median of the rounds' ratios (each round's two audits ran back to back). On a busy host the CPU
 * time is the steadier of the two: the clock's figure carries the waits for a core.
 *
 *   BENCH_AB_BASE=704c63d BENCH_AB_CPU=4,12 npx tsx bench/lighthouse-ab.ts
 *   (BENCH_AB_SKIP_BUILD=1 keeps this checkout's client/dist; BENCH_LIGHTHOUSE_PAGES=listing picks pages;
 *   each audit's report in bench/.out/lighthouse-ab/)
 *
 * The worktree borrows this checkout's node_modules: a revision whose dependencies differ from
 * today's may not build. Measures only; exits 0 whatever it measures.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnServer } from '../tests/support/server-process.js';
import { cpuBlockingTimeMs, cpuWorkAfterPaintMs, type TraceOfEvents } from './support/cpu-blocking-time.js';
import { CHROME_FLAGS, CHROME_PATH, pagesPicked, warmUpPages } from './support/lighthouse-chromium.js';
import { CART_PAGES, ORDER_ID, placeBenchOrder, seedCart } from './support/lighthouse-money-path.js';
import { benchDatabase, benchShopEnv } from './support/processes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every audit's full report: bench/.out/lighthouse-ab/<page>-<factor>x-<side>-<round>.json. */
const OUT = path.join(ROOT, 'bench', '.out', 'lighthouse-ab');
const BASE = process.env.BENCH_AB_BASE ?? 'HEAD';
const RUNS = Math.max(1, Number(process.env.BENCH_AB_RUNS ?? 5));
const SLOWDOWNS = (process.env.BENCH_AB_CPU ?? '4').split(',').map(Number);
if (SLOWDOWNS.some((factor) => !(factor >= 1))) throw new Error(`BENCH_AB_CPU: not factors: ${process.env.BENCH_AB_CPU}`);

interface Audit {
  score: number;
  tbt: number;
  /** The same blocking time counted from the main thread's CPU time (support/cpu-blocking-time.ts). */
  cpuTbt: number;
  /** The main thread's CPU time after first paint, at the host's speed (support/cpu-blocking-time.ts). */
  cpuWork: number;
  fcp: number;
  lcp: number;
  mainThread: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function build(cwd: string) {
  const result = spawnSync('npm', ['run', 'build:client'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build:client failed in ${cwd}`);
}

/**
 * One audit of Lighthouse's mobile defaults with only the CPU factor changed; null when Chromium
 * lost the trace. The full report goes to `reportPath`: a median hides which element was the LCP
 * or which task blocked, and the report says.
 */
async function audit(
  url: string,
  cpuSlowdownMultiplier: number,
  reportPath: string,
  /** The shop whose cart goes into storage first (the cart and checkout pages), as bench/lighthouse.ts does. */
  cartFrom: string | null,
): Promise<Audit | null> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (cartFrom) await seedCart(chrome.port, cartFrom);
    const result = await lighthouse(url, {
      logLevel: 'error',
      onlyCategories: ['performance'],
      port: chrome.port,
      throttling: { cpuSlowdownMultiplier },
      disableStorageReset: cartFrom !== null,
    });
    const report = result?.lhr;
    if (!report || report.runtimeError) return null;
    await writeFile(reportPath, JSON.stringify(report));
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const trace = (result.artifacts as unknown as { Trace: TraceOfEvents }).Trace;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      tbt: value('total-blocking-time'),
      cpuTbt: cpuBlockingTimeMs(trace, cpuSlowdownMultiplier),
      cpuWork: cpuWorkAfterPaintMs(trace),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      mainThread: value('mainthread-work-breakdown'),
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (!existsSync(CHROME_PATH)) {
    console.log(`bench/lighthouse-ab: skipped, no Chromium at ${CHROME_PATH}`);
    return;
  }
  const revision = execFileSync('git', ['rev-parse', '--short', BASE], { cwd: ROOT, encoding: 'utf8' }).trim();
  const worktree = mkdtempSync(path.join(os.tmpdir(), `bench-ab-${revision}-`));
  execFileSync('git', ['worktree', 'add', '--detach', worktree, revision], { cwd: ROOT, stdio: 'ignore' });
  const databases: Array<{ drop(): Promise<void> }> = [];
  const shops: Array<{ stop(): Promise<unknown> }> = [];
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    build(worktree);
    if (!process.env.BENCH_AB_SKIP_BUILD) build(ROOT);
    // Each side migrates and seeds its own empty database on start, with its own migrations.
    const start = async (cwd: string) => {
      const database = await benchDatabase();
      databases.push(database);
      const shop = await spawnServer('server/src/main.ts', {
        cwd,
        env: benchShopEnv(database.url),
        stdio: 'inherit',
        startTimeoutMs: 90_000,
      });
      shops.push(shop);
      return shop.url;
    };
    const sides: Array<[label: string, url: string]> = [
      [revision, await start(worktree)],
      ['now', await start(ROOT)],
    ];
    // Every phone page; the order page's address is each side's own order, placed for the bench.
    const pages = pagesPicked();
    const orders = new Map<string, string>();
    for (const [, url] of sides)
      orders.set(url, pages.some(([, pagePath]) => pagePath.includes(ORDER_ID)) ? await placeBenchOrder(url) : '');
    const pageOf = (url: string, pagePath: string) => pagePath.replace(ORDER_ID, orders.get(url) ?? '');
    for (const [, url] of sides)
      await warmUpPages(
        url,
        pages.map(([name, pagePath]) => [name, pageOf(url, pagePath)]),
      );
    await mkdir(OUT, { recursive: true });

    console.log(
      `bench/lighthouse-ab: ${revision} against this checkout, mobile, simulated throttling, ${RUNS} alternating rounds, load ${os.loadavg()[0].toFixed(1)}`,
    );
    for (const slowdown of SLOWDOWNS) {
      for (const [name, pagePath] of pages) {
        const audits = new Map<string, Audit[]>(sides.map(([label]) => [label, []]));
        const ratios: number[] = [];
        const cpuRatios: number[] = [];
        for (let round = 0, attempts = 0; round < RUNS; attempts += 1) {
          if (attempts > RUNS * 3) throw new Error(`${pagePath}: Lighthouse measured nothing in ${attempts} attempts`);
          // Who goes first alternates: a host slowing down over a round falls on both alike.
          const order = round % 2 === 0 ? sides : [...sides].reverse();
          const pair = new Map<string, Audit>();
          for (const [label, url] of order) {
            const reportPath = path.join(OUT, `${name}-${slowdown}x-${label}-${round + 1}.json`);
            const result = await audit(`${url}${pageOf(url, pagePath)}`, slowdown, reportPath, CART_PAGES.has(name) ? url : null);
            if (result) pair.set(label, result);
          }
          if (pair.size < 2) continue;
          for (const [label, result] of pair) audits.get(label)!.push(result);
          ratios.push(pair.get('now')!.mainThread / pair.get(revision)!.mainThread);
          cpuRatios.push(pair.get('now')!.cpuWork / pair.get(revision)!.cpuWork);
          round += 1;
        }
        for (const [label, results] of audits) {
          const of = (pick: (audit: Audit) => number) => results.map(pick);
          console.log(
            [
              `${name} ${slowdown}x`.padEnd(14),
              label.padEnd(8),
              `perf ${median(of((a) => a.score))} [${of((a) => a.score).join(', ')}]`.padEnd(30),
              `TBT ${Math.round(median(of((a) => a.tbt)))} ms [${of((a) => Math.round(a.tbt)).join(', ')}]`.padEnd(44),
              `CPU TBT ${Math.round(median(of((a) => a.cpuTbt)))} ms [${of((a) => Math.round(a.cpuTbt)).join(', ')}]`.padEnd(48),
              `CPU after paint ${Math.round(median(of((a) => a.cpuWork)))} ms`,
              `FCP ${(median(of((a) => a.fcp)) / 1000).toFixed(2)} s`,
              `LCP ${(median(of((a) => a.lcp)) / 1000).toFixed(2)} s`,
            ].join(' '),
          );
        }
        console.log(
          `${`${name} ${slowdown}x`.padEnd(14)} main-thread work now / ${revision}: ${median(ratios).toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
        );
        console.log(
          `${`${name} ${slowdown}x`.padEnd(14)} CPU after paint now / ${revision}: ${median(cpuRatios).toFixed(2)} (rounds ${cpuRatios.map((r) => r.toFixed(2)).join(', ')})`,
        );
      }
    }
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
    await Promise.all(databases.map((database) => database.drop()));
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

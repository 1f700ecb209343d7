/**
 * What a tap costs on a phone: Chromium at 390 px with touch and a slowed CPU drives the shopper's
 * common taps (support/interaction-scenarios.ts) and reads each one's latency from the Event Timing
 * API, as Core Web Vitals' INP does, split into input delay, processing and presentation delay
 * (support/interaction-timing.ts). Each scenario runs on BENCH_LOADS fresh loads (3); a step's
 * figure is the median over the loads, its split the one of the median load.
 *
 * The CPU is slowed 4x (BENCH_INTERACTIONS_CPU_SLOWDOWN=<factor>), or `calibrated`: the factor
 * Lighthouse's calculator gives for the BenchmarkIndex read in this browser just before (the target
 * phone from whatever host: support/lighthouse-calibration.ts, decision 20).
 *
 * A step over 200 ms (INP's "good") prints a MISSED line; one over BENCH_INP_FAIL_MS fails the run
 * (unset, 200 ms when calibrated, and no limit at a fixed factor, whose phone is as fast as the host
 * happens to be) if it is still over once its scenario has been measured on as many loads again.
 *
 * With BENCH_AB_BASE=<revision> both builds run in one go, as bench/lighthouse-ab.ts does: the
 * revision in a worktree of its own and this checkout, each with its own shop and database, loads
 * alternating, and each step's median now over the base's.
 *
 *   npx tsx bench/interactions.ts   (BENCH_INTERACTIONS_SKIP_BUILD=1 reuses client/dist; BENCH_INTERACTIONS_PAGES=listing picks pages;
 *   BENCH_INTERACTIONS_TRACE="listing: category" writes a performance trace of that step and sums it)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { spawnServer } from '../tests/support/server-process.js';
import { cpuSlowdownFor } from './support/lighthouse-calibration.js';
import { CHROME_PATH, warmUpPages } from './support/lighthouse-chromium.js';
import { BENCH_ADMIN, openPage, scenariosPicked, type Scenario } from './support/interaction-scenarios.js';
import { traceStep } from './support/interaction-trace.js';
import { benchmarkIndex, longestSince, median, phonePage, timingMark, type Interaction } from './support/interaction-timing.js';
import { benchDatabase, benchShopEnv } from './support/processes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 3));
const CPU = process.env.BENCH_INTERACTIONS_CPU_SLOWDOWN ?? '4';
if (CPU !== 'calibrated' && !(Number(CPU) >= 1)) throw new Error(`BENCH_INTERACTIONS_CPU_SLOWDOWN: not a factor: ${CPU}`);
const FAIL_MS = process.env.BENCH_INP_FAIL_MS ? Number(process.env.BENCH_INP_FAIL_MS) : CPU === 'calibrated' ? 200 : null;
const BASE = process.env.BENCH_AB_BASE;
/** INP's "good": a step over it is reported as missed (and fails only over BENCH_INP_FAIL_MS). */
const GOOD_MS = 200;
const SCENARIOS = scenariosPicked();
/** One step traced ("listing: category"), its trace in bench/.out/interactions/ (support/interaction-trace.ts). */
const TRACE = process.env.BENCH_INTERACTIONS_TRACE;
const OUT = path.join(ROOT, 'bench', '.out', 'interactions');

type Figures = Map<string, Interaction[]>;

function build(cwd: string) {
  const result = spawnSync('npm', ['run', 'build:client'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build:client failed in ${cwd}`);
}

/** One load of one scenario: each step's longest interaction (latency 0: none reached 16 ms). */
async function runScenario(browser: Browser, cpuSlowdown: number, shopUrl: string, scenario: Scenario, into: Figures) {
  const { context, page } = await phonePage(browser, 1);
  try {
    if (scenario.prepare) await scenario.prepare(page, shopUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await openPage(page, `${shopUrl}${scenario.path}`);
    for (const step of scenario.steps) {
      const key = `${scenario.name}: ${step.name}`;
      const mark = await timingMark(page);
      try {
        if (key === TRACE) {
          await mkdir(OUT, { recursive: true });
          await traceStep(browser, page, path.join(OUT, `${key.replace(/\W+/g, '-')}-${Date.now()}.json`), () => step.act(page));
        } else await step.act(page);
      } catch (error) {
        console.log(`  ${key}: could not be done (${(error as Error).message.split('\n')[0]}); the scenario's later steps skipped`);
        return;
      }
      const longest = await longestSince(page, mark);
      into.set(key, [...(into.get(key) ?? []), longest ?? { latency: 0, inputDelay: 0, processing: 0, presentation: 0 }]);
    }
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (value === 0 ? '<16' : String(Math.round(value))).padStart(5);

/** The step's median load: its latency and that load's split. */
function medianOf(runs: Interaction[]): Interaction {
  const sorted = [...runs].sort((a, b) => a.latency - b.latency);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(sides: Array<[label: string, figures: Figures]>): string[] {
  const failures: string[] = [];
  console.log(
    [
      'step'.padEnd(30),
      'side'.padEnd(8),
      'INP'.padStart(5),
      'delay'.padStart(5),
      'proc'.padStart(5),
      'pres'.padStart(5),
      '  each load',
    ].join(' '),
  );
  const keys = [...new Set(sides.flatMap(([, figures]) => [...figures.keys()]))];
  for (const key of keys) {
    for (const [label, figures] of sides) {
      const runs = figures.get(key) ?? [];
      if (!runs.length) continue;
      const mid = medianOf(runs);
      console.log(
        [
          key.padEnd(30),
          label.padEnd(8),
          ms(mid.latency),
          ms(mid.inputDelay),
          ms(mid.processing),
          ms(mid.presentation),
          `  ${runs.map((run) => Math.round(run.latency)).join(', ')}`,
        ].join(' '),
      );
      if (label === 'now' && FAIL_MS !== null && mid.latency > FAIL_MS)
        failures.push(`${key}: ${Math.round(mid.latency)} ms > ${FAIL_MS} ms`);
      else if (label === 'now' && mid.latency > GOOD_MS) console.log(`  MISSED ${key}: ${Math.round(mid.latency)} ms > ${GOOD_MS} ms`);
    }
    if (sides.length === 2) {
      const [base, now] = sides.map(([, figures]) => median((figures.get(key) ?? []).map((run) => run.latency)));
      if (base > 0 && now !== undefined) console.log(`${key.padEnd(30)} now / ${sides[0][0]}: ${(now / base).toFixed(2)}`);
    }
  }
  return failures;
}

async function main() {
  if (!existsSync(CHROME_PATH)) {
    console.log(`bench/interactions: skipped, no Chromium at ${CHROME_PATH}`);
    return;
  }
  const revision = BASE ? execFileSync('git', ['rev-parse', '--short', BASE], { cwd: ROOT, encoding: 'utf8' }).trim() : null;
  const worktree = revision ? mkdtempSync(path.join(os.tmpdir(), `bench-interactions-${revision}-`)) : null;
  const stops: Array<() => Promise<unknown>> = [];
  let browser: Browser | null = null;
  try {
    if (worktree && revision) {
      execFileSync('git', ['worktree', 'add', '--detach', worktree, revision], { cwd: ROOT, stdio: 'ignore' });
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
      build(worktree);
    }
    if (!process.env.BENCH_INTERACTIONS_SKIP_BUILD) build(ROOT);
    const start = async (cwd: string) => {
      const database = await benchDatabase();
      stops.push(() => database.drop());
      const shop = await spawnServer('server/src/main.ts', {
        cwd,
        // The admin scenario places orders from this one address and signs in as the admin.
        env: {
          ...benchShopEnv(database.url, { manyOrdersFromOneAddress: true }),
          ADMIN_EMAIL: BENCH_ADMIN.email,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
        },
        stdio: 'inherit',
        startTimeoutMs: 90_000,
      });
      stops.unshift(() => shop.stop());
      await warmUpPages(
        shop.url,
        SCENARIOS.map((scenario) => [scenario.name, scenario.path]),
      );
      return shop.url;
    };
    const sides: Array<[label: string, url: string, figures: Figures]> = [];
    if (worktree && revision) sides.push([revision, await start(worktree), new Map()]);
    sides.push(['now', await start(ROOT), new Map()]);

    browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
    const probe = await browser.newPage();
    const index = await benchmarkIndex(probe);
    await probe.close();
    const cpuSlowdown = CPU === 'calibrated' ? cpuSlowdownFor(index) : Number(CPU);
    console.log(
      `bench/interactions: phone 390 px, touch, CPU ${cpuSlowdown.toFixed(1)}x (BenchmarkIndex ${index}), ${LOADS} loads` +
        `${revision ? `, ${revision} against this checkout, alternating` : ''}, load average ${os.loadavg()[0].toFixed(1)}`,
    );
    for (let load = 0; load < LOADS; load += 1) {
      // Who goes first alternates: a host slowing down over a round falls on both alike.
      const order = load % 2 === 0 ? sides : [...sides].reverse();
      for (const scenario of SCENARIOS) {
        for (const [, url, figures] of order) await runScenario(browser, cpuSlowdown, url, scenario, figures);
      }
    }
    console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
    let failures = report(sides.map(([label, , figures]) => [label, figures]));
    // A step over the fail line is measured again on as many fresh loads, and fails only if the
    // median of all its loads is still over: a busy moment of a shared host is not a slow tap.
    const failed = SCENARIOS.filter((scenario) => failures.some((failure) => failure.startsWith(`${scenario.name}: `)));
    if (failed.length) {
      console.log(`measuring ${failed.map((scenario) => scenario.name).join(', ')} again, load average ${os.loadavg()[0].toFixed(1)}`);
      const [, url, figures] = sides[sides.length - 1];
      for (let load = 0; load < LOADS; load += 1)
        for (const scenario of failed) await runScenario(browser, cpuSlowdown, url, scenario, figures);
      failures = report(sides.map(([label, , figures]) => [label, figures]));
    }
    for (const failure of failures) console.log(`FAILED ${failure} (BENCH_INP_FAIL_MS)`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await browser?.close();
    for (const stop of stops) await stop().catch(() => {});
    if (worktree) execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

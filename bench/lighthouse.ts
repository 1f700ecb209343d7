/**
 * Lighthouse (mobile emulation, simulated throttling, its defaults) on Debian's Chromium against the
 * production build, served the way `npm start` serves it, for the home, listing and product pages
 * and the money path's cart, checkout, order and track-order pages (support/lighthouse-chromium.ts).
 *
 * Each page is audited BENCH_LIGHTHOUSE_RUNS times (3) in pairs: the page as shoppers get it, then
 * the same page with its scripts blocked (the server-rendered HTML, styles, fonts and images only:
 * what this host costs before any of the shop's code runs). The run with the median performance
 * score is reported (BENCH_LIGHTHOUSE_REPORT=best: the best one), beside the page without scripts
 * and the "script cost": main-thread work with the scripts over main-thread work without them,
 * median of the pairs. Both sides of a pair come from the same host a few seconds apart, so the
 * ratio holds still where the host's speed does not (decision 20).
 *
 * Prints the four category scores, CLS, LCP, TBT and FCP per page, and "CPU TBT": the same run's
 * blocking time counted from the main thread's CPU time instead of the clock, apart from the waits
 * a busy two-core host adds (support/cpu-blocking-time.ts); for each missed target a MISSED
 * line with the audits that cost the points. Exits 0 whatever it measures, unless
 * BENCH_LIGHTHOUSE_MAX_SCRIPT_COST is set: then a page whose script cost is over it in every pair
 * (its lowest pair) fails the run (bench:ci sets it, as the regression guard; the 95 target is
 * reported, not enforced).
 *
 * The CPU slowdown is Lighthouse's 4x; BENCH_LIGHTHOUSE_CPU_SLOWDOWN=<factor> sets another, and
 * BENCH_LIGHTHOUSE_CPU_SLOWDOWN=calibrated the factor Lighthouse's calculator gives for the
 * BenchmarkIndex read with each trace (support/lighthouse-calibration.ts).
 *
 *   npx tsx bench/lighthouse.ts      (BENCH_LIGHTHOUSE_SKIP_BUILD=1 reuses client/dist, BENCH_LIGHTHOUSE_PAGES=listing picks pages)
 *
 * Full JSON reports are written to bench/.out/lighthouse-<page>.json (and -<page>-no-scripts.json).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuBlockingTimeMs, type TraceOfEvents } from './support/cpu-blocking-time.js';
import { cpuSlowdownFor } from './support/lighthouse-calibration.js';
import { CHROME_FLAGS, CHROME_PATH, pagesPicked, warmUpPages } from './support/lighthouse-chromium.js';
import { BROWSER_RENDERED_PAGES, CART_PAGES, ORDER_ID, placeBenchOrder, seedCart } from './support/lighthouse-money-path.js';
import { benchDatabase, benchShopEnv, startProcess } from './support/processes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench', '.out');
const PAGES = pagesPicked();
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Lighthouse's own 4x unless BENCH_LIGHTHOUSE_CPU_SLOWDOWN says otherwise: a factor, or
 * `calibrated` for the factor that Lighthouse's calculator gives for each trace's BenchmarkIndex.
 * Not calibrated by default: on a host whose memory is slow to hand out, the index (a loop in warm
 * memory) read 2,400-2,600 while the page's own work ran slower than on a 1,300 host (decision 20).
 */
const CPU_SLOWDOWN = process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? '4';
if (CPU_SLOWDOWN !== 'calibrated' && !(Number(CPU_SLOWDOWN) >= 1))
  throw new Error(`BENCH_LIGHTHOUSE_CPU_SLOWDOWN: not a factor: ${CPU_SLOWDOWN}`);
const cpuSlowdownAt = (benchmarkIndex: number) => (CPU_SLOWDOWN === 'calibrated' ? cpuSlowdownFor(benchmarkIndex) : Number(CPU_SLOWDOWN));
/** Pairs of runs per page; the run with the median performance score is the one reported (BENCH_LIGHTHOUSE_REPORT=best: the best). */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const REPORT_BEST = process.env.BENCH_LIGHTHOUSE_REPORT === 'best';
/** What a page without scripts is: every script request blocked, the page's own inline data left (it runs nothing). */
const SCRIPTS = ['*.js'];

/** The issue's targets; best practices and SEO are shown but have none. */
const TARGETS = { performance: 95, accessibility: 100, clsMax: 0.05, lcpMaxMs: 2000, tbtMaxMs: 200 };
/**
 * A page whose script cost is over this in every pair, and again in every pair of as many more
 * measured then, fails the run (unset: never). The lowest pair, not the median: the run with
 * scripts lasts about three times as long as the one without, so a busy moment on the host lands
 * on it more often, raising that pair, while added script work raises them all. The product page's
 * median measured 2.23-3.85 on one host within a day, its lowest 2.11-3.22; on 30 November its
 * lowest was 1.99 in one clean-clone check and 3.05 in the next, on the same page's code.
 */
const MAX_SCRIPT_COST = process.env.BENCH_LIGHTHOUSE_MAX_SCRIPT_COST ? Number(process.env.BENCH_LIGHTHOUSE_MAX_SCRIPT_COST) : null;

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, AuditResult>;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  runWarnings?: string[];
}

/** Audits of a category that lost points, heaviest first (weight 0 ones are diagnostics: shown when failing). */
function failingAudits(report: Report, category: string): string[] {
  const refs = report.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit && audit.score !== null && audit.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .map(
      ({ audit, ref }) =>
        `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}; score ${audit.score}${ref.weight ? `, weight ${ref.weight}` : ''})`,
    );
}

/** Performance opportunities and diagnostics that fail, whatever their weight. */
function performanceHints(report: Report): string[] {
  const ids = new Set(report.categories.performance?.auditRefs.map((ref) => ref.id));
  return Object.values(report.audits)
    .filter(
      (audit) => !ids.has(audit.id) || (report.categories.performance.auditRefs.find((ref) => ref.id === audit.id)?.weight ?? 0) === 0,
    )
    .filter((audit) => audit.score !== null && audit.score < 0.9 && ['numeric', 'binary', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map((audit) => `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`);
}

async function main() {
  if (!existsSync(CHROME_PATH)) {
    console.log(`bench/lighthouse: skipped, no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);
    return;
  }
  if (!process.env.BENCH_LIGHTHOUSE_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build:client'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build:client failed');
  }
  await mkdir(OUT, { recursive: true });

  const database = await benchDatabase();
  const shop = await startProcess('server/src/main.ts', benchShopEnv(database.url), '/healthz');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const missed: string[] = [];
  const failures: string[] = [];
  try {
    console.log(`bench/lighthouse: mobile emulation, simulated throttling, Chromium ${CHROME_PATH}, load ${os.loadavg()[0].toFixed(1)}`);
    console.log(
      [
        'page'.padEnd(10),
        'perf'.padStart(5),
        'a11y'.padStart(5),
        'best'.padStart(5),
        'seo'.padStart(5),
        'CLS'.padStart(7),
        'LCP'.padStart(8),
        'TBT'.padStart(7),
        'FCP'.padStart(8),
        'CPU TBT'.padStart(7),
        'noJS'.padStart(6),
        'noJS TBT'.padStart(8),
        'scripts'.padStart(7),
        'bench'.padStart(7),
        'CPU'.padStart(6),
        '  perf of each run',
        '  script cost of each',
      ].join(' '),
    );
    const orderId = PAGES.some(([, pagePath]) => pagePath.includes(ORDER_ID)) ? await placeBenchOrder(shop.url) : null;
    const pages = PAGES.map(([name, pagePath]): [string, string] => [name, orderId ? pagePath.replace(ORDER_ID, orderId) : pagePath]);
    await warmUpPages(shop.url, pages);
    for (const [name, pagePath] of pages) {
      const url = `${shop.url}${pagePath}`;
      const needsCart = CART_PAGES.has(name);
      // Gathered first, then audited: the factor may depend on the BenchmarkIndex Lighthouse read
      // on this host just before that very trace (BENCH_LIGHTHOUSE_CPU_SLOWDOWN=calibrated).
      /** Each run's blocking time counted from the main thread's CPU time (support/cpu-blocking-time.ts). */
      const cpuBlockingTimes = new WeakMap<object, number>();
      const audit = async (blockedUrlPatterns: string[]) => {
        const artifactsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
        try {
          // Lighthouse empties the origin's storage first: for a page that reads the cart it is
          // told not to, and the cart is put back and the HTTP cache emptied just before.
          if (needsCart) await seedCart(chrome.port, shop.url);
          const flags = { logLevel: 'error' as const, onlyCategories: [...CATEGORIES], blockedUrlPatterns, disableStorageReset: needsCart };
          await lighthouse(url, { ...flags, port: chrome.port, gatherMode: artifactsDir });
          const artifactsFile = path.join(artifactsDir, 'artifacts.json');
          const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8')) as {
            BenchmarkIndex: number;
            settings: { throttling: { cpuSlowdownMultiplier: number } };
          };
          const cpuSlowdown = cpuSlowdownAt(artifacts.BenchmarkIndex);
          // Lighthouse audits only with the settings it gathered with. Simulated throttling gathers
          // at the host's full speed whatever the factor (the factor only scales the trace when
          // audited), so the gathered settings are given the factor the audit uses.
          artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
          await writeFile(artifactsFile, JSON.stringify(artifacts));
          // Merged into Lighthouse's mobile defaults: only the CPU factor changes.
          const result = await lighthouse(url, {
            ...flags,
            output: 'json',
            auditMode: artifactsDir,
            throttling: { cpuSlowdownMultiplier: cpuSlowdown },
          });
          if (!result) throw new Error(`lighthouse returned nothing for ${pagePath}`);
          const trace = JSON.parse(await readFile(path.join(artifactsDir, 'defaultPass.trace.json'), 'utf8')) as TraceOfEvents;
          cpuBlockingTimes.set(result, cpuBlockingTimeMs(trace, cpuSlowdown));
          return result;
        } finally {
          await rm(artifactsDir, { recursive: true, force: true });
        }
      };
      type Run = Awaited<ReturnType<typeof audit>>;
      // Chromium now and then loses the trace's start (NO_NAVSTART): that run measured nothing.
      const measured = (run: Run) => {
        const error = (run.lhr as { runtimeError?: { code: string; message: string } }).runtimeError;
        if (error) console.log(`  ${name}: Lighthouse measured nothing (${error.code}: ${error.message})`);
        return !error;
      };
      // Lighthouse's own advice for a noisy machine: several runs, the median one reported. Each
      // run with the scripts is paired with one without, right after it on the same host.
      // A page the browser renders is empty without its scripts (nothing to paint): audited with them only.
      const browserRendered = BROWSER_RENDERED_PAGES.has(name);
      const pairs: Array<{ withScripts: Run; withoutScripts: Run | null }> = [];
      const measurePairs = async (count: number) => {
        const wanted = pairs.length + count;
        // A Chromium that keeps losing traces would otherwise hold bench:ci until CI's time runs out.
        for (let attempt = 1; pairs.length < wanted; attempt += 1) {
          if (attempt > count * 3) throw new Error(`${pagePath}: Lighthouse measured nothing in ${attempt - 1} attempts`);
          const withScripts = await audit([]);
          if (!measured(withScripts)) continue;
          const withoutScripts = browserRendered ? null : await audit(SCRIPTS);
          if (!withoutScripts || measured(withoutScripts)) pairs.push({ withScripts, withoutScripts });
        }
      };
      const reportOf = (run: Run) => run.lhr as unknown as Report;
      const performanceOf = (run: Run) => reportOf(run).categories.performance?.score ?? 0;
      const mainThreadOf = (run: Run) => reportOf(run).audits['mainthread-work-breakdown']?.numericValue ?? NaN;
      const scriptCostsOf = () =>
        pairs
          .flatMap(({ withScripts, withoutScripts }) => (withoutScripts ? [mainThreadOf(withScripts) / mainThreadOf(withoutScripts)] : []))
          .sort((a, b) => a - b);
      await measurePairs(RUNS);
      // Over the limit in every pair: measured as many times again before it fails, as the taps
      // are (bench/interactions.ts). Added script work raises every pair of both sets; a busy
      // stretch of the host raises a set's pairs only while it lasts.
      const firstLowest = scriptCostsOf()[0];
      if (MAX_SCRIPT_COST !== null && firstLowest !== undefined && !(firstLowest <= MAX_SCRIPT_COST)) {
        console.log(`  ${name}: script cost ${firstLowest.toFixed(2)}x in its lowest pair, over ${MAX_SCRIPT_COST}x: measured again`);
        await measurePairs(RUNS);
      }
      const scriptCosts = scriptCostsOf();
      const scriptCost = scriptCosts[Math.floor(scriptCosts.length / 2)];
      const lowestScriptCost = scriptCosts[0];
      const pick = (runs: Run[]) => {
        const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
        return sorted[REPORT_BEST ? sorted.length - 1 : Math.floor(sorted.length / 2)];
      };
      const result = pick(pairs.map((pair) => pair.withScripts));
      const reportWithoutScripts = browserRendered ? null : reportOf(pick(pairs.flatMap((pair) => pair.withoutScripts ?? [])));
      const report = reportOf(result);
      await writeFile(path.join(OUT, `lighthouse-${name}.json`), JSON.stringify(result.lhr));
      if (reportWithoutScripts) await writeFile(path.join(OUT, `lighthouse-${name}-no-scripts.json`), JSON.stringify(reportWithoutScripts));
      const score = (category: string, of = report) => Math.round((of.categories[category]?.score ?? 0) * 100);
      const tbtOf = (of: Report) => of.audits['total-blocking-time']?.numericValue ?? NaN;
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const tbt = tbtOf(report);
      const fcp = report.audits['first-contentful-paint']?.numericValue ?? NaN;
      console.log(
        [
          name.padEnd(10),
          ...CATEGORIES.map((category) => String(score(category)).padStart(5)),
          cls.toFixed(3).padStart(7),
          `${(lcp / 1000).toFixed(2)} s`.padStart(8),
          `${Math.round(tbt)} ms`.padStart(7),
          `${(fcp / 1000).toFixed(2)} s`.padStart(8),
          `${Math.round(cpuBlockingTimes.get(result) ?? NaN)} ms`.padStart(7),
          (reportWithoutScripts ? String(score('performance', reportWithoutScripts)) : '—').padStart(6),
          (reportWithoutScripts ? `${Math.round(tbtOf(reportWithoutScripts))} ms` : '—').padStart(8),
          (scriptCost === undefined ? '—' : `${scriptCost.toFixed(2)}x`).padStart(7),
          String(Math.round(report.environment?.benchmarkIndex ?? 0)).padStart(7),
          `${(report.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN).toFixed(1)}x`.padStart(6),
          `  ${pairs.map((pair) => Math.round(performanceOf(pair.withScripts) * 100)).join(', ')}`,
          `  ${scriptCosts.map((cost) => cost.toFixed(2)).join(', ')}`,
        ].join(' '),
      );
      // Every run's pair of figures: Lighthouse's TBT from the clock, and the same from CPU time.
      const tbtPairs = pairs.map(
        ({ withScripts }) => `${Math.round(tbtOf(reportOf(withScripts)))}/${Math.round(cpuBlockingTimes.get(withScripts) ?? NaN)}`,
      );
      console.log(`  ${name}: TBT/CPU TBT of each run (ms): ${tbtPairs.join(', ')}`);
      for (const warning of report.runWarnings ?? []) console.log(`  warning: ${warning}`);

      const misses: string[] = [];
      if (score('performance') < TARGETS.performance) misses.push(`performance ${score('performance')} < ${TARGETS.performance}`);
      if (score('accessibility') < TARGETS.accessibility) misses.push(`accessibility ${score('accessibility')} < ${TARGETS.accessibility}`);
      if (!(cls <= TARGETS.clsMax)) misses.push(`CLS ${cls.toFixed(3)} > ${TARGETS.clsMax}`);
      if (!(lcp <= TARGETS.lcpMaxMs)) misses.push(`LCP ${(lcp / 1000).toFixed(2)} s > ${TARGETS.lcpMaxMs / 1000} s`);
      if (!(tbt <= TARGETS.tbtMaxMs)) misses.push(`TBT ${Math.round(tbt)} ms > ${TARGETS.tbtMaxMs} ms`);
      if (MAX_SCRIPT_COST !== null && lowestScriptCost !== undefined && !(lowestScriptCost <= MAX_SCRIPT_COST)) {
        failures.push(`${name} (${pagePath}): script cost ${lowestScriptCost.toFixed(2)}x in its lowest pair > ${MAX_SCRIPT_COST}x`);
      }
      for (const miss of misses) {
        const line = `MISSED ${name} (${pagePath}): ${miss}`;
        missed.push(line);
        console.log(`  ${line}`);
      }
      // What to fix, for every category below 100 (not only the targeted ones).
      for (const category of CATEGORIES) {
        if (score(category) === 100) continue;
        const audits = failingAudits(report, category);
        if (audits.length) console.log(`  ${category}: ${audits.join('; ')}`);
      }
      if (score('performance') < 100) {
        const hints = performanceHints(report);
        if (hints.length) console.log(`  performance hints: ${hints.join('; ')}`);
      }
    }
    console.log(
      missed.length ? `bench/lighthouse: ${missed.length} target(s) missed (reports in bench/.out/)` : 'bench/lighthouse: every target met',
    );
    for (const failure of failures) console.log(`FAILED ${failure} (BENCH_LIGHTHOUSE_MAX_SCRIPT_COST)`);
    if (failures.length) process.exitCode = 1;
  } finally {
    chrome.kill();
    await shop.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Lighthouse (mobile emulation, simulated throttling: its defaults, but for the CPU slowdown, which
 * is calibrated to the host as Lighthouse's throttling guide says) on Debian's Chromium against the
 * production build, served the way `npm start` serves it, for the home, listing and product pages.
 * Each page is audited BENCH_LIGHTHOUSE_RUNS times (3) and the run with the median performance
 * score reported (BENCH_LIGHTHOUSE_REPORT=best: the best one). Prints the four category scores, CLS and LCP per page; for each missed target, a MISSED line
 * with the audits that cost the points. Exits 0 whatever it measures, unless BENCH_LIGHTHOUSE_FAIL_SCORE
 * is set: then a page whose reported performance score is under it fails the run (bench:ci sets
 * it, as the regression guard; the 95 target itself is reported, not enforced, on a shared machine).
 *
 *   npx tsx bench/lighthouse.ts      (BENCH_LIGHTHOUSE_SKIP_BUILD=1 reuses client/dist, BENCH_LIGHTHOUSE_PAGES=listing picks pages)
 *
 * Full JSON reports are written to bench/.out/lighthouse-<page>.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuSlowdownFor } from './support/lighthouse-calibration.js';
import { benchDatabase, benchShopEnv, startProcess } from './support/processes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench', '.out');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const ALL_PAGES: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['listing', '/products'],
  ['product', '/product/hair-oil-1'],
];
/** BENCH_LIGHTHOUSE_PAGES=listing,home audits only those (while working on one page). */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * The CPU slowdown: by default calibrated to this host (support/lighthouse-calibration.ts), so that
 * every host emulates the same mid-tier phone; BENCH_LIGHTHOUSE_CPU_SLOWDOWN=4 is Lighthouse's
 * fixed default, for figures comparable with reports made that way.
 */
const FIXED_CPU_SLOWDOWN = process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN) : null;
/** Runs per page; the run with the median performance score is the one reported (BENCH_LIGHTHOUSE_REPORT=best: the best). */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const REPORT_BEST = process.env.BENCH_LIGHTHOUSE_REPORT === 'best';

/** The issue's targets; best practices and SEO are shown but have none. */
const TARGETS = { performance: 95, accessibility: 100, clsMax: 0.05, lcpMaxMs: 2000, tbtMaxMs: 200 };
/** A reported performance score under this fails the run (unset: never). */
const FAIL_SCORE = process.env.BENCH_LIGHTHOUSE_FAIL_SCORE ? Number(process.env.BENCH_LIGHTHOUSE_FAIL_SCORE) : null;

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
        'bench'.padStart(7),
        'CPU'.padStart(6),
        '  perf of each run',
      ].join(' '),
    );
    // A shop that has been up a while: the first server render after a start also loads and
    // compiles the renderer, which no shopper after the first waits for.
    for (const [, pagePath] of PAGES) {
      for (let round = 0; round < 3; round += 1)
        await (await fetch(`${shop.url}${pagePath}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    }
    for (const [name, pagePath] of PAGES) {
      // Gathered first, then audited with the CPU slowdown for the BenchmarkIndex Lighthouse read
      // on this host just before that very trace: on a shared machine one reading moves by half
      // from one minute to the next, so a slowdown calibrated once would scale other runs' traces.
      const audit = async () => {
        const artifactsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
        try {
          const url = `${shop.url}${pagePath}`;
          await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES], gatherMode: artifactsDir });
          const artifactsFile = path.join(artifactsDir, 'artifacts.json');
          const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8')) as {
            BenchmarkIndex: number;
            settings: { throttling: { cpuSlowdownMultiplier: number } };
          };
          const cpuSlowdown = FIXED_CPU_SLOWDOWN ?? cpuSlowdownFor(artifacts.BenchmarkIndex);
          // Lighthouse audits only with the settings it gathered with. Simulated throttling gathers
          // at the host's full speed whatever the factor (the factor only scales the trace when
          // audited), so the gathered settings are given the factor the audit uses.
          artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
          await writeFile(artifactsFile, JSON.stringify(artifacts));
          const result = await lighthouse(url, {
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            auditMode: artifactsDir,
            // Merged into Lighthouse's mobile defaults: only the CPU factor changes.
            throttling: { cpuSlowdownMultiplier: cpuSlowdown },
          });
          if (!result) throw new Error(`lighthouse returned nothing for ${pagePath}`);
          return result;
        } finally {
          await rm(artifactsDir, { recursive: true, force: true });
        }
      };
      // Lighthouse's own advice for a noisy machine: several runs, the median one reported.
      const runs: Array<Awaited<ReturnType<typeof audit>>> = [];
      while (runs.length < RUNS) {
        const run = await audit();
        // Chromium now and then loses the trace's start (NO_NAVSTART): that run measured nothing.
        if ((run.lhr as { runtimeError?: unknown }).runtimeError) continue;
        runs.push(run);
      }
      const performanceOf = (run: (typeof runs)[number]) => (run.lhr as unknown as Report).categories.performance?.score ?? 0;
      runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      const result = runs[REPORT_BEST ? runs.length - 1 : Math.floor(runs.length / 2)];
      const report = result.lhr as unknown as Report;
      await writeFile(
        path.join(OUT, `lighthouse-${name}.json`),
        typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
      );
      const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const tbt = report.audits['total-blocking-time']?.numericValue ?? NaN;
      const fcp = report.audits['first-contentful-paint']?.numericValue ?? NaN;
      console.log(
        [
          name.padEnd(10),
          ...CATEGORIES.map((category) => String(score(category)).padStart(5)),
          cls.toFixed(3).padStart(7),
          `${(lcp / 1000).toFixed(2)} s`.padStart(8),
          `${Math.round(tbt)} ms`.padStart(7),
          `${(fcp / 1000).toFixed(2)} s`.padStart(8),
          String(Math.round(report.environment?.benchmarkIndex ?? 0)).padStart(7),
          `${(report.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN).toFixed(1)}x`.padStart(6),
          `  ${runs.map((run) => Math.round(performanceOf(run) * 100)).join(', ')}`,
        ].join(' '),
      );
      for (const warning of report.runWarnings ?? []) console.log(`  warning: ${warning}`);

      const misses: string[] = [];
      if (score('performance') < TARGETS.performance) misses.push(`performance ${score('performance')} < ${TARGETS.performance}`);
      if (score('accessibility') < TARGETS.accessibility) misses.push(`accessibility ${score('accessibility')} < ${TARGETS.accessibility}`);
      if (!(cls <= TARGETS.clsMax)) misses.push(`CLS ${cls.toFixed(3)} > ${TARGETS.clsMax}`);
      if (!(lcp <= TARGETS.lcpMaxMs)) misses.push(`LCP ${(lcp / 1000).toFixed(2)} s > ${TARGETS.lcpMaxMs / 1000} s`);
      if (!(tbt <= TARGETS.tbtMaxMs)) misses.push(`TBT ${Math.round(tbt)} ms > ${TARGETS.tbtMaxMs} ms`);
      if (FAIL_SCORE !== null && score('performance') < FAIL_SCORE) {
        failures.push(`${name} (${pagePath}): performance ${score('performance')} < ${FAIL_SCORE}`);
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
    for (const failure of failures) console.log(`FAILED ${failure} (BENCH_LIGHTHOUSE_FAIL_SCORE)`);
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
